import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cityPath } from '#core/paths';
import { cityFactsSchema } from '../content/data/schemas';
import { citiesModuleSchema } from '../content/places/cities.schema';
import {
  type BenchRow,
  buildScriptEnv,
  comparisonTable,
  formatTable,
  marginalMs,
  previousBuildRun,
  syntheticCities,
  syntheticName,
} from './bench-build';

describe('bench: the build as npm run build runs it', () => {
  it("takes the build script's environment from package.json", () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { build: string } };
    expect(buildScriptEnv(scripts.build)).toEqual({
      NODE_ENV: 'production',
      MIMALLOC_PURGE_DELAY: '0',
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    });
    expect(buildScriptEnv('A=1 B= tool build C=2')).toEqual({ A: '1', B: '' });
  });
});

describe('bench: synthetic cities', () => {
  it('makes valid, unique, repeatable records: the real cities first, then made-up ones', () => {
    const list = syntheticCities(2000);
    expect(list).toHaveLength(2000);
    for (const city of list) expect(cityFactsSchema.safeParse(city).success, city.name).toBe(true);
    expect(new Set(list.map((c) => cityPath(c.state, c.name))).size).toBe(2000);
    expect(syntheticCities(2000)).toEqual(list);
    expect(list[0]?.name).not.toBe(syntheticName(0));
  });

  it('names up to 18,000 places apart', () => {
    const names = new Set(Array.from({ length: 18_000 }, (_, i) => syntheticName(i)));
    expect(names.size).toBe(18_000);
  });

  it('formats the table and the cost of each extra page', () => {
    const rows = [
      {
        cities: 1000,
        pages: 1090,
        generateSeconds: 4,
        buildSeconds: 20,
        peakMb: 800,
        files: 1161,
        cityJs: { upfront: 4200, ever: 89_700, files: 9 },
      },
      { cities: 3000, pages: 3090, generateSeconds: 5, buildSeconds: 40, peakMb: undefined, files: 3161 },
    ];
    const table = formatTable(rows);
    expect(table[0]).toMatch(
      /^\| cities \| pages \| generate s \| build s \| ms\/page \| peak MB \| files \| files\/page \| city page JS before load \/ ever \(gzip\) \| load 1 min \(start \/ end\) \|$/,
    );
    expect(table[2]).toContain('4.1 KB / 87.6 KB (9 files)');
    expect(table[3]).toContain('n/a');
    expect(marginalMs(rows)).toEqual(['1090 -> 3090 pages: 10.0 ms per extra page']);
  });

  it('writes a list the data schema accepts once sorted', async () => {
    const { renderCitiesJson, parseCitiesJson } = await import('../content/places/cities-file.server');
    const sorted = parseCitiesJson(renderCitiesJson(syntheticCities(500)));
    const result = citiesModuleSchema.safeParse({
      cityFacts: sorted,
      cities: sorted.map(({ name, state }) => ({ name, state })),
    });
    expect(result.success).toBe(true);
  });
});

describe('bench: the previous run beside this one', () => {
  const results = [
    '## Build (`npm run bench:build`), 2026-11-23 15:13 UTC',
    '',
    '| cities | pages | generate s | build s | ms/page | peak MB | files | files/page |',
    '|--------|-------|------------|---------|---------|---------|-------|------------|',
    '|   1000 |  1093 |        2.9 |    15.9 |    14.5 |     625 |  1115 |      1.020 |',
    '',
    '## Lead endpoint and static throughput (`npm run bench`), 2026-11-26 15:50 UTC',
    '',
    '| not | a build |',
    '|-----|---------|',
    '|   1 |       2 |',
    '',
    '## Build (`npm run bench:build`), 2026-11-26 15:57 UTC',
    '',
    '| cities | pages | generate s | build s | ms/page | peak MB | files | files/page | city page JS before load / ever (gzip) | load 1 min (start / end) |',
    '|--------|-------|------------|---------|---------|---------|-------|------------|----------------------------------------|--------------------------|',
    '|   1000 |  1095 |        3.9 |    22.0 |    20.1 |     615 |  1121 |      1.024 |             5.9 KB / 98.6 KB (7 files) |                3.0 / 4.5 |',
    '|  10000 | 10095 |       10.5 |   300.9 |    29.8 |    n/a | 10121 |      1.003 |             5.9 KB / 98.6 KB (7 files) |                4.5 / 6.0 |',
    '',
    '- 1095 -> 10095 pages: 31.0 ms per extra page',
  ].join('\n');

  it('reads the last build section of bench/results.md, skipping other sections', () => {
    expect(previousBuildRun(results)).toEqual({
      stamp: '2026-11-26 15:57 UTC',
      rows: [
        { cities: 1000, pages: 1095, buildSeconds: 22, peakMb: 615, load: '3.0 / 4.5' },
        { cities: 10000, pages: 10095, buildSeconds: 300.9, peakMb: undefined, load: '4.5 / 6.0' },
      ],
    });
    expect(previousBuildRun(results.split('## Lead')[0] ?? '')?.rows).toEqual([
      { cities: 1000, pages: 1093, buildSeconds: 15.9, peakMb: 625 },
    ]);
    expect(previousBuildRun('# Results\n\nnothing yet\n')).toBeUndefined();
  });

  it('prints each size with the previous and the new figures side by side', () => {
    const previous = previousBuildRun(results);
    if (!previous) throw new Error('no previous run read');
    const rows: BenchRow[] = [
      {
        cities: 10000,
        pages: 10095,
        generateSeconds: 9,
        buildSeconds: 50.5,
        peakMb: 900,
        files: 10121,
        load: { before: 2, after: 3.5 },
      },
      { cities: 3000, pages: 3095, generateSeconds: 4, buildSeconds: 20, peakMb: 700, files: 3121 },
    ];
    const table = comparisonTable(rows, previous);
    expect(table[0]).toBe('previous run: 2026-11-26 15:57 UTC (bench/results.md)');
    expect(table[3]).toMatch(
      /^\| +10000 \| +10095 \/ 10095 \| +300\.9 \/ 50\.5 \| +29\.8 \/ 5\.0 \| +n\/a \/ 900 \| +4\.5 \/ 6\.0 \/ 2\.0 \/ 3\.5 \|$/,
    );
    expect(table[4]).toMatch(
      /^\| +3000 \| +n\/a \/ 3095 \| +n\/a \/ 20\.0 \| +n\/a \/ 6\.5 \| +n\/a \/ 700 \| +n\/a \/ n\/a \|$/,
    );
  });
});
