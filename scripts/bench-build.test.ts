import { describe, expect, it } from 'vitest';
import { cityPath } from '#core/paths';
import { cityFactsSchema } from '../content/data/schemas';
import { citiesModuleSchema } from '../content/places/cities.schema';
import { formatTable, marginalMs, syntheticCities, syntheticName } from './bench-build';

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
      /^\| cities \| pages \| generate s \| build s \| ms\/page \| peak MB \| files \| files\/page \| city page JS before load \/ ever \(gzip\) \|$/,
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
