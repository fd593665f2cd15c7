import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CensusPlaces, censusPlacesFrom } from './census-places';

/**
 * content/places/census-places.json (written by `npm run cli -- cities census <folder>`). Beside this
 * module when it runs from source (CLI, tests); when the prerender runs it from its server bundle,
 * in a temporary folder, the file is found from the project root the build runs in.
 */
const besideModule = fileURLToPath(new URL('./census-places.json', import.meta.url));
export const censusPlacesJsonFile = existsSync(besideModule)
  ? besideModule
  : join(process.cwd(), 'content', 'places', 'census-places.json');

let real: CensusPlaces | undefined;

/** The project's Census places, read and checked against their schema on first use (Node only). */
export function censusPlaces(): CensusPlaces {
  real ??= censusPlacesFrom(JSON.parse(readFileSync(censusPlacesJsonFile, 'utf8')));
  return real;
}
