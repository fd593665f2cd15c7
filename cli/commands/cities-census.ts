import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import type { CityFacts } from '../../content/data/schemas';
import { buildCensusPlaces, decodeCensusText, renderCensusPlacesJson } from '../../content/import/census-import';
import { type CensusPlaces, censusPlacesFrom, cityFactsOf } from '../../content/places/census-places';
import { censusPlacesCompleteSchema, censusSourceSchema } from '../../content/places/census-places.schema';
import { censusPlacesJsonFile } from '../../content/places/census-places.server';
import { CliError } from '../errors';
import { parseOptions } from '../options';
import { type CitiesDeps, cityLabel, defaultCitiesDeps, writeCities } from './cities-shared';

const optionsSchema = z.object({ dryRun: z.boolean().default(false) });

/** sources.json in the folder: what the files are, where the Census publishes them, when they were released and read. */
const sourcesFileSchema = z.strictObject({ estimates: censusSourceSchema, gazetteer: censusSourceSchema });

/** The Census files of a folder: SUB-EST csv files (national or per state) and one Gazetteer places file. */
export function censusFilesIn(folder: string): { estimates: string[]; gazetteer: string; sources: string } {
  const names = readdirSync(folder).sort();
  const estimates = names.filter((n) => /^sub-est\d{4}(_\d{1,2}|_all)?\.csv$/i.test(n));
  const gazetteers = names.filter((n) => /^\d{4}_Gaz_place_national\.txt$/i.test(n));
  if (estimates.length === 0) throw new CliError(`${folder}: no sub-estYYYY*.csv file (Census population estimates)`);
  if (gazetteers.length !== 1) {
    throw new CliError(`${folder}: need exactly one YYYY_Gaz_place_national.txt (Census Gazetteer places file)`);
  }
  if (!names.includes('sources.json'))
    throw new CliError(`${folder}: no sources.json (the files' source, URL and dates)`);
  return {
    estimates: estimates.map((n) => join(folder, n)),
    gazetteer: join(folder, gazetteers[0] as string),
    sources: join(folder, 'sources.json'),
  };
}

/** The name and state of each listed city, whatever facts the file holds (the facts are rewritten). */
function readCityNames(file: string): CityFacts[] {
  const result = z
    .array(z.object({ name: z.string(), state: z.string() }))
    .safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) throw new CliError(`${file}: not a list of cities with name and state`);
  return result.data.map(({ name, state }) => ({ name, state }));
}

/** Each listed city with its facts from the Census places; the cities no place matches keep their name only. */
export function refreshCities(
  list: readonly CityFacts[],
  places: CensusPlaces,
): { list: CityFacts[]; unmatched: CityFacts[] } {
  const unmatched: CityFacts[] = [];
  const refreshed = list.map((city) => {
    const place = places.lookup(city.state, city.name);
    if (!place) {
      unmatched.push(city);
      return { name: city.name, state: city.state };
    }
    return cityFactsOf(city.name, place, places);
  });
  return { list: refreshed, unmatched };
}

/** `cities census <folder>`: rebuilds census-places.json from the Census files, then the facts of every listed city. */
export function registerCitiesCensus(
  cities: Command,
  print: (line: string) => void,
  deps: CitiesDeps & { censusFile?: string } = defaultCitiesDeps,
): void {
  cities
    .command('census')
    .description(
      'rebuild content/places/census-places.json from downloaded Census files (SUB-EST csv, Gazetteer places, sources.json) and refresh every city',
    )
    .argument('<folder>', 'folder holding sub-estYYYY*.csv, YYYY_Gaz_place_national.txt and sources.json')
    .option('--dry-run', 'report without writing any file')
    .action((folder: string, raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      const files = censusFilesIn(folder);
      const sources = sourcesFileSchema.safeParse(JSON.parse(readFileSync(files.sources, 'utf8')));
      if (!sources.success) {
        const issue = sources.error.issues[0];
        throw new CliError(`${files.sources}: ${issue?.path.join('.')}: ${issue?.message}`);
      }
      let data: ReturnType<typeof buildCensusPlaces>;
      try {
        data = buildCensusPlaces({
          estimates: files.estimates.map((f) => decodeCensusText(readFileSync(f))),
          gazetteer: decodeCensusText(readFileSync(files.gazetteer)),
          sources: sources.data,
        });
      } catch (error) {
        throw new CliError(`the Census files in ${folder} cannot be read: ${(error as Error).message}`);
      }
      const complete = censusPlacesCompleteSchema.safeParse(data);
      if (!complete.success) throw new CliError(`${folder}: ${complete.error.issues[0]?.message}`);
      const places = censusPlacesFrom(data);
      const counts = Object.entries(data.states).map(([code, s]) => `${code} ${s.places.length}`);
      print(`${files.estimates.length} estimate file(s), vintage ${data.estimateYear}; places: ${counts.join(', ')}`);
      for (const [code, s] of Object.entries(data.states)) if (s.missing) print(`warning: ${code}: ${s.missing}`);
      const { list, unmatched } = refreshCities(readCityNames(deps.file), places);
      for (const city of unmatched) print(`warning: ${cityLabel(city)} is not a Census place: its facts are left out`);
      const unestimated = list.filter((c) => !c.census && !unmatched.some((u) => cityLabel(u) === cityLabel(c)));
      for (const city of unestimated) print(`note: ${cityLabel(city)} has no Census estimate (coordinates only)`);
      if (options.dryRun) return;
      writeFileSync(deps.censusFile ?? censusPlacesJsonFile, renderCensusPlacesJson(data));
      writeCities(list, deps.file);
      print(
        `wrote ${deps.censusFile ?? censusPlacesJsonFile} and ${list.length} cities; next: npm run cli -- content generate`,
      );
    });
}
