import { describe, expect, it } from 'vitest';
import { cityFacts } from '../../places/cities';
import { type StateCountyOfficesInput, stateCountyOfficesSchema } from '../county-offices.schema';
import ak from './ak';
import al from './al';
import ar from './ar';
import az from './az';
import ca from './ca';
import co from './co';
import ct from './ct';
import dc from './dc';
import de from './de';
import fl from './fl';
import ga from './ga';
import hi from './hi';
import ia from './ia';
import id from './id';
import il from './il';
import indiana from './in';
import ks from './ks';
import ky from './ky';

/** The modules of the first research pass (AL to KY). */
const modules: readonly StateCountyOfficesInput[] = [
  al,
  ak,
  az,
  ar,
  ca,
  co,
  ct,
  de,
  dc,
  fl,
  ga,
  hi,
  id,
  il,
  indiana,
  ia,
  ks,
  ky,
];

/**
 * Cities whose Census facts lack a county, with their real county (Hawaii's Census places
 * are not in a county subdivision the file records).
 */
const countyOfCityWithoutCensus: Record<string, Record<string, string>> = {
  HI: { Hilo: 'Hawaii County', 'Pearl City': 'Honolulu County' },
};

function countiesOf(state: string): Set<string> {
  const counties = new Set<string>();
  for (const city of cityFacts) {
    if (city.state !== state) continue;
    const county = city.census?.county ?? countyOfCityWithoutCensus[state]?.[city.name];
    if (county) counties.add(county);
  }
  return counties;
}

describe('county offices, first research pass', () => {
  it.each(modules.map((m) => [m.state, m] as const))(
    '%s parses and names only counties of its city pages',
    (state, input) => {
      const parsed = stateCountyOfficesSchema.parse(input);
      const counties = countiesOf(state);
      const cityNames = new Set(cityFacts.filter((c) => c.state === state).map((c) => c.name));
      expect(counties.size, state).toBeGreaterThan(0);
      for (const { county, offices } of parsed.counties) {
        expect(counties.has(county), `${state} ${county}`).toBe(true);
        for (const office of offices) {
          for (const city of office.forCities ?? []) expect(cityNames.has(city), `${state} ${city}`).toBe(true);
        }
      }
      for (const gap of parsed.gaps) expect(counties.has(gap.county), `${state} gap ${gap.county}`).toBe(true);
      // Each county of the state's city pages is answered for each kind researched: an office or a gap.
      for (const county of counties) {
        const entry = parsed.counties.find((c) => c.county === county);
        const kinds = new Set([
          ...(entry?.offices.map((o) => o.kind) ?? []),
          ...parsed.gaps.filter((g) => g.county === county).map((g) => g.kind),
        ]);
        expect(kinds.has('estate-court'), `${state} ${county} estate court or gap`).toBe(true);
      }
    },
  );
});
