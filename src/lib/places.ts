import { cityPath, slugify } from '#core/paths';
import { findState } from '../../content/data/states';
import { type CityRecord, cities } from '../../content/places/cities';

/**
 * Finding the city of a route and listing a state's cities. Kept small: the home page loads it
 * with the city list. Facts beyond name and state (county, population, coordinates) stay at
 * build (content/places/cities.json, read by content/places/cities.ts); place names and sentences are in
 * core/place-naming.ts.
 */

let byPath: Map<string, CityRecord> | undefined;

/** The city with a page at /{state}/{city}, matched case-insensitively; undefined otherwise. */
export function findCity(stateParam: string | undefined, cityParam: string | undefined): CityRecord | undefined {
  const state = findState(stateParam);
  if (!state || !cityParam) return undefined;
  // One lookup table, built on first use: a build renders every city page, so a scan per page would be quadratic.
  byPath ??= new Map(cities.map((c) => [`${c.state}/${slugify(c.name)}`, c]));
  return byPath.get(`${state.code}/${cityParam.toLowerCase()}`);
}

/** The card name and path of each city, for lists and their ItemList markup. */
export function cityLinks(list: readonly CityRecord[]): Array<{ name: string; path: string }> {
  return list.map((c) => ({ name: `${c.name}, ${c.state}`, path: cityPath(c.state, c.name) }));
}
