import { isLicensed, stateLicense } from '#core/licenses';
import { cityPath, statePath } from '#core/paths';
import { placeId, stateInSentence } from '#core/place-naming';
import { stateLicenses } from '#core/site.licenses';
import type { DeathSource } from '../data/after-death.schema';
import { countyOfCity, officesOfCity } from '../data/county-offices';
import type { CountyOffice } from '../data/county-offices.schema';
import { funeralCostFigures, funeralCostFor } from '../data/funeral-cost-figures';
import { regulatorOffices, regulatorsSource } from '../data/regulators';
import type { CityFacts } from '../data/schemas';
import { freeLookFor } from '../data/state-law';
import { findState, type StateRecord, states } from '../data/states';
import {
  type Cemetery,
  cemeteriesIn,
  cemeteryKindWords,
  cemeterySources,
  cemeteryStatusWords,
  nearestCemeteries,
  standsApart,
  stateCemeteriesByDistance,
} from '../data/veterans-cemeteries';
import { censusPlaces } from './census-places.server';
import { cityFacts as allCities } from './cities';
import {
  type CemeteryListed,
  type CemeteryNear,
  type CityPageFacts,
  cityIndexable,
  formatCost,
  formatMiles,
  formatPopulation,
  type OfficeListed,
  rankWords,
  type SourceRef,
  type StatePageFacts,
  uniqueSources,
} from './place-facts';

/**
 * The facts record of every state and city page, assembled from the data files of content/data,
 * each fact with the source it comes from. The one place where a page's figures are computed and
 * formatted: content generate writes the page text from these records and the build renders the
 * facts table, FAQ, meta description and Sources list from them.
 */

/** NFDA's figures, cited as the page they were read on: a secondary copy of NFDA's release, dated by the prices' year. */
const nfda: SourceRef = {
  id: 'nfda',
  title: funeralCostFigures.source.name,
  publisher: funeralCostFigures.source.copy
    ? `${funeralCostFigures.source.copy.name} (a secondary copy of the National Funeral Directors Association's release)`
    : 'National Funeral Directors Association',
  url: funeralCostFigures.source.copy?.url ?? funeralCostFigures.source.url,
  date: String(funeralCostFigures.national.burial.year),
  dateKind: 'as of',
  checked: funeralCostFigures.source.read,
};

const regulatorsRef: SourceRef = {
  id: 'regulators',
  title: regulatorsSource.name,
  publisher: 'National Association of Insurance Commissioners and the state insurance regulators',
  url: regulatorsSource.url,
  dateKind: 'undated',
  checked: regulatorsSource.read,
};

/** A VA list of cemeteries as the Sources list names it, dated as of the date its data carries. */
const vaRef = (kind: 'national' | 'state'): SourceRef => ({
  id: `va-${kind}`,
  title: cemeterySources[kind].name,
  publisher: 'U.S. Department of Veterans Affairs (a copy on GitHub)',
  url: cemeterySources[kind].url,
  date: cemeterySources[kind].dataDate,
  dateKind: 'as of',
  checked: cemeterySources[kind].read,
});

const cemeteryRefs: Record<'national' | 'state', SourceRef> = { national: vaRef('national'), state: vaRef('state') };

/** A page read for one fact, as the Sources list names it: a copy says whose copy it is, and the data's date is "as of" where the page gives one. */
function pageRef(
  id: string,
  p: { title: string; url: string; publisher: string; secondary?: string; date?: string | null; checked: string },
): SourceRef {
  return {
    id,
    title: p.title,
    publisher: p.secondary ? `${p.publisher} (${p.secondary})` : p.publisher,
    url: p.url,
    ...(p.date ? { date: p.date, dateKind: 'as of' as const } : { dateKind: 'undated' as const }),
    checked: p.checked,
  };
}

/** Where a cemetery's facts come from: its own source where it was added from one, else the VA's list of its kind; and the page its status was read on. */
function cemeteryRefsOf(c: Cemetery): SourceRef[] {
  const status = c.statusSource;
  return [cemeteryRef(c), ...(status ? [pageRef(`status-${status.url}`, status)] : [])];
}

