import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { citiesJsonFile, parseCitiesJson, renderCitiesJson } from '../../content/data/cities-file';
import type { CityFacts } from '../../content/data/schemas';
import { CliError } from '../errors';
import { fixtureGazetteer } from '../fixtures/cities/gazetteer';
import { registerCitiesAdd } from './cities-add';
import { registerCitiesList } from './cities-list';
import { registerCitiesRemove } from './cities-remove';
import { aliasesOf, type CitiesDeps, countyLabel, nameKey, readCities } from './cities-shared';

const dallas: CityFacts = {
  name: 'Dallas',
  state: 'TX',
  county: 'Dallas County',
  population: 1300092,
  lat: 32.7831,
  lon: -96.8067,
};
const columbia: CityFacts = {
  name: 'Columbia',
  state: 'SC',
  county: 'Richland County',
  population: 133803,
  lat: 34.0007,
  lon: -81.0348,
};

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
  writeFileSync(file, renderCitiesJson([dallas, columbia]));
  deps = { file, gazetteer: async () => fixtureGazetteer };
  lines = [];
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('cities add', () => {
  it('adds a city with its county, population and coordinates, and keeps the file sorted', async () => {
    await run('add', 'Houston', 'TX');
    const list = readCities(deps.file);
    expect(list.map((c) => `${c.state} ${c.name}`)).toEqual(['SC Columbia', 'TX Dallas', 'TX Houston']);
    expect(list[2]).toEqual({
      name: 'Houston',
      state: 'TX',
      county: 'Harris County',
      population: 2296224,
      lat: 29.7633,
      lon: -95.3633,
    });
    expect(lines[0]).toBe('added Houston, TX (Harris County, population 2,296,224, 29.7633, -95.3633); 3 cities');
    // The file is the data, as the CLI renders it.
    expect(readFileSync(deps.file, 'utf8')).toBe(renderCitiesJson(list));
  });

  it('accepts the state in any case or by name, and a name known by a shorter form', async () => {
    await run('add', 'houston', 'texas');
    await run('add', 'Washington', 'dc');
    await run('add', 'St. Paul', 'MN');
    const names = readCities(deps.file).map((c) => `${c.name}, ${c.state}: ${c.county}`);
    expect(names).toContain('Houston, TX: Harris County');
    expect(names).toContain('Washington, DC: District of Columbia');
    expect(names).toContain('Saint Paul, MN: Ramsey County');
  });

  it('keeps accented names, finding the county through the nearest ZIP codes', async () => {
    await run('add', 'Canon City', 'CO');
    expect(readCities(deps.file).find((c) => c.state === 'CO')).toMatchObject({
      name: 'Cañon City',
      county: 'Fremont County',
    });
  });

  it('rejects a record the data schema would refuse, in one line', async () => {
    expect(await failure('add', 'Tinyville', 'TX')).toBe(
      'Tinyville, TX cannot be listed: population: population must be at least 1,000',
    );
  });

  it('treats two GeoNames entries in one county as one place', async () => {
    await run('add', 'Rock Hill', 'SC');
    expect(readCities(deps.file).find((c) => c.name === 'Rock Hill')?.population).toBe(71548);
  });

  it('--dry-run shows the record and writes nothing', async () => {
    const before = readFileSync(deps.file, 'utf8');
    await run('add', 'Austin', 'TX', '--dry-run');
    expect(lines).toEqual(['would add Austin, TX (Travis County, population 931,830, 30.2672, -97.7431)']);
    expect(readFileSync(deps.file, 'utf8')).toBe(before);
  });

  it('rejects a duplicate', async () => {
    expect(await failure('add', 'dallas', 'TX')).toBe('Dallas, TX is already listed');
  });

  it('rejects an unknown state', async () => {
    expect(await failure('add', 'Houston', 'ZZ')).toBe(
      'unknown state "ZZ": use a two-letter code such as TX or DC, or a full name such as Texas',
    );
  });

  it('rejects a city that cannot be found, suggesting similar names', async () => {
    expect(await failure('add', 'Houstn', 'TX')).toBe(
      'no populated place called "Houstn" in Texas (GeoNames); similar names: Houston',
    );
    expect(await failure('add', 'Old Town', 'TX')).toBe(
      'no populated place called "Old Town" in Texas (GeoNames); check the spelling',
    );
  });

  it('rejects an ambiguous name, listing the candidates with their counties', async () => {
    expect(await failure('add', 'Springfield', 'OR')).toBe(
      '"Springfield, OR" is ambiguous: Springfield (Lane County, population 60,870); Springfield (Clackamas County, population 1,100). Add --county "<county>" to choose one.',
    );
  });

  it('--county chooses among places of the same name', async () => {
    await run('add', 'Springfield', 'OR', '--county', 'lane county');
    expect(readCities(deps.file).find((c) => c.name === 'Springfield')).toMatchObject({
      county: 'Lane County',
      population: 60870,
    });
    expect(await failure('add', 'Houston', 'TX', '--county', 'Dallas')).toMatch(
      /^no "Houston" in Dallas \(TX\); candidates: Houston \(Harris County, population 2,296,224\)$/,
    );
  });

  it('rejects a bad option value in one line', async () => {
    expect(await failure('add', 'Springfield', 'OR', '--county', ' ')).toBe(
      '--county: name the county, e.g. --county Harris',
    );
  });
});

