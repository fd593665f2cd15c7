import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zipPlace } from '#core/zip-codes';
import { cityFacts } from '../../places/cities';
import type { CountyOffice } from '../county-offices.schema';
import { stateCountyOfficesSchema } from '../county-offices.schema';
import {
  type CountyOfficesModule,
  countiesWithoutCensus,
  countyOfCity,
  countyOfficeFaults,
  countyOfficeModules,
  countyOfficePhones,
  localOfficesIssue,
  officesOfCity,
} from '.';

const dir = join(process.cwd(), 'content', 'data', 'county-offices');

const office = (kind: CountyOffice['kind'], name: string, forCities?: string[]): CountyOffice => ({
  kind,
  name,
  address: '1 Main Street, Sometown, TX 75000',
  url: 'https://example.gov/office',
  ...(forCities ? { forCities } : {}),
  source: {
    title: 'An office page',
    url: 'https://example.gov/office',
    owner: 'A county',
    dated: null,
    checked: '2026-11-29',
  },
});

/** A state module made up for the tests, in a file named for its state. */
const made = (data: CountyOfficesModule['data'], file = 'content/data/county-offices/tx.ts'): CountyOfficesModule => ({
  file,
  data,
});

describe('county offices: the state modules', () => {
  it('lists every module file of the folder, each under its own state, and each passes the schema', () => {
    const files = readdirSync(dir)
      .filter((f) => /^[a-z]{2}\.ts$/.test(f))
      .map((f) => `content/data/county-offices/${f}`);
    expect(files.length).toBeGreaterThan(0);
    expect(countyOfficeModules.map((m) => m.file).sort()).toEqual(files.sort());
    for (const { file, data } of countyOfficeModules) {
      expect(data.state, file).toBe(file.slice(-5, -3).toUpperCase());
      expect(stateCountyOfficesSchema.safeParse(data).success, file).toBe(true);
    }
  });

  it('names only counties of the state’s city pages, and death-certificate offices only where local offices issue them', () => {
    expect(countyOfficeFaults(countyOfficeModules, cityFacts)).toEqual([]);
  });

  it('finds a module filed under another state, a county with no city page, a city outside the county and a local office the state does not have', () => {
    const faults = countyOfficeFaults(
      [
        made(
          {
            state: 'TX',
            counties: [
              { county: 'Dallas County', offices: [office('death-certificates', 'Dallas County Clerk', ['Houston'])] },
              { county: 'Loving County', offices: [office('estate-court', 'Loving County Court')] },
            ],
            gaps: [],
          },
          'content/data/county-offices/ok.ts',
        ),
      ],
      cityFacts,
      () => false,
    );
    expect(faults).toHaveLength(4);
    expect(faults[0]).toContain('state TX is not the file’s state OK');
    expect(faults.join('\n')).toContain('Loving County is not the county of any TX city page');
    expect(faults.join('\n')).toContain('names Houston, which is not a city page of Dallas County');
    expect(faults.join('\n')).toContain('does not say local offices issue them in TX');
  });

  it('reads the state’s vital records for whether local offices issue death certificates', () => {
    // Texas: local registrars and county clerks issue them; Kansas: the state office only (vital-records.ts).
    // Alaska: a gap, no state page read, so a local office's own page is what may say it issues them.
    expect(localOfficesIssue('TX')).toBe(true);
    expect(localOfficesIssue('KS')).toBe(false);
    expect(localOfficesIssue('AK')).toBe(true);
  });

  it('publishes each office’s phone and any phone its note gives, for the audit’s list of known numbers', () => {
    const court = { ...office('estate-court', 'A county probate court'), phone: '555-555-0100' };
    const clerk = {
      ...office('death-certificates', 'A county clerk, vital records'),
      note: 'Its records line is 555-555-0101.',
    };
    const phones = countyOfficePhones([
      made({ state: 'TX', counties: [{ county: 'Dallas County', offices: [court, clerk] }], gaps: [] }),
    ]);
    expect(phones).toEqual(['555-555-0100', '555-555-0101']);
  });

  it('gives each city page that the Census does not estimate the county of its ZIP code in the project’s ZIP table', () => {
    const without = cityFacts.filter((c) => !c.census).map((c) => `${c.state}/${c.name}`);
    expect(Object.keys(countiesWithoutCensus).sort()).toEqual(without.sort());
    for (const [key, { county, zip }] of Object.entries(countiesWithoutCensus)) {
      const [state, name] = key.split('/');
      const place = zipPlace(zip);
      expect(place, key).toMatchObject({ place: name, state });
      // GeoNames writes "Montgomery" where the Census writes "Montgomery County"; a parish keeps its word.
      expect(county.replace(/ County$/, ''), key).toBe(place?.county.replace(/ County$/, ''));
    }
    expect(countyOfCity({ state: 'LA', name: 'Metairie' })).toBe('Jefferson Parish');
  });
});

describe('county offices: the offices of a city page', () => {
  const module = made({
    state: 'TX',
    counties: [
      {
        county: 'Tarrant County',
        offices: [
          office('estate-court', 'Tarrant County Probate Courts'),
          office('death-certificates', 'Arlington Vital Records', ['Arlington']),
        ],
      },
    ],
    gaps: [{ county: 'Tarrant County', kind: 'death-certificates', why: 'No county page gives the clerk’s address.' }],
  });

  it('gives the county’s offices, an office with forCities only to those cities, and the gap of a kind no office serves', () => {
    const arlington = officesOfCity({ state: 'TX', name: 'Arlington', county: 'Tarrant County' }, [module]);
    expect(arlington?.offices.map((o) => o.name)).toEqual(['Tarrant County Probate Courts', 'Arlington Vital Records']);
    expect(arlington?.gaps).toEqual([]);
    const fortWorth = officesOfCity({ state: 'TX', name: 'Fort Worth', county: 'Tarrant County' }, [module]);
    expect(fortWorth?.offices.map((o) => o.name)).toEqual(['Tarrant County Probate Courts']);
    expect(fortWorth?.gaps).toEqual([{ kind: 'death-certificates', why: 'No county page gives the clerk’s address.' }]);
  });

  it('gives nothing for a county, a state or a city without a county that no module names', () => {
    expect(officesOfCity({ state: 'TX', name: 'Waco', county: 'McLennan County' }, [module])).toBeUndefined();
    expect(officesOfCity({ state: 'OK', name: 'Tulsa', county: 'Tulsa County' }, [module])).toBeUndefined();
    expect(officesOfCity({ state: 'TX', name: 'Arlington', county: undefined }, [module])).toBeUndefined();
  });

  it('gives the real Texas offices to the city pages they serve', () => {
    const dallas = officesOfCity({ state: 'TX', name: 'Dallas', county: 'Dallas County' });
    expect(dallas?.offices.map((o) => o.kind)).toEqual(['estate-court', 'death-certificates']);
    const houston = officesOfCity({ state: 'TX', name: 'Houston', county: 'Harris County' });
    expect(houston?.offices.map((o) => o.kind)).toEqual(['death-certificates']);
    expect(houston?.gaps.map((g) => g.kind)).toEqual(['estate-court']);
  });
});
