import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type CensusPlaces, censusPlacesFrom } from './census-places';

/** content/data/census-places.json (written by `npm run cli -- cities census <folder>`). */
export const censusPlacesJsonFile = fileURLToPath(new URL('./census-places.json', import.meta.url));

let real: CensusPlaces | undefined;

/** The project's Census places, read and checked against their schema on first use (Node only). */
export function censusPlaces(): CensusPlaces {
  real ??= censusPlacesFrom(JSON.parse(readFileSync(censusPlacesJsonFile, 'utf8')));
  return real;
}
