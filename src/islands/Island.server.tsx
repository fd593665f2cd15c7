import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { type IslandName, islandTriggers } from './registry';

/**
 * The props of an island as JSON in an attribute: `<` is written as \u003c, so that no props
 * value can ever read as markup, whatever the HTML serializer does with the attribute.
 */
export function serializeProps(props: object): string {
  return JSON.stringify(props).replace(/</g, '\\u003c');
}

export interface IslandProps<P extends object> {
  /** The island's name in ./registry.ts: the loader imports the same component under it. */
  name: IslandName;
  component: ComponentType<P>;
  /** Serializable props (JSON): the same values are given to the component in the browser. */
  props: P;
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
export function Island<P extends object>({ name, component: Component, props, instance }: IslandProps<P>) {
  const prefix = `${name}${instance ?? ''}-`;
  const html = renderToString(<Component {...props} />, { identifierPrefix: prefix });
  const json = serializeProps(props);
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
