import type { Command } from 'commander';
import { z } from 'zod';
import { formatCount } from '#core/format';
import { type CityFacts, cityFactsSchema } from '../../content/data/schemas';
import { CliError } from '../errors';
import {
  type Candidate,
  type CitiesDeps,
  cityLabel,
  countyKey,
  defaultCitiesDeps,
  findCandidates,
  parseOptions,
  readCities,
  resolveState,
  sameCity,
  similarNames,
  toFacts,
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

function describe(candidate: Candidate): string {
  return `${candidate.name} (${candidate.county}, population ${formatCount(candidate.place.population)})`;
}

/** Several GeoNames entries in one county are one town listed twice: keep the most populous. */
function onePerCounty(candidates: readonly Candidate[]): Candidate[] {
  const byCounty = new Map<string, Candidate>();
  for (const c of candidates) {
    const kept = byCounty.get(c.county);
    if (!kept || c.place.population > kept.place.population) byCounty.set(c.county, c);
  }
  return [...byCounty.values()];
}

/**
 * Finds the city and returns the list with it added, sorted. Throws a CliError (one line) for an
 * unknown state, a city already listed, a name not found or a name that needs --county.
 */
export async function addCity(
  list: readonly CityFacts[],
  input: AddInput,
  deps: CitiesDeps,
): Promise<{ list: CityFacts[]; added: CityFacts }> {
  const state = resolveState(input.state);
  const typed = input.name.trim();
  if (typed.length < 2) throw new CliError('give the city name, e.g. cities add Houston TX');
  const existing = list.find((c) => sameCity(c, { name: typed, state: state.code }));
  if (existing) throw new CliError(`${cityLabel(existing)} is already listed`);

  const gazetteer = await deps.gazetteer();
  const found = onePerCounty(findCandidates(gazetteer, typed, state.code));
  if (found.length === 0) {
    const like = similarNames(gazetteer, typed, state.code);
    const hint = like.length > 0 ? `; similar names: ${like.join(', ')}` : '; check the spelling';
    throw new CliError(`no populated place called "${typed}" in ${state.name} (GeoNames)${hint}`);
  }
  let chosen = found;
  if (input.county) {
    const wanted = countyKey(input.county);
    chosen = found.filter((c) => countyKey(c.county) === wanted);
    if (chosen.length === 0) {
      throw new CliError(
        `no "${typed}" in ${input.county} (${state.code}); candidates: ${found.map(describe).join('; ')}`,
      );
    }
  }
  if (chosen.length > 1) {
    throw new CliError(
      `"${typed}, ${state.code}" is ambiguous: ${chosen.map(describe).join('; ')}. Add --county "<county>" to choose one.`,
    );
  }
  const added = toFacts(chosen[0] as Candidate);
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
      'add a city: looks up its county, population and coordinates (GeoNames, ZIP codes) and keeps the list sorted',
    )
    .argument('<name>', 'city name, e.g. "Rock Hill" (quote names with spaces)')
    .argument('<state>', 'two-letter state code (or full state name)')
    .option('--county <county>', 'choose among places of the same name by their county')
    .option('--dry-run', 'show the record without writing the file')
    .action(async (name: string, state: string, raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      const list = readCities(deps.file);
      const result = await addCity(list, { name, state, county: options.county }, deps);
      const { added } = result;
      const facts = `${added.county}, population ${formatCount(added.population)}, ${added.lat}, ${added.lon}`;
      if (options.dryRun) {
        print(`would add ${cityLabel(added)} (${facts})`);
        return;
      }
      writeCities(result.list, deps.file);
      print(`added ${cityLabel(added)} (${facts}); ${result.list.length} cities`);
      print('next: npm run cli -- content generate');
    });
}
