import { type MouseEvent, type ReactNode, use, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Thing } from 'schema-dts';

/**
 * The static parts of a state or city page, without shipping them in JavaScript.
 *
 * A place page has two kinds of content: the shell (hero, service block, related guides), which
 * React renders from the small name-and-state lists, and everything that depends on the place's
 * facts (the generated text, local facts, nearest cities, city list, stories, FAQ) together with
 * its meta description and structured data. The second kind is rendered once, at build, by
 * place.server.tsx, which is imported only when `import.meta.env.SSR`; the browser reads it back
 * from HTML:
 *
 * - while hydrating, from the page itself (the same markup and the same head, so hydration and
 *   the head manager find nothing to change and nothing is fetched);
 * - after a client-side navigation to another place, from that place's prerendered page (one
 *   fetch of HTML the server has anyway); the shell shows at once, the parts when they arrive.
 *
 * No per-place JavaScript chunk or data file exists: dist/ stays at one file per page, and each
 * place page's JavaScript stays the size of the shell, however many cities there are.
 */

/** What a place page says about itself in <head> beyond its title and canonical. */
export interface PlaceHead {
  description: string;
  /** The page's own JSON-LD nodes (Service, ItemList, FAQPage), after the site-wide ones. */
  jsonLd: Thing[];
}

export type PartName = 'text' | 'more';
const partNames: readonly PartName[] = ['text', 'more'];

/** A place as a page shows it: its head and, per part, React nodes (server) or HTML (browser). */
export type Place =
  | { status: 'ready'; head: PlaceHead; parts: Record<PartName, ReactNode>; html?: undefined }
  | { status: 'ready'; head: PlaceHead; html: Record<PartName, string>; parts?: undefined }
  | { status: 'loading' | 'failed'; head?: undefined; parts?: undefined; html?: undefined };

type Loaded = Extract<Place, { html: Record<PartName, string> }>;

/** The site-wide nodes of every page's JSON-LD graph; the rest belong to the place. */
const siteWideTypes = new Set(['InsuranceAgency', 'WebSite', 'WebPage', 'BreadcrumbList']);

function partSelector(id: string, part: PartName): string {
  return `[data-place-part="${id}:${part}"]`;
}

/** Reads a place's parts and head from a prerendered document; undefined if it is not that place's page. */
export function readPlace(doc: Document, id: string): Loaded | undefined {
  const html = {} as Record<PartName, string>;
  for (const part of partNames) {
    const element = doc.querySelector(partSelector(id, part));
    if (!element) return undefined;
    html[part] = element.innerHTML;
  }
  const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  const jsonLd: Thing[] = [];
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const data = JSON.parse(script.textContent ?? '') as { '@graph'?: Array<Record<string, unknown>> };
      for (const node of data['@graph'] ?? []) {
        if (!siteWideTypes.has(String(node['@type']))) jsonLd.push(node as unknown as Thing);
      }
    } catch {
      // A page we could not read gives no structured data; the visible parts still show.
    }
  }
  return { status: 'ready', head: { description, jsonLd }, html };
}

/* ------------------------------------------------------------------ server */

type ServerModule = typeof import('./place.server');

/**
 * The build-time module, loaded once per process (and only when rendering on the server: in the
 * browser bundle this is `undefined` and the import is gone). Once it is loaded, a page's data is
 * computed synchronously during its render, so nothing is kept per page.
 */
let serverModule: ServerModule | undefined;
const serverModuleLoading: Promise<ServerModule> | undefined = import.meta.env.SSR
  ? import('./place.server').then((m) => {
      serverModule = m;
      return m;
    })
  : undefined;

/* ------------------------------------------------------------------ browser */

const browserCache = new Map<string, Loaded>();

function fromThisPage(id: string): Loaded | undefined {
  const cached = browserCache.get(id);
  if (cached) return cached;
  const read = typeof document === 'undefined' ? undefined : readPlace(document, id);
  if (read) browserCache.set(id, read);
  return read;
}

/** Fetches the place's prerendered page and reads its parts and head. */
export async function fetchPlace(id: string, path: string): Promise<Loaded | undefined> {
  const cached = browserCache.get(id);
  if (cached) return cached;
  try {
    const response = await fetch(path, { headers: { Accept: 'text/html' } });
    if (!response.ok) return undefined;
    const read = readPlace(new DOMParser().parseFromString(await response.text(), 'text/html'), id);
    if (read) browserCache.set(id, read);
    return read;
  } catch {
    return undefined;
  }
}

function useBrowserPlace(id: string, path: string): Place {
  const [state, setState] = useState<{ id: string; place: Place }>(() => ({
    id,
    place: fromThisPage(id) ?? { status: 'loading' },
  }));
  // Another place in the same route: start again from what is known about it (during render, so
  // the previous place's text never shows under the new heading).
  let current = state;
  if (state.id !== id) {
    current = { id, place: fromThisPage(id) ?? { status: 'loading' } };
    setState(current);
  }
  const needsFetch = current.place.status === 'loading';
  useEffect(() => {
    if (!needsFetch) return;
    let live = true;
    fetchPlace(id, path).then((place) => {
      if (live) setState({ id, place: place ?? { status: 'failed' } });
    });
    return () => {
      live = false;
    };
  }, [id, path, needsFetch]);
  return current.place;
}

function useServerPlace(id: string): Place {
  if (!serverModuleLoading) throw new Error('place data is rendered on the server only');
  const loaded = serverModule ?? use(serverModuleLoading);
  const data = loaded.loadPlace(id);
  return { status: 'ready', head: data.head, parts: data.parts };
}

/**
 * The place's head and parts. On the server it waits, once, for place.server.tsx to load (the
 * prerender waits for everything); in the browser it never suspends. (Chosen once per build, not per render.)
 */
export const usePlace: (id: string, path: string) => Place = import.meta.env.SSR ? useServerPlace : useBrowserPlace;

/** Internal links inside a part's HTML go through the router, like every other link on the site. */
function useRouterLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };
}

/** One static part of a place page, in a container the browser finds again by its data attribute. */
export function PlacePart({ id, place, part, path }: { id: string; place: Place; part: PartName; path: string }) {
  const onClick = useRouterLinks();
  const key = `${id}:${part}`;
  if (place.parts) {
    return (
      <div className="place-part" data-place-part={key}>
        {place.parts[part]}
      </div>
    );
  }
  if (place.html) {
    return (
      // Clicks are delegated to the links inside; the div itself is not interactive.
      // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard activation of a link fires a click on the link
      // biome-ignore lint/a11y/noStaticElementInteractions: the handler only routes clicks on the links inside
      <div
        className="place-part"
        data-place-part={key}
        onClick={onClick}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own prerendered markup, from this page or a same-origin page of this site
        dangerouslySetInnerHTML={{ __html: place.html[part] }}
      />
    );
  }
  if (part !== 'text') return null;
  return place.status === 'failed' ? (
    <p className="place-part-status" role="status">
      This part of the page could not be loaded. <a href={path}>Reload the page</a> to see it.
    </p>
  ) : (
    <p className="place-part-status" role="status">
      Loading local information…
    </p>
  );
}
