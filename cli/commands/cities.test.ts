import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CityFacts } from '../../content/data/schemas';
import { type CensusPlace, type CensusPlaces, censusPlacesFrom, cityFactsOf } from '../../content/places/census-places';
import { citiesJsonFile, parseCitiesJson, renderCitiesJson } from '../../content/places/cities-file.server';
import { fixtureCensusPlaces } from '../../tests/fixtures/census/fixture';
import { CliError } from '../errors';
import { registerCitiesAdd } from './cities-add';
import { registerCitiesList } from './cities-list';
import { registerCitiesRemove } from './cities-remove';
import { type CitiesDeps, readCities } from './cities-shared';

const census = fixtureCensusPlaces();
const factsOf = (state: string, name: string): CityFacts =>
  cityFactsOf(name, census.lookup(state, name) as CensusPlace, census);
const columbus = factsOf('OH', 'Columbus');
const springfield = factsOf('IL', 'Springfield');

/** Made-up places for what the fixture lacks: two places of one name in one state, a name the page schema refuses. */
const madeUp: CensusPlaces = censusPlacesFrom({
  ...census.file,
  states: {
    OR: {
      fips: '41',
      counties: ['Lane County', 'Clackamas County'],
      places: [
        ['10000', 'Twin city', null, 'p', [0], 5000, 5100, 44, -123],
        ['10001', 'Twin village', null, 'p', [1], 1200, 1250, 45, -122.6],
        ['10002', 'Route 66 city', null, 'p', [0], 3000, 3100, 44.5, -123],
      ],
    },
  },
});

let dir: string;
let deps: CitiesDeps;
let lines: string[];

function cli(): Command {
  const program = new Command().exitOverride().configureOutput({ writeErr: () => {}, writeOut: () => {} });
  const cities = program.command('cities').exitOverride();
  const print = (line: string) => lines.push(line);
  registerCitiesAdd(cities, print, deps);
  registerCitiesRemove(cities, print, deps);
  registerCitiesList(cities, print, deps);
  for (const command of cities.commands)
    command.exitOverride().configureOutput({ writeErr: () => {}, writeOut: () => {} });
  return program;
}

async function run(...args: string[]): Promise<void> {
  await cli().parseAsync(['node', 'cli', 'cities', ...args]);
}

