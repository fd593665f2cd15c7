import type { Command } from 'commander';
import { z } from 'zod';
import { formatCount } from '#core/format';
import { cityPath } from '#core/paths';
import { textTable } from '#core/text-table';
import type { CityFacts } from '../../content/data/schemas';
import { parseOptions } from '../options';
import { type CitiesDeps, defaultCitiesDeps, readCities, resolveState, stateOptionSchema } from './cities-shared';

const optionsSchema = z.object({
  state: stateOptionSchema.optional(),
  json: z.boolean().default(false),
});

export function listCities(list: readonly CityFacts[], state?: string): CityFacts[] {
  if (!state) return [...list];
  const code = resolveState(state).code;
  return list.filter((c) => c.state === code);
}

/** `cities list [--state XX] [--json]` */
export function registerCitiesList(
  cities: Command,
  print: (line: string) => void,
  deps: CitiesDeps = defaultCitiesDeps,
): void {
  cities
    .command('list')
    .description('list the cities with pages, in page order (state name, then city name)')
    .option('--state <code>', 'only the cities of one state, e.g. --state SC')
    .option('--json', 'print the records as JSON')
    .action((raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      const rows = listCities(readCities(deps.file), options.state);
      if (options.json) {
        print(
          JSON.stringify(
            rows.map((c) => ({ ...c, path: cityPath(c.state, c.name) })),
            null,
            2,
          ),
        );
        return;
      }
      const table = textTable(
        rows.map((c) => [
          `${c.name}, ${c.state}`,
          c.census?.county ?? '-',
          c.census ? formatCount(c.census.estimate) : '-',
          cityPath(c.state, c.name),
        ]),
        { right: [2] },
      );
      for (const line of table) print(line);
      print(`${rows.length} cit${rows.length === 1 ? 'y' : 'ies'}${options.state ? ` in ${options.state}` : ''}`);
    });
}
