import { use } from 'react';
import type { PartName, Place } from './place-types';

/**
 * The parts of a state or city page that depend on the place's facts (the generated text, local
 * facts, nearest cities, city list, stories, FAQ) together with its meta description and
 * structured data. They are rendered at build by place.server.tsx, which is imported only when
 * `import.meta.env.SSR`. Place pages are prerendered and never hydrate (only islands do), so
 * the browser never runs this module: no per-place JavaScript or data file exists.
 */

type LoadPlace = typeof import('./place.server').loadPlace;

/**
 * The build-time module's loader, loaded once per process (and only when rendering on the server:
 * in any browser bundle this is `undefined` and the import is gone). Once it is loaded, a page's
 * data is computed synchronously during its render, so nothing is kept per page.
 */
let loadPlace: LoadPlace | undefined;
const loadPlaceLoading: Promise<LoadPlace> | undefined = import.meta.env.SSR
  ? import('./place.server').then(({ loadPlace: loaded }) => {
      loadPlace = loaded;
      return loaded;
    })
  : undefined;

/** The place's head and parts. The prerender waits, once, for place.server.tsx to load. */
export function usePlace(id: string): Place {
  if (!loadPlaceLoading) throw new Error('place data is rendered on the server only');
  const load = loadPlace ?? use(loadPlaceLoading);
  return load(id);
}

/**
 * One part of a place page, marked with the place and part (`data-place-part="tx/austin:text"`)
 * so that the dist checks and the end-to-end tests find it. Its HTML is React's own render of the
 * part (place.server.tsx), made once per page and checked there: it is not rendered again.
 */
export function PlacePart({ id, place, part }: { id: string; place: Place; part: PartName }) {
  return (
    <div
      className="place-part"
      data-place-part={`${id}:${part}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server render of the part, at build (place.server.tsx).
      dangerouslySetInnerHTML={{ __html: place.parts[part] }}
    />
  );
}