function cemeteryRef(c: Cemetery): SourceRef {
  if (!c.source) return cemeteryRefs[c.kind];
  return {
    id: `cemetery-${c.source.url}`,
    title: c.source.title,
    publisher: c.source.publisher,
    url: c.source.url,
    date: c.source.date,
    dateKind: c.source.dateKind,
    checked: c.source.checked,
  };
}

/** A cemetery as a page lists it. */
function listed(c: Cemetery): CemeteryListed {
  return {
    name: c.name,
    town: c.town,
    stateCode: c.state,
    ...(c.address ? { address: c.address } : {}),
    ...(c.phone ? { phone: c.phone } : {}),
    kind: c.kind,
    kindWords: cemeteryKindWords(c),
    statusWords: cemeteryStatusWords(c),
    hasStatus: c.status !== undefined,
    ...(c.statusNote ? { statusNote: c.statusNote } : {}),
  };
}

/** The page an office was read on, as the Sources list names it. */
function officeRef(s: DeathSource): SourceRef {
  return pageRef(`county-office-${s.url}`, { ...s, publisher: s.owner, date: s.dated });
}

/** An office as a city page names it: all but the page it was read on (the Sources list names that) and the cities it serves. */
function officeListed({ source: _source, forCities: _forCities, ...office }: CountyOffice): OfficeListed {
  return office;
}

/** One Census file as the Sources list names it (read in a copy kept on GitHub, as its publisher says). */
function censusRef(id: string, source: ReturnType<typeof censusPlaces>['file']['sources']['estimates']): SourceRef {
  return {
    id,
    title: source.title,
    publisher: `${source.publisher} (a copy on GitHub)`,
    url: source.page ?? source.url,
    ...(source.released ? { date: source.released, dateKind: 'released' as const } : { dateKind: 'undated' as const }),
    checked: source.read,
  };
}

/** The Census files the place facts come from, as the Sources list names them. */
function censusRefs(): { estimates: SourceRef; gazetteer: SourceRef } {
  const { estimates, gazetteer } = censusPlaces().file.sources;
  return { estimates: censusRef('census-estimates', estimates), gazetteer: censusRef('census-gazetteer', gazetteer) };
}

/** The state's free-look period as its pages state it, with the law's text as its source; undefined where unknown. */
function freeLookOf(
  state: StateRecord,
): { facts: NonNullable<StatePageFacts['freeLook']>; sources: SourceRef[] } | undefined {
  const look = freeLookFor(state.code);
  if (look.status !== 'set') return undefined;
  const ref = (citation: string, source: { url: string; read: string }): SourceRef => ({
    id: `law-${source.url}`,
    title: citation,
    publisher: `${state.name} law, as published online (the copy read names no effective date)`,
    url: source.url,
    dateKind: 'undated',
    checked: source.read,
  });
  const sources = [ref(look.citation, look.source)];
  if (look.olderBuyers?.source) sources.push(ref(look.olderBuyers.citation, look.olderBuyers.source));
  return {
    facts: {
      days: String(look.days),
      ...(look.maxDays ? { maxDays: String(look.maxDays) } : {}),
      ...(look.olderBuyers
        ? {
            older: {
              days: String(look.olderBuyers.days),
              age: String(look.olderBuyers.age),
              citation: look.olderBuyers.citation,
            },
          }
        : {}),
      ...(look.replacement
        ? { replacement: { days: String(look.replacement.days), citation: look.replacement.citation } }
        : {}),
      citation: look.citation,
      appliesTo: look.appliesTo,
    },
    sources,
  };
}

