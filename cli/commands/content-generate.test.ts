import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import matter from 'gray-matter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stableHash as hash } from '#core/hash';
import { comparisonRow } from '../../content/data/carrier-comparison';
import { renderCitiesJson } from '../../content/data/cities-file';
import { guaranteedIssuePlans, guaranteedIssueSummary } from '../../content/data/guaranteed-issue';
import type { StateRecord } from '../../content/data/schemas';
import { type CityFacts, cityFrontMatterSchema } from '../../content/data/schemas';
import { cityText } from '../../content/generate/city-text';
import { neighboursOf } from '../../content/generate/places';
import { stateText } from '../../content/generate/state-text';
import { CliError } from '../errors';
import { type GenerateDeps, placeData, runContentGenerate, today } from './content-generate';

const sample: CityFacts[] = [
  { name: 'Houston', state: 'TX', county: 'Harris County', population: 2296224, lat: 29.7633, lon: -95.3633 },
  { name: 'Dallas', state: 'TX', county: 'Dallas County', population: 1300092, lat: 32.7831, lon: -96.8067 },
  { name: 'Irving', state: 'TX', county: 'Dallas County', population: 236607, lat: 32.814, lon: -96.9489 },
  { name: 'Columbia', state: 'SC', county: 'Richland County', population: 133803, lat: 34.0007, lon: -81.0348 },
  { name: 'Richmond', state: 'VA', county: 'City of Richmond', population: 220289, lat: 37.5538, lon: -77.4603 },
  { name: 'Washington', state: 'DC', county: 'District of Columbia', population: 601723, lat: 38.8951, lon: -77.0364 },
  { name: 'New Orleans', state: 'LA', county: 'Orleans Parish', population: 389617, lat: 29.9547, lon: -90.0751 },
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
    writeCities(sample.map((c) => (c.name === 'Houston' ? { ...c, county: 'Fort Bend County' } : c)));
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
    writeCities(sample.map((c) => (c.name === 'Columbia' ? { ...c, population: 140000 } : c)));
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
    writeCities(sample.map((c) => (c.name === 'Houston' ? { ...c, population: 2300000 } : c)));
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

  it('write each city from its own facts: county, population, neighbours, cost and regulator', () => {
    const d = data();
    const irving = d.cities.find((c) => c.name === 'Irving') as CityFacts;
    const { body, frontmatter } = cityText(irving, d, neighboursOf(irving, d.cities));
    expect(body).toContain('Dallas County');
    expect(body).toContain('236,607');
    expect(body).toContain('Dallas');
    expect(body).toContain('**$7,000**');
    expect(body).toContain('[Texas Department of Insurance](https://www.tdi.texas.gov/)');
    expect(neighboursOf(irving, d.cities)[0]?.city.name).toBe('Dallas');
    expect(frontmatter).toEqual({ id: 'tx/irving' });
    // Only the subset of markdown the fast path reads, and only known tokens.
    expect(body).not.toMatch(/[<>&_\\`~|]/);
    for (const token of body.match(/\{\{\s*(\w+)\s*\}\}/g) ?? []) {
      expect([
        '{{coverageRange}}',
        '{{issueAges}}',
        '{{startingPremium}}',
        '{{waitingPeriod}}',
        '{{approval}}',
        '{{gracePeriod}}',
        '{{salesPhone}}',
        '{{guaranteedIssuePlans}}',
      ]).toContain(token);
    }
  });

  it('names independent cities, parishes and the District as they are', () => {
    const d = data();
    const of = (name: string) => {
      const city = d.cities.find((c) => c.name === name) as CityFacts;
      return cityText(city, d, neighboursOf(city, d.cities)).body;
    };
    expect(of('Richmond')).toMatch(/independent city/);
    expect(of('Richmond')).not.toContain('Richmond County');
    expect(of('New Orleans')).toContain('Orleans Parish');
    expect(of('Washington')).toContain('the District of Columbia');
    const dc = stateText(d.states.find((s) => s.code === 'DC') as never, d);
    expect(d.costOf('DC')).toEqual({ amount: d.nationalAverage, estimate: false });
    expect(dc.body).toContain('national average');
    expect(dc.body).not.toMatch(/a the District/);
  });

  it('never promises what the carrier and state data do not back (issue 13)', () => {
    const d = data();
    const texts = [
      ...d.states.map((s) => stateText(s, d).body),
      ...d.cities.map((c) => cityText(c, d, neighboursOf(c, d.cities)).body),
    ];
    for (const body of texts) {
      expect(body).not.toMatch(/accepts? everyone|takes anyone|every new policyholder|money-back|law gives/i);
      // Guaranteed issue is never tied to the agency-wide ages; only to the carriers' plans.
      expect(body).not.toMatch(/guaranteed issue[^.]*\{\{issueAges\}\}/i);
    }
    expect(texts.filter((t) => t.includes('{{guaranteedIssuePlans}}')).length).toBeGreaterThan(20);
  });

  it('says on every page of a state where the agency is not licensed so, and points to the phone line', () => {
    const base = data();
    const city = base.cities[0] as CityFacts;
    const d = { ...base, licensed: (code: string) => code !== city.state };
    const state = d.states.find((s) => s.code === city.state) as StateRecord;
    const name = state.code === 'DC' ? 'the District of Columbia' : state.name;
    const bodies = [stateText(state, d).body, cityText(city, d, neighboursOf(city, d.cities)).body];
    for (const body of bodies) {
      expect(body).toContain(
        `We are not licensed to sell insurance in ${name}, so we cannot quote or sell a policy here.`,
      );
      expect(body.trim().split('\n').at(-1)).toMatch(
        new RegExp(`^To find an agent licensed in ${name}, call \\{\\{salesPhone\\}\\}\\.`),
      );
      expect(body).not.toMatch(/Our agents are licensed in|ask for a quote online/);
    }
    const other = d.states.find((s) => s.code !== city.state) as StateRecord;
    expect(stateText(other, d).body).not.toContain('not licensed');
  });

  it('names the guaranteed issue plans with the ages of the carrier data', () => {
    const summary = guaranteedIssueSummary();
    for (const plan of guaranteedIssuePlans) expect(summary).toContain(`${plan.company}`);
    const aarp = comparisonRow('aarp').plans.find((p) => p.underwriting === 'guaranteed');
    expect(summary).toContain(`AARP (New York Life) sells one at ages ${aarp?.ages?.min} to ${aarp?.ages?.max}`);
    expect(guaranteedIssuePlans.map((p) => p.plan)).toEqual(['AARP Guaranteed Acceptance Life']);
  });

  it('chooses wordings by a stable, well-mixed hash', () => {
    expect(hash('tx/houston#intro')).toBe(hash('tx/houston#intro'));
    // Neighbouring ids must not pick the same small remainders (plain FNV's low bits would).
    const picks = ['tx/dallas', 'tx/irving', 'tx/plano', 'tx/frisco', 'tx/garland', 'tx/laredo'].map((id) =>
      [0, 1, 2, 3, 4].map((slot) => hash(`${id}#${slot}`) % 4).join(''),
    );
    expect(new Set(picks).size).toBe(picks.length);
  });
});
