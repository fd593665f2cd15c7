import type { CityFacts, CityRecord } from '../data/schemas';
import citiesJson from './cities.json' with { type: 'json' };

export type { CityFacts, CityRecord };

/**
 * Every city with a page and the facts its page states: its Census figures (county, April 1, 2020
 * estimates base, latest estimate, rank in the state) and its Gazetteer coordinates, sorted by
 * state name, then city name. The list is data, cities.json, which the
 * staff CLI writes (`npm run cli -- cities add <name> <state>`, `cities remove`; then
 * `npm run cli -- content generate` writes the pages' text); the build checks it against
 * cityFactsSchema (validate.server.ts). Used at build and by the CLI; the browser bundle never
 * imports it (it would cost every page with a city list several KB).
 */
export const cityFacts: readonly CityFacts[] = citiesJson;

/** The same cities, name and state only: what pages need to list, link and route them. */
export const cities: readonly CityRecord[] = cityFacts.map(({ name, state }) => ({ name, state }));
