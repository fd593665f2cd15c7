import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { type IslandPropsOf, islandComponents } from './components.server';
import { type IslandName, islandTriggers } from './registry';

/**
 * The props of an island as JSON in an attribute: `<` is written as \u003c, so that no props
 * value can ever read as markup, whatever the HTML serializer does with the attribute.
 */
export function serializeProps(props: object): string {
  return JSON.stringify(props).replace(/</g, '\\u003c');
}

export interface IslandProps<N extends IslandName> {
  /** The island's name in ./registry.ts: the server renders its component from ./components.server.ts, the loader imports the same one. */
  name: N;
  /** Serializable props (JSON): the same values are given to the component in the browser. */
  props: IslandPropsOf<N>;
  /** Tells two islands of the same name on one page apart (their element ids differ). */
  instance?: string;
}

/**
 * One island in the prerendered page: the component rendered on the server as a root of its own
 * (so that its `useId` values are the ones `hydrateRoot` makes in the browser), inside a marker
 * element that names it, its trigger (from the registry's one table, for tests and readers), its
 * props and its id prefix. The marker is an ordinary block `div` (no style changes its display):
 * the triggers listen on it for events that bubble up from the island's own elements.
 * Server-only: the browser never loads this file.
 */
export function Island<N extends IslandName>({ name, props, instance }: IslandProps<N>) {
  // The table's `satisfies` ties each name to its component; TypeScript cannot follow a generic
  // index into it, so the pair is read as one component of plain props.
  const Component = islandComponents[name] as unknown as ComponentType<Record<string, unknown>>;
  const prefix = `${name}${instance ?? ''}-`;
  const plain = props as Record<string, unknown>;
  const html = renderToString(<Component {...plain} />, { identifierPrefix: prefix });
  const json = serializeProps(plain);
  return (
    <div
      className="island"
      data-island={name}
      data-trigger={islandTriggers[name]}
      data-prefix={prefix}
      data-props={json === '{}' ? undefined : json}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server render of the island, hydrated in the browser.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
