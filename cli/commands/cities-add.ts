import type { Command } from 'commander';
import { z } from 'zod';
import { formatCount } from '#core/format';
import { type CityFacts, cityFactsSchema } from '../../content/data/schemas';
import { type CensusPlace, cityFactsOf } from '../../content/places/census-places';
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

const optionsSchema = z.object({
  county: z.string().trim().min(2, 'name the county, e.g. --county Harris').optional(),
  dryRun: z.boolean().default(false),
});

export interface AddInput {
  name: string;
  state: string;
  county?: string;
}

function describe(place: CensusPlace): string {
  const figure =
    place.estimate === null ? 'not estimated' : `population ${formatCount(place.estimate)} (${place.estimateYear})`;
  return `${place.censusName} (${place.counties[0] ?? 'county not given'}, ${figure})`;
}

/** One line of a city's facts, for the terminal. */
export function factsLine(city: CityFacts): string {
  const c = city.census;
  const rank = c?.rank ? `, rank ${c.rank}${c.rankTied ? ' (tied)' : ''} of ${c.rankOf}` : ', not ranked';
  const census = c
    ? `${c.county}, ${formatCount(c.estimate)} in ${c.estimateYear} (${formatCount(c.base2020)} on April 1, 2020)${rank}`
    : 'no Census estimate';
  const point = city.lat !== undefined && city.lon !== undefined ? `${city.lat}, ${city.lon}` : 'no Gazetteer point';
  return `${census}; ${point}`;
}

/**
 * Finds the city among the Census places and returns the list with it added, sorted. Throws a
 * CliError (one line) for an unknown state, a city already listed, a name not found or a name that
 * needs --county.
 */
export function addCity(
  list: readonly CityFacts[],
  input: AddInput,
  deps: CitiesDeps,
): { list: CityFacts[]; added: CityFacts } {
  const state = resolveState(input.state);
  const typed = input.name.trim();
  if (typed.length < 2) throw new CliError('give the city name, e.g. cities add Houston TX');
  const existing = list.find((c) => sameCity(c, { name: typed, state: state.code }));
  if (existing) throw new CliError(`${cityLabel(existing)} is already listed`);

  const places = deps.places();
  const resolved = places.resolve(state.code, typed, input.county);
  if ('notFound' in resolved) {
    const hint =
      resolved.similar.length > 0 ? `; similar names: ${resolved.similar.join(', ')}` : '; check the spelling';
    throw new CliError(`no Census place called "${typed}" in ${state.name}${hint}`);
  }
  if ('notInCounty' in resolved) {
    throw new CliError(
      `no "${typed}" in ${input.county} (${state.code}); candidates: ${resolved.candidates.map(describe).join('; ')}`,
    );
  }
  if ('ambiguous' in resolved) {
    throw new CliError(
      `"${typed}, ${state.code}" is ambiguous: ${resolved.candidates.map(describe).join('; ')}. Add --county "<county>" to choose one.`,
    );
  }
  const { place } = resolved;
  const added = cityFactsOf(place.name, place, places);
  const valid = cityFactsSchema.safeParse(added);
  if (!valid.success) {
    const issue = valid.error.issues[0];
    throw new CliError(`${cityLabel(added)} cannot be listed: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const clash = list.find((c) => sameCity(c, added));
  if (clash) throw new CliError(`${cityLabel(clash)} is already listed`);
  return { list: [...list, added], added };
}

/** `cities add <name> <state> [--county <county>]` */
export function registerCitiesAdd(
  cities: Command,
  print: (line: string) => void,
  deps: CitiesDeps = defaultCitiesDeps,
): void {
  cities
    .command('add')
    .description(
      'add a city: its Census figures, county and Gazetteer coordinates (content/places/census-places.json); keeps the list sorted',
    )
    .argument('<name>', 'city name, e.g. "Rock Hill" (quote names with spaces)')
    .argument('<state>', 'two-letter state code (or full state name)')
    .option('--county <county>', 'choose among places of the same name by their county')
    .option('--dry-run', 'show the record without writing the file')
    .action((name: string, state: string, raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      const list = readCities(deps.file);
      const result = addCity(list, { name, state, county: options.county }, deps);
      const { added } = result;
      if (options.dryRun) {
        print(`would add ${cityLabel(added)} (${factsLine(added)})`);
        return;
      }
      writeCities(result.list, deps.file);
      print(`added ${cityLabel(added)} (${factsLine(added)}); ${result.list.length} cities`);
      print('next: npm run cli -- content generate');
    });
}