function stateBase(code: string): Omit<StatePageFacts, 'largest' | 'estimateYear' | 'cemeteries'> & {
  shared: SourceRef[];
} {
  const state = findState(code);
  if (!state) throw new Error(`no state ${code}`);
  const offices = regulatorOffices(state.code);
  const cost = funeralCostFor(state.code);
  const cremation = funeralCostFigures.national.cremation;
  const look = freeLookOf(state);
  const regulatorRefs: SourceRef[] = [
    regulatorsRef,
    ...[offices.regulator.licensing, offices.regulator.complaints]
      .filter((o) => o !== undefined)
      .map(
        (o): SourceRef => ({
          id: `office-${o.source}`,
          title: o.name,
          publisher: o.name,
          url: o.source,
          dateKind: 'undated',
          checked: o.read,
        }),
      ),
  ];
  return {
    state,
    name: stateInSentence(state),
    path: statePath(state.code),
    licensed: isLicensed(stateLicense(stateLicenses, state.code)),
    regulator: {
      licenses: offices.licensing,
      complaints: offices.complaints,
      ...(offices.licensing.url !== offices.regulator.url ? { insurers: offices.regulator } : {}),
    },
    ...(look ? { freeLook: look.facts } : {}),
    funeralCost: {
      burial: formatCost(cost.amount),
      ...(cremation.year === cost.year && !cost.regional ? { cremation: formatCost(cremation.amount) } : {}),
      year: String(cost.year),
      kind: cost.kind,
      scope: cost.regional ? cost.area : 'national',
    },
    shared: uniqueSources([nfda], regulatorRefs, look?.sources ?? []),
    sources: [],
  };
}

/**
 * stateBase of each state, computed once: every city page of a state needs the same state facts
 * (10,000 city pages ask for them 10,000 times; decision 0081). The records are only read.
 */
const stateBases = new Map<string, ReturnType<typeof stateBase>>();
function stateBaseOnce(code: string): ReturnType<typeof stateBase> {
  let base = stateBases.get(code);
  if (!base) {
    base = stateBase(code);
    stateBases.set(code, base);
  }
  return base;
}

/** How many of its largest places a state page names, with their populations. */
const largestListed = 3;

/** The facts of a state page. */
export function statePageFacts(code: string): StatePageFacts {
  const { shared, ...base } = stateBaseOnce(code);
  const census = censusPlaces();
  const largest = census
    .placesIn(base.state.code)
    .flatMap((p) => (p.kind === 'p' && p.estimate !== null ? [{ name: p.name, estimate: p.estimate }] : []))
    .sort((a, b) => b.estimate - a.estimate)
    .slice(0, largestListed)
    .map((p) => ({ name: p.name, population: formatPopulation(p.estimate) }));
  const inState = cemeteriesIn(base.state.code);
  return {
    ...base,
    largest,
    ...(largest.length > 0 ? { estimateDate: `July 1, ${census.file.estimateYear}` } : {}),
    cemeteries: inState.map(listed),
    sources: uniqueSources(largest.length > 0 ? [censusRefs().estimates] : [], shared, inState.flatMap(cemeteryRefsOf)),
  };
}

export interface PlaceFactsSource {
  /** The facts of a state page. */
  state(code: string): StatePageFacts;
  /** The facts of a city page, by its id ("tx/houston"). */
  city(id: string): CityPageFacts;
  /** Every city with a page, as listed. */
  cities: readonly CityFacts[];
  /** The sources of every state and city page, each once. */
  sources(): SourceRef[];
}

/**
 * The facts of the pages of a list of cities (the real list, or a test's): each city page links
 * the other city pages of its state, taken from that list.
 */
