import { describe, expect, it } from 'vitest';
import cities from '../../places/cities.json';
import { type StateCountyOfficesInput, stateCountyOfficesSchema } from '../county-offices.schema';

/*
 * The county-office modules of the second research batch (issue 42, point 6): each parses with the
 * shared schema, and every county it names is the county of one of our city pages in that state.
 * Cities without census data are named by the county they lie in (Metairie, Columbia MD,
 * Germantown, Silver Spring, Edison).
 */

const batch = [
  'la',
  'me',
  'md',
  'ma',
  'mi',
  'mn',
  'ms',
  'mo',
  'mt',
  'ne',
  'nv',
  'nh',
  'nj',
  'nm',
  'ny',
  'nc',
  'nd',
  'oh',
];

const modules = import.meta.glob<{ default: StateCountyOfficesInput }>('./*.ts', { eager: true });
const written = batch.filter((st) => `./${st}.ts` in modules);

/** Counties of cities that carry no census record, as the brief names them. */
const countyOf: Record<string, Record<string, string>> = {
  LA: { Metairie: 'Jefferson Parish' },
  MD: { Columbia: 'Howard County', Germantown: 'Montgomery County', 'Silver Spring': 'Montgomery County' },
  NJ: { Edison: 'Middlesex County' },
};

type City = { name: string; state: string; census?: { county?: string } };

const citiesOf = (state: string) => (cities as City[]).filter((c) => c.state === state);

const countiesOf = (state: string) =>
  new Set(citiesOf(state).map((c) => c.census?.county ?? countyOf[state]?.[c.name] ?? `(no county: ${c.name})`));

describe('county offices, research batch B', () => {
  it('has at least one module written', () => {
    expect(written.length).toBeGreaterThan(0);
  });

  for (const st of written) {
    describe(st.toUpperCase(), () => {
      const parsed = stateCountyOfficesSchema.parse(modules[`./${st}.ts`]?.default);
      const counties = countiesOf(parsed.state);

      it('is the module of its own state', () => {
        expect(parsed.state).toBe(st.toUpperCase());
      });

      it('names only counties of our city pages', () => {
        for (const c of [...parsed.counties.map((x) => x.county), ...parsed.gaps.map((g) => g.county)]) {
          expect(counties, `${c} is not a county of a ${parsed.state} city page`).toContain(c);
        }
      });

      it('names only cities of the state, in the county served', () => {
        for (const c of parsed.counties) {
          for (const o of c.offices) {
            for (const name of o.forCities ?? []) {
              const city = citiesOf(parsed.state).find((x) => x.name === name);
              expect(city, `${name} is not a ${parsed.state} city page`).toBeDefined();
              expect(city?.census?.county ?? countyOf[parsed.state]?.[name]).toBe(c.county);
            }
          }
        }
      });

      it('accounts for every county: an office or a gap of each kind it lists', () => {
        for (const county of counties) {
          const offices = parsed.counties.find((c) => c.county === county)?.offices ?? [];
          const gaps = parsed.gaps.filter((g) => g.county === county);
          expect(offices.length + gaps.length, `${county} has neither an office nor a gap`).toBeGreaterThan(0);
          const courtCovered =
            offices.some((o) => o.kind === 'estate-court') || gaps.some((g) => g.kind === 'estate-court');
          expect(courtCovered, `${county} has no estate court and no gap for it`).toBe(true);
        }
      });

      it('lists each county once', () => {
        const names = parsed.counties.map((c) => c.county);
        expect(new Set(names).size).toBe(names.length);
      });
    });
  }
});
