import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import matter from 'gray-matter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { placeId } from '#core/place-naming';
import { type CityFacts, cityFrontMatterSchema } from '../../content/data/schemas';
import { states } from '../../content/data/states';
import { cityText } from '../../content/generate/city-text';
import { placeData, today } from '../../content/generate/plan.server';
import { stateText } from '../../content/generate/state-text';
import { textFaults } from '../../content/generate/text-rules';
import { renderCitiesJson } from '../../content/places/cities-file.server';
import { untracedNumbers } from '../../content/places/place-facts';
import { CliError } from '../errors';
import { type GenerateDeps, runContentGenerate } from './content-generate';

/** A test city: made-up Census fields around the county, estimate and point a test needs. */
const city = (name: string, state: string, county: string, estimate: number, lat: number, lon: number): CityFacts => ({
  name,
  state,
  census: {
    name: `${name} city`,
    geoid: '0000000',
    county,
    base2020: estimate,
    estimate,
    estimateYear: 2024,
    rank: 1,
    rankOf: 1,
  },
  lat,
  lon,
});
const withCensus = (c: CityFacts, change: Partial<NonNullable<CityFacts['census']>>): CityFacts => ({
  ...c,
  census: { ...(c.census as NonNullable<CityFacts['census']>), ...change },
});

const sample: CityFacts[] = [
  city('Houston', 'TX', 'Harris County', 2296224, 29.7633, -95.3633),
  city('Dallas', 'TX', 'Dallas County', 1300092, 32.7831, -96.8067),
  city('Irving', 'TX', 'Dallas County', 236607, 32.814, -96.9489),
  city('Columbia', 'SC', 'Richland County', 133803, 34.0007, -81.0348),
  city('Richmond', 'VA', 'Richmond city', 220289, 37.5538, -77.4603),
  city('Washington', 'DC', 'District of Columbia', 601723, 38.8951, -77.0364),
  city('New Orleans', 'LA', 'Orleans Parish', 389617, 29.9547, -90.0751),
];

let root: string;
let citiesFile: string;
let day: string;
let lines: string[];

