import { cityPath, statePath } from '#core/paths';
import { states } from '../content/data/states';
import { cities } from '../content/places/cities';

/**
 * The route parameters of the :state and :city routes to prerender: a page per state (and DC) and
 * per listed city. Loaded by the route table only at build, and by the built-site toolkit.
 * (Named so that vite-react-ssg does not take them for a route option.)
 */
export function statePrerenderPaths(): string[] {
  return states.map((s) => statePath(s.code).slice(1));
}

export function cityPrerenderPaths(): string[] {
  return cities.map((c) => cityPath(c.state, c.name).slice(1));
}
