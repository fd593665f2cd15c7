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
 * Whether a state lets county or city offices issue death certificates: its vital records entry
 * says so (`localRegistrars.issue`), or, where the state is a gap, the gap's words say county or
 * city offices issue or set fees for them.
 */
export function localOfficesIssue(state: string): boolean {
  const record = vitalRecordOf(state);
  if (record) return record.localRegistrars?.issue === true;
  const gap = vitalRecordGap(state);
  return gap !== undefined && /\b(county|counties|city|cities|local)\b[^.]*\b(registrars?|issue|offices?)\b/i.test(gap);
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
    const counties = new Set(pages.flatMap((c) => (c.census?.county ? [c.census.county] : [])));
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
          if (!pages.some((c) => c.name === name && c.census?.county === county)) {
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