const deps = (): GenerateDeps => ({ root, citiesFile, today: () => day, interactive: false });
const generate = (options: { check?: boolean; dryRun?: boolean } = {}) =>
  runContentGenerate({ check: false, dryRun: false, ...options }, deps(), (l) => lines.push(l));
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const writeCities = (list: CityFacts[]) => writeFileSync(citiesFile, renderCitiesJson(list));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'generate-'));
  citiesFile = join(root, 'cities.json');
  writeCities(sample);
  day = '2026-01-01';
  lines = [];
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('content generate', () => {
  it('writes one file per state and per city, with front matter and plain lines off a terminal', () => {
    const { counts } = generate();
    expect(counts.created).toBe(51 + sample.length);
    expect(lines.at(-1)).toBe('content generate: 58 pages: 58 created, 0 updated, 0 unchanged, 0 locked, 0 removed');
    expect(lines).toContain('create content/cities/tx/houston.md');
    const { data, content } = matter(read('content/cities/tx/houston.md'));
    // The front matter records the file only; the facts have one record, content/data.
    expect(cityFrontMatterSchema.parse(data)).toEqual({ id: 'tx/houston', last_updated: '2026-01-01' });
    expect(Object.keys(data)).toEqual(['id', 'last_updated']);
    expect(content).toMatch(/^## /);
    expect(content).toContain('Harris County');
    expect(existsSync(join(root, 'content/states/dc.md'))).toBe(true);
  });

  it('is deterministic and idempotent: a second run writes nothing and the bytes stay the same', () => {
    generate();
    const first = read('content/cities/tx/dallas.md');
    day = '2026-02-02';
    lines = [];
    const { counts } = generate();
    expect(counts).toMatchObject({ created: 0, updated: 0, unchanged: 58 });
    expect(read('content/cities/tx/dallas.md')).toBe(first);

    // The same input in a fresh folder gives the same bytes.
    const again = mkdtempSync(join(tmpdir(), 'generate-'));
    try {
      runContentGenerate(
        { check: false, dryRun: false },
        { ...deps(), root: again, today: () => '2026-01-01' },
        () => {},
      );
      expect(readFileSync(join(again, 'content/cities/tx/dallas.md'), 'utf8')).toBe(first);
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });

  it('rewrites only the file whose facts changed, stamping only it with the new date', () => {
    generate();
    const dallas = read('content/cities/tx/dallas.md');
    writeCities(sample.map((c) => (c.name === 'Houston' ? withCensus(c, { county: 'Fort Bend County' }) : c)));
    day = '2026-03-03';
    lines = [];
    const { planned } = generate();
    expect(planned.filter((p) => p.status !== 'unchanged').map((p) => `${p.status} ${p.file}`)).toEqual([
      'updated content/cities/tx/houston.md',
    ]);
    const houston = matter(read('content/cities/tx/houston.md'));
    expect(houston.content).toContain('Fort Bend County');
    expect(houston.data).toMatchObject({ last_updated: '2026-03-03' });
    expect(read('content/cities/tx/dallas.md')).toBe(dallas);
  });

  it('never overwrites a file whose front matter says locked: true', () => {
    generate();
    const file = 'content/cities/sc/columbia.md';
    const edited = read(file)
      .replace('last_updated:', 'locked: true\nlast_updated:')
      .replace(/\n## [^\n]+/, '\n## Written by hand');
    writeFileSync(join(root, file), edited);
    writeCities(sample.map((c) => (c.name === 'Columbia' ? withCensus(c, { estimate: 140000 }) : c)));
    lines = [];
    const { counts } = generate();
    expect(counts.locked).toBe(1);
    expect(read(file)).toBe(edited);
    lines = [];
    expect(() => generate({ check: true })).not.toThrow();
  });

  it('moves last_updated only when the words change: front matter alone is rewritten with its date kept', () => {
    generate();
    const file = 'content/cities/tx/houston.md';
    const oldStyle = read(file).replace('last_updated:', 'regulator: Texas Department of Insurance\nlast_updated:');
    writeFileSync(join(root, file), oldStyle);
    day = '2026-03-03';
    lines = [];
    expect(generate().counts).toMatchObject({ updated: 1 });
    expect(matter(read(file)).data).toEqual({ id: 'tx/houston', last_updated: '2026-01-01' });
    // New words: the date moves to today.
    writeCities(sample.map((c) => (c.name === 'Houston' ? withCensus(c, { estimate: 2300000 }) : c)));
    lines = [];
    generate();
    expect(matter(read(file)).data).toEqual({ id: 'tx/houston', last_updated: '2026-03-03' });
  });

  it('--check exits 1 listing the files that are out of date, and passes once they are written', () => {
    generate();
    writeFileSync(join(root, 'content/cities/tx/irving.md'), `${read('content/cities/tx/irving.md')}\nA stray line.\n`);
    rmSync(join(root, 'content/states/la.md'));
    lines = [];
    expect(() => generate({ check: true })).toThrow(CliError);
    expect(() => generate({ check: true })).toThrow(
      '2 generated file(s) out of date: run npm run cli -- content generate',
    );
    expect(lines).toContain('out of date: content/cities/tx/irving.md (would update)');
    expect(lines).toContain('out of date: content/states/la.md (would create)');
    generate();
    lines = [];
    generate({ check: true });
    expect(lines).toEqual(['content generate --check: 58 files up to date (0 locked)']);
  });

  it('--dry-run lists the changes and writes nothing', () => {
    generate({ dryRun: true });
    expect(lines).toContain('would create content/cities/tx/houston.md');
    expect(existsSync(join(root, 'content/cities/tx/houston.md'))).toBe(false);
  });

  it('deletes the text of a city no longer listed, but keeps a locked one', () => {
    generate();
    const locked = 'content/cities/la/new-orleans.md';
    writeFileSync(join(root, locked), read(locked).replace('last_updated:', 'locked: true\nlast_updated:'));
    writeCities(sample.filter((c) => c.name !== 'Irving' && c.name !== 'New Orleans'));
    lines = [];
    const { counts } = generate();
    expect(counts.removed).toBe(1);
    expect(existsSync(join(root, 'content/cities/tx/irving.md'))).toBe(false);
    expect(existsSync(join(root, locked))).toBe(true);
    expect(lines).toContain(`note: ${locked} is locked but its place is no longer listed; delete it by hand`);
  });

  it('takes the date from SOURCE_DATE_EPOCH when set', () => {
    expect(today({ SOURCE_DATE_EPOCH: '1767225600' })).toBe('2026-01-01');
    expect(today({})).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('the generated words', () => {
  const data = () => placeData(citiesFile);
  const cityBody = (name: string) => {
    const d = data();
    const c = d.cities.find((x) => x.name === name) as CityFacts;
    return cityText(d.city(placeId(c.state, c.name))).body;
  };

  it('write each city from its own facts only: county, Census figures with their years and the nearest cemeteries', () => {
    const d = data();
    const facts = d.city('tx/irving');
    const { body, frontmatter } = cityText(facts);
    expect(frontmatter).toEqual({ id: 'tx/irving' });
    expect(body).toContain('Irving is in Dallas County, Texas.');
    expect(body).toContain(
      `Irving had ${facts.population?.estimate?.value} people on July 1, 2024, by the Census Bureau's estimate (${facts.population?.april2020} on April 1, 2020)`,
    );
    // The state's and the nation's facts are on the state page, not here.
    expect(body).not.toContain('$8,300');
    expect(body).not.toContain('Texas Department of Insurance');
    expect(body).toMatch(
      /\*\*Nearest for a casket or cremated remains:\*\* [^.]+, a VA national cemetery \d[\d,]* miles from Irving in a straight line\./,
    );
    expect(facts.stateCities.map((c) => c.name)).toContain('Dallas');
    expect(facts.stateCities.map((c) => c.name)).not.toContain('Irving');
    // Only the subset of markdown the fast path reads, and no token.
    expect(body).not.toMatch(/[<>&_\\`~|{}]/);
  });

  it('names independent cities, parishes and the District as they are', () => {
    expect(cityBody('Richmond')).toContain('Richmond is an independent city of Virginia, outside any county.');
    expect(cityBody('New Orleans')).toContain('New Orleans is in Orleans Parish, Louisiana.');
    const dc = cityBody('Washington');
    expect(dc).not.toMatch(/is in District of Columbia|a the District/);
    expect(dc).toContain('Washington');
  });

  it('states a fact only where the data has it: the free look where its law was read, Florida’s licensing office', () => {
    const d = data();
    expect(stateText(d.state('CA')).body).toContain('Cal. Ins. Code § 10127.10, buyers aged 60 and over have 30 days');
    expect(stateText(d.state('TX')).body).toContain(
      'No Texas law that sets a free-look period for life insurance was found in the sources read for this page',
    );
    const fl = stateText(d.state('FL')).body;
    expect(fl).toContain(
      'The [Florida Department of Financial Services, Division of Insurance Agent and Agency Services](https://www.myfloridacfo.com/division/agents) licenses insurance agents in Florida',
    );
    expect(fl).toContain('Office of Insurance Regulation](https://floir.com/) regulates insurance companies');
  });

  it('say nothing of the agency’s own dealings with a place and no statistic without a source', () => {
    const d = data();
    const texts = [
      ...states.map((s) => stateText(d.state(s.code)).body),
      ...d.cities.map((c) => cityText(d.city(placeId(c.state, c.name))).body),
    ];
    const faults = texts.flatMap((t) => textFaults(t.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')));
    expect(faults.map((f) => f.sentence)).toEqual([]);
  });

  it('says on the state page where the agency is not licensed so, and points to the phone line', () => {
    const d = data();
    const body = stateText({ ...d.state('TX'), licensed: false }).body;
    expect(body).toContain('We are not licensed to sell insurance in Texas, so we cannot quote or sell a policy here.');
    expect(body).toContain('call {{salesPhone}}');
    expect(stateText(d.state('TX')).body).not.toContain('not licensed');
  });

  it('prints every number of a page from its facts record', () => {
    const d = data();
    for (const c of d.cities) {
      const facts = d.city(placeId(c.state, c.name));
      const text = cityText(facts).body.replace(/\]\([^)]+\)/g, ']');
      expect(untracedNumbers(text, facts), facts.id).toEqual([]);
    }
    for (const state of states) {
      const facts = d.state(state.code);
      expect(untracedNumbers(stateText(facts).body.replace(/\]\([^)]+\)/g, ']'), facts), state.code).toEqual([]);
    }
  });
});
