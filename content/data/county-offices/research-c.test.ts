import { describe, expect, it } from 'vitest';
import { cityFacts } from '../../places/cities';
import { type StateCountyOffices, stateCountyOfficesSchema } from '../county-offices.schema';
import ok from './ok';
import or from './or';
import pa from './pa';
import ri from './ri';
import sc from './sc';
import sd from './sd';
import tn from './tn';
import ut from './ut';
import va from './va';
import vt from './vt';
import wa from './wa';
import wi from './wi';
import wv from './wv';
import wy from './wy';

/*
 * The county offices researched for OK through WY (not TX): each module parses, names only
 * counties of its state's city pages, and points its offices at the pages read.
 */
const modules = {
  OK: ok,
  OR: or,
  PA: pa,
  RI: ri,
  SC: sc,
  SD: sd,
  TN: tn,
  UT: ut,
  VA: va,
  VT: vt,
  WA: wa,
  WI: wi,
  WV: wv,
  WY: wy,
};

/** Cities whose record has no Census data: the county they are in, by its Census name. */
const countyOfCityWithoutCensus: Record<string, string> = { 'Arlington, VA': 'Arlington County' };

function countiesOf(state: string): Map<string, Set<string>> {
  const byCounty = new Map<string, Set<string>>();
  for (const city of cityFacts.filter((c) => c.state === state)) {
    const county = city.census?.county ?? countyOfCityWithoutCensus[`${city.name}, ${state}`];
    if (!county) continue;
    const names = byCounty.get(county) ?? new Set<string>();
    names.add(city.name);
    byCounty.set(county, names);
  }
  return byCounty;
}

describe('county offices, OK to WY', () => {
  for (const [code, input] of Object.entries(modules)) {
    describe(code, () => {
      const parsed: StateCountyOffices = stateCountyOfficesSchema.parse(input);
      const counties = countiesOf(code);

      it('is the module of its own state', () => {
        expect(parsed.state).toBe(code);
      });

      it('names only counties of the state’s city pages, each once, and every such county as found or as a gap', () => {
        const named = parsed.counties.map((c) => c.county);
        expect(new Set(named).size).toBe(named.length);
        for (const county of [...named, ...parsed.gaps.map((g) => g.county)]) {
          expect(counties.has(county), `${code}: ${county}`).toBe(true);
        }
        for (const county of counties.keys()) {
          const covered = named.includes(county) || parsed.gaps.some((g) => g.county === county);
          expect(covered, `${code}: ${county} has no office and no gap`).toBe(true);
        }
      });

      it('gives no office of a county also as a gap, and limits forCities to that county’s cities', () => {
        for (const { county, offices } of parsed.counties) {
          for (const office of offices) {
            const gap = parsed.gaps.find((g) => g.county === county && g.kind === office.kind && !office.forCities);
            expect(gap, `${code}: ${county} ${office.kind}`).toBeUndefined();
            for (const city of office.forCities ?? []) {
              expect(counties.get(county)?.has(city), `${code}: ${city} in ${county}`).toBe(true);
            }
          }
        }
      });

      it('dates every source to the day read and keeps each address with a 5-digit ZIP', () => {
        for (const { offices } of parsed.counties) {
          for (const office of offices) {
            expect(office.source.checked).toBe('2026-11-29');
            expect(office.address, office.name).toMatch(/\b\d{5}\b/);
          }
        }
      });
    });
  }
});
