import type { Command } from 'commander';
import { z } from 'zod';
import type { CityFacts } from '../../content/data/schemas';
import { CliError } from '../errors';
import { parseOptions } from '../options';
import {
  type CitiesDeps,
  cityLabel,
  defaultCitiesDeps,
  readCities,
  resolveState,
  sameCity,
  writeCities,
} from './cities-shared';

const optionsSchema = z.object({ dryRun: z.boolean().default(false) });

/** The list without the city; a CliError (one line) for an unknown state or a city not listed. */
export function removeCity(
  list: readonly CityFacts[],
  name: string,
  stateInput: string,
): { list: CityFacts[]; removed: CityFacts } {
  const state = resolveState(stateInput);
  const wanted = { name: name.trim(), state: state.code };
  const removed = list.find((c) => sameCity(c, wanted));
  if (!removed) {
    const inState = list.filter((c) => c.state === state.code).map((c) => c.name);
    const hint =
      inState.length > 0 ? `; listed in ${state.code}: ${inState.join(', ')}` : `; no city of ${state.name} is listed`;
    throw new CliError(`${wanted.name}, ${state.code} is not listed${hint}`);
  }
  return { list: list.filter((c) => c !== removed), removed };
}

/** `cities remove <name> <state>` */
export function registerCitiesRemove(
  cities: Command,
  print: (line: string) => void,
  deps: CitiesDeps = defaultCitiesDeps,
): void {
  cities
    .command('remove')
    .description('remove a city (its page goes at the next content generate and build)')
    .argument('<name>', 'city name as listed')
    .argument('<state>', 'two-letter state code (or full state name)')
    .option('--dry-run', 'show what would be removed without writing the file')
    .action((name: string, state: string, raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      const result = removeCity(readCities(deps.file), name, state);
      if (options.dryRun) {
        print(`would remove ${cityLabel(result.removed)}`);
        return;
      }
      writeCities(result.list, deps.file);
      print(`removed ${cityLabel(result.removed)}; ${result.list.length} cities`);
      print('next: npm run cli -- content generate (deletes its generated page text)');
    });
}