export function placeFactsOf(cityList: readonly CityFacts[]): PlaceFactsSource {
  const byId = new Map(cityList.map((c) => [placeId(c.state, c.name), c]));
  // Each state's city pages with their links, listed once: a build asks for every city's facts,
  // so scanning the whole list (and slugging each name) per city would be quadratic.
  let byState: Map<string, Array<{ city: CityFacts; link: { name: string; path: string } }>> | undefined;
  let countyHosts: ReadonlyMap<string, CityFacts> | undefined;
  const citiesOfState = (state: string) => {
    if (!byState) {
      byState = new Map();
      for (const c of cityList) {
        const list = byState.get(c.state) ?? [];
        list.push({ city: c, link: { name: c.name, path: cityPath(c.state, c.name) } });
        byState.set(c.state, list);
      }
    }
    return byState.get(state) ?? [];
  };
  const city = (id: string): CityPageFacts => {
    const found = byId.get(id);
    if (!found) throw new Error(`no city ${id}`);
    // The link records are shared by the state's city pages, which only read them.
    const stateCities = citiesOfState(found.state)
      .filter((c) => c.city !== found)
      .map((c) => c.link);
    return cityFacts(found, stateCities, () => {
      countyHosts ??= countyHostsOf(cityList);
      return countyHosts;
    });
  };
  return {
    state: statePageFacts,
    city,
    cities: cityList,
    sources: () =>
      uniqueSources(
        ...states.map((s) => statePageFacts(s.code).sources),
        ...cityList.map((c) => city(placeId(c.state, c.name)).sources),
      ),
  };
}

/**
 * The cemeteries a city page names: the nearest open for a casket, the nearest for cremated remains
 * where nearer, the nearest state one; in Alaska, Hawaii and the territories the state cemetery
 * first (the national ones there are few, and none across an ocean is named).
 */
function citiesCemeteries(lat: number, lon: number, state: string): Array<{ near: CemeteryNear; cemetery: Cemetery }> {
  const near = nearestCemeteries(lat, lon, state);
  const order = standsApart(state)
    ? (['state', 'casket', 'cremated'] as const)
    : (['casket', 'cremated', 'state'] as const);
  // A cemetery that is both the nearest for a casket and the nearest state one is named once, for the casket.
  const roles = order.filter((role) => role !== 'state' || near.state?.cemetery !== near.casket?.cemetery);
  return roles.flatMap((role) => {
    const found = near[role];
    return found
      ? [{ near: { ...listed(found.cemetery), role, miles: formatMiles(found.miles) }, cemetery: found.cemetery }]
      : [];
  });
}

/**
 * What a city page takes from its state's page, by state, computed once: the names of the places
 * the state page lists with their populations (its largest), and whether it gives a free-look period.
 */
const fromStatePage = new Map<string, { largest: ReadonlySet<string>; freeLook: boolean }>();
function statePageOf(code: string): { largest: ReadonlySet<string>; freeLook: boolean } {
  let found = fromStatePage.get(code);
  if (!found) {
    const f = statePageFacts(code);
    found = { largest: new Set(f.largest.map((p) => p.name)), freeLook: f.freeLook !== undefined };
    fromStatePage.set(code, found);
  }
  return found;
}

/** countyHostsOf's order: the larger Census estimate first (none counts as 0), then by name. */
const hostOrder = (a: CityFacts, b: CityFacts) =>
  (b.census?.estimate ?? 0) - (a.census?.estimate ?? 0) || a.name.localeCompare(b.name);
const countyKey = (state: string, county: string) => `${state}\u0000${county}`;

/**
 * The city page that carries each county's shared offices (those that serve every city page of the
 * county), by state and county: the county's largest city page by the Census estimate (then by
 * name), so that the pages of one county do not repeat the same block (issue 42: a city page's facts
 * are ones no other page carries). One pass over the list: a pass for each page made 10,000 pages
 * cost 10,000 passes.
 */
function countyHostsOf(cities: readonly CityFacts[]): ReadonlyMap<string, CityFacts> {
  const hosts = new Map<string, CityFacts>();
  for (const c of cities) {
    const county = countyOfCity(c);
    if (!county) continue;
    const held = hosts.get(countyKey(c.state, county));
    if (!held || hostOrder(c, held) < 0) hosts.set(countyKey(c.state, county), c);
  }
  return hosts;
}

/**
 * The facts of a city page, given the other city pages of its state and the county hosts of its
 * list (countyHostsOf).
 */