describe('cities remove', () => {
  it('removes a listed city', async () => {
    await run('remove', 'Dallas', 'tx');
    expect(readCities(deps.file).map((c) => c.name)).toEqual(['Columbia']);
    expect(lines[0]).toBe('removed Dallas, TX; 1 cities');
  });

  it('rejects a city that is not listed, naming those that are', async () => {
    expect(await failure('remove', 'Austin', 'TX')).toBe('Austin, TX is not listed; listed in TX: Dallas');
    expect(await failure('remove', 'Boise', 'ID')).toBe('Boise, ID is not listed; no city of Idaho is listed');
    expect(await failure('remove', 'Boise', 'QQ')).toMatch(/^unknown state "QQ"/);
  });
});

describe('cities list', () => {
  it('lists every city in page order, or one state', async () => {
    await run('list');
    expect(lines[0]).toMatch(/^Columbia, SC\s+Richland County\s+133,803 {2}\/sc\/columbia$/);
    expect(lines.at(-1)).toBe('2 cities');
    lines = [];
    await run('list', '--state', 'tx');
    expect(lines).toHaveLength(2);
    expect(lines.at(-1)).toBe('1 city in TX');
  });

  it('--json prints the records with their paths', async () => {
    await run('list', '--json', '--state', 'SC');
    expect(JSON.parse(lines.join('\n'))).toEqual([{ ...columbia, path: '/sc/columbia' }]);
  });

  it('rejects a malformed --state', async () => {
    expect(await failure('list', '--state', 'Texas')).toBe('--state: use a two-letter state code such as TX');
  });
});

describe('the cities file (content/data/cities.json)', () => {
  it('round-trips through render and parse, sorted by state name then city', () => {
    const list = parseCitiesJson(renderCitiesJson([dallas, columbia]));
    expect(list).toEqual([columbia, dallas]);
  });

  it('writes lines of at most 120 columns, breaking long records as Biome does', () => {
    const long: CityFacts = { ...dallas, name: 'West Valley City', county: 'Connecticut Metropolitan Planning Region' };
    const text = renderCitiesJson([long]);
    expect(text.split('\n').every((line) => line.length <= 120)).toBe(true);
    expect(text).toContain('  {\n    "name": "West Valley City",\n');
    expect(parseCitiesJson(text)).toEqual([long]);
  });

  it('is plain JSON that any tool reads, names with an apostrophe included', () => {
    const text = renderCitiesJson([{ ...dallas, name: "Coeur d'Alene", state: 'ID' }]);
    expect(JSON.parse(text)[0].name).toBe("Coeur d'Alene");
    expect(parseCitiesJson(text)[0]?.name).toBe("Coeur d'Alene");
  });

  it('refuses a file it cannot read, in one line naming the file and the field', () => {
    expect(() => parseCitiesJson('export const nothing = 1;\n')).toThrow(/cities\.json: not valid JSON/);
    expect(() => parseCitiesJson(renderCitiesJson([dallas]).replace('1300092', '-5'))).toThrow(
      /cities\.json: 0\.population: population must be at least 1,000/,
    );
  });

  it('the shipped file is the rendered form of its own data (the CLI rewrites it unchanged)', () => {
    const text = readFileSync(citiesJsonFile, 'utf8');
    expect(renderCitiesJson(parseCitiesJson(text))).toBe(text);
  });
});

describe('names and counties', () => {
  it('folds case, accents and Saint/St., Mount/Mt., Fort/Ft.', () => {
    expect(nameKey('St. Paul')).toBe(nameKey('Saint Paul'));
    expect(nameKey('Mt. Pleasant')).toBe(nameKey('Mount Pleasant'));
    expect(nameKey('Ft Worth')).toBe(nameKey('Fort Worth'));
    expect(nameKey('Cañon City')).toBe('canon city');
    expect(nameKey('Mountain View')).toBe('mountain view');
  });

  it('knows the shorter names of GeoNames places', () => {
    expect(aliasesOf('Washington, D.C.')).toEqual(['Washington']);
    expect(aliasesOf('New York City')).toEqual(['New York']);
    expect(aliasesOf('Lexington-Fayette')).toEqual(['Lexington']);
  });

  it('labels counties as each state names them', () => {
    expect(countyLabel('Harris', 'TX')).toBe('Harris County');
    expect(countyLabel('Orleans', 'LA')).toBe('Orleans Parish');
    expect(countyLabel('Jefferson Parish', 'LA')).toBe('Jefferson Parish');
    expect(countyLabel('Fairbanks North Star', 'AK')).toBe('Fairbanks North Star Borough');
    expect(countyLabel('Anchorage Municipality', 'AK')).toBe('Anchorage Municipality');
    expect(countyLabel('Virginia Beach (city)', 'VA')).toBe('City of Virginia Beach');
    expect(countyLabel('Carson City (city)', 'NV')).toBe('Carson City');
    expect(countyLabel('City and County of San Francisco', 'CA')).toBe('City and County of San Francisco');
    expect(countyLabel('Capitol Region', 'CT')).toBe('Capitol Planning Region');
    expect(countyLabel('District of Columbia', 'DC')).toBe('District of Columbia');
  });
});