/** The one-line message a command fails with. */
async function failure(...args: string[]): Promise<string> {
  try {
    await run(...args);
  } catch (error) {
    if (error instanceof CliError) return error.message;
    throw error;
  }
  throw new Error(`cities ${args.join(' ')} did not fail`);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cities-'));
  const file = join(dir, 'cities.json');
  writeFileSync(file, renderCitiesJson([columbus, springfield]));
  deps = { file, places: () => census };
  lines = [];
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('cities add', () => {
  it('adds a city with its Census figures, county, rank and coordinates, and keeps the file sorted', async () => {
    await run('add', 'Huntsville', 'AL');
    const list = readCities(deps.file);
    expect(list.map((c) => `${c.state} ${c.name}`)).toEqual(['AL Huntsville', 'IL Springfield', 'OH Columbus']);
    const huntsville = census.lookup('AL', 'Huntsville') as CensusPlace;
    expect(list[0]).toEqual(cityFactsOf('Huntsville', huntsville, census));
    expect(list[0]?.census?.county).toBe('Madison County');
    expect(lines[0]).toBe(
      'added Huntsville, AL (Madison County, 230,402 in 2024 (215,079 on April 1, 2020), rank 1 of 1; 34.6977, -86.6767); 3 cities',
    );
    // The file is the data, as the CLI renders it.
    expect(readFileSync(deps.file, 'utf8')).toBe(renderCitiesJson(list));
  });

  it('accepts the state in any case or by name, and a consolidated city by the name people use', async () => {
    await run('add', 'huntsville', 'alabama');
    await run('add', 'Augusta', 'ga');
    await run('add', 'Nashville', 'TN');
    const added = readCities(deps.file).map((c) => `${c.name}, ${c.state}: ${c.census?.name}`);
    expect(added).toContain('Huntsville, AL: Huntsville city');
    expect(added).toContain('Augusta, GA: Augusta-Richmond County consolidated government (balance)');
    expect(added).toContain('Nashville, TN: Nashville-Davidson metropolitan government (balance)');
  });

  it('rejects a record the page schema would refuse, in one line', async () => {
    deps.places = () => madeUp;
    expect(await failure('add', 'Route 66', 'OR')).toMatch(
      /^Route 66, OR cannot be listed: name: city name must be letters/,
    );
  });

  it('--dry-run shows the record and writes nothing', async () => {
    const before = readFileSync(deps.file, 'utf8');
    await run('add', 'Springfield', 'MO', '--dry-run');
    expect(lines).toEqual([
      'would add Springfield, MO (Greene County, 170,596 in 2024 (169,149 on April 1, 2020), rank 1 of 1; 37.1942, -93.2926)',
    ]);
    expect(readFileSync(deps.file, 'utf8')).toBe(before);
  });

  it('rejects a duplicate', async () => {
    expect(await failure('add', 'columbus', 'OH')).toBe('Columbus, OH is already listed');
  });

  it('rejects an unknown state', async () => {
    expect(await failure('add', 'Houston', 'ZZ')).toBe(
      'unknown state "ZZ": use a two-letter code such as TX or DC, or a full name such as Texas',
    );
  });

  it('rejects a city that cannot be found, suggesting similar names', async () => {
    expect(await failure('add', 'Huntsvile', 'AL')).toBe(
      'no Census place called "Huntsvile" in Alabama; similar names: Huntsville',
    );
    expect(await failure('add', 'Old Town', 'AL')).toBe(
      'no Census place called "Old Town" in Alabama; check the spelling',
    );
  });

  it('rejects an ambiguous name, listing the candidates with their counties', async () => {
    deps.places = () => madeUp;
    expect(await failure('add', 'Twin', 'OR')).toBe(
      '"Twin, OR" is ambiguous: Twin city (Lane County, population 5,100 (2024)); Twin village (Clackamas County, population 1,250 (2024)). Add --county "<county>" to choose one.',
    );
  });

  it('--county chooses among places of the same name', async () => {
    deps.places = () => madeUp;
    await run('add', 'Twin', 'OR', '--county', 'clackamas county');
    expect(readCities(deps.file).find((c) => c.name === 'Twin')?.census).toMatchObject({
      name: 'Twin village',
      county: 'Clackamas County',
    });
    deps.places = () => census;
    expect(await failure('add', 'Huntsville', 'AL', '--county', 'Jefferson')).toMatch(
      /^no "Huntsville" in Jefferson \(AL\); candidates: Huntsville city \(Madison County, population 230,402 \(2024\)\)$/,
    );
  });

  it('rejects a bad option value in one line', async () => {
    expect(await failure('add', 'Springfield', 'MO', '--county', ' ')).toBe(
      '--county: name the county, e.g. --county Harris',
    );
  });
});

describe('cities remove', () => {
  it('removes a listed city', async () => {
    await run('remove', 'Columbus', 'oh');
    expect(readCities(deps.file).map((c) => c.name)).toEqual(['Springfield']);
    expect(lines[0]).toBe('removed Columbus, OH; 1 cities');
  });

  it('rejects a city that is not listed, naming those that are', async () => {
    expect(await failure('remove', 'Dayton', 'OH')).toBe('Dayton, OH is not listed; listed in OH: Columbus');
    expect(await failure('remove', 'Boise', 'ID')).toBe('Boise, ID is not listed; no city of Idaho is listed');
    expect(await failure('remove', 'Boise', 'QQ')).toMatch(/^unknown state "QQ"/);
  });
});

describe('cities list', () => {
  it('lists every city in page order, or one state', async () => {
    await run('list');
    expect(lines[0]).toMatch(/^Springfield, IL\s+Sangamon County\s+112,949 {2}\/il\/springfield$/);
    expect(lines.at(-1)).toBe('2 cities');
    lines = [];
    await run('list', '--state', 'oh');
    expect(lines).toHaveLength(2);
    expect(lines.at(-1)).toBe('1 city in OH');
  });

  it('--json prints the records with their paths', async () => {
    await run('list', '--json', '--state', 'IL');
    expect(JSON.parse(lines.join('\n'))).toEqual([{ ...springfield, path: '/il/springfield' }]);
  });

  it('rejects a malformed --state', async () => {
    expect(await failure('list', '--state', 'Texas')).toBe('--state: use a two-letter state code such as TX');
  });
});

describe('the cities file (content/places/cities.json)', () => {
  it('round-trips through render and parse, sorted by state name then city', () => {
    const list = parseCitiesJson(renderCitiesJson([columbus, springfield]));
    expect(list).toEqual([springfield, columbus]);
  });

  it('writes lines of at most 120 columns, breaking long lists as Biome does', () => {
    const long: CityFacts = {
      ...columbus,
      census: {
        ...(columbus.census as NonNullable<CityFacts['census']>),
        counties: [
          'Connecticut Metropolitan Planning Region',
          'Franklin County',
          'Delaware County',
          'Fairfield County',
        ],
      },
    };
    const text = renderCitiesJson([long]);
    expect(text.split('\n').every((line) => line.length <= 120)).toBe(true);
    expect(text).toContain('      "counties": [\n        "Connecticut Metropolitan Planning Region",\n');
    expect(parseCitiesJson(text)).toEqual([long]);
  });

  it('is plain JSON that any tool reads, names with an apostrophe included', () => {
    const text = renderCitiesJson([{ ...columbus, name: "Coeur d'Alene", state: 'ID' }]);
    expect(JSON.parse(text)[0].name).toBe("Coeur d'Alene");
    expect(parseCitiesJson(text)[0]?.name).toBe("Coeur d'Alene");
  });

  it('refuses a file it cannot read, in one line naming the file and the field', () => {
    expect(() => parseCitiesJson('export const nothing = 1;\n')).toThrow(/cities\.json: not valid JSON/);
    expect(() => parseCitiesJson(renderCitiesJson([columbus]).replace('"estimate": 933263', '"estimate": -5'))).toThrow(
      /cities\.json: 0\.census\.estimate: /,
    );
  });

  it('the shipped file is the rendered form of its own data (the CLI rewrites it unchanged)', () => {
    const text = readFileSync(citiesJsonFile, 'utf8');
    expect(renderCitiesJson(parseCitiesJson(text))).toBe(text);
  });
});