function cityFacts(
  city: CityFacts,
  stateCities: CityPageFacts['stateCities'],
  countyHosts: () => ReadonlyMap<string, CityFacts>,
): CityPageFacts {
  const id = placeId(city.state, city.name);
  const { state, name, path, licensed } = stateBaseOnce(city.state);
  const census = city.census;
  const located = city.lat !== undefined && city.lon !== undefined ? { lat: city.lat, lon: city.lon } : undefined;
  const named = located ? citiesCemeteries(located.lat, located.lon, city.state) : [];
  const county = countyOfCity(city);
  const offices = officesOfCity({ state: city.state, name: city.name, county });
  // Another page of the county carries its shared offices unless this page is that one.
  const countyHost = offices && county ? countyHosts().get(countyKey(city.state, county)) : undefined;
  const host = countyHost && countyHost.name !== city.name ? countyHost : undefined;
  const all = offices?.offices ?? [];
  // Another page of the county carries the shared offices: this page keeps those that serve it alone.
  const officeList = host ? all.filter((o) => o.forCities !== undefined) : all;
  const sharedElsewhere = host !== undefined && officeList.length < all.length;
  return {
    state,
    name,
    path,
    licensed,
    id,
    city: city.name,
    cityPath: cityPath(city.state, city.name),
    ...(census ? { counties: census.counties ?? [census.county] } : {}),
    ...(census
      ? {
          population: {
            april2020: formatPopulation(census.base2020),
            baseDate: 'April 1, 2020',
            estimate: {
              value: formatPopulation(census.estimate),
              year: String(census.estimateYear),
              date: `July 1, ${census.estimateYear}`,
            },
          },
        }
      : {}),
    ...(census?.rank !== undefined && census.rankOf !== undefined && census.rankOf > 1
      ? {
          rank: {
            ordinal: `${rankWords(census.rank)}${census.rankTied ? ' (tied)' : ''}`,
            of: formatPopulation(census.rankOf),
            basis: `the Census Bureau's estimates for July 1, ${census.estimateYear}`,
          },
        }
      : {}),
    cemeteries: named.map((n) => n.near),
    ...(offices && officeList.length > 0
      ? { offices: { county: offices.county, list: officeList.map(officeListed) } }
      : {}),
    ...(offices && host && sharedElsewhere
      ? {
          officesOn: {
            county: offices.county,
            city: host.name,
            // The first of the shared offices' sections on that page, in the page's order.
            path: `${cityPath(host.state, host.name)}#offices-${all.some((o) => !o.forCities && o.kind === 'death-certificates') ? 'death-certificates' : 'estate-court'}`,
          },
        }
      : {}),
    otherCemeteries: located
      ? stateCemeteriesByDistance(
          located.lat,
          located.lon,
          city.state,
          named.map((n) => n.cemetery),
        ).map((d) => ({ name: d.cemetery.name, town: d.cemetery.town, miles: formatMiles(d.miles) }))
      : [],
    ...(statePageOf(city.state).largest.has(city.name) ? { onStatePage: true as const } : {}),
    stateFreeLook: statePageOf(city.state).freeLook,
    stateCities,
    sources: uniqueSources(
      census ? [censusRefs().estimates] : [],
      located ? [censusRefs().gazetteer] : [],
      named.flatMap((n) => cemeteryRefsOf(n.cemetery)),
      officeList.map((o) => officeRef(o.source)),
    ),
  };
}

let real: PlaceFactsSource | undefined;

/** The facts of the real pages (content/places/cities.json). */
export function placeFacts(): PlaceFactsSource {
  real ??= placeFactsOf(allCities);
  return real;
}

/** The sources of every state and city page, each once. */
export function allPlaceSources(): SourceRef[] {
  return placeFacts().sources();
}

/** The ids of the city pages with too few facts of their own: noindex, follow, and out of the sitemap. */
export function thinCityIds(): Set<string> {
  const facts = placeFacts();
  return new Set(facts.cities.map((c) => placeId(c.state, c.name)).filter((id) => !cityIndexable(facts.city(id))));
}
