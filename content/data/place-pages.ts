import { nearestForEach } from '#core/geo';
import { isLicensed, stateLicense } from '#core/licenses';
import { cityPath, statePath } from '#core/paths';
import { placeId, stateInSentence } from '#core/place-naming';
import { stateLicenses } from '#core/site.licenses';
import { censusPlaces } from './census-places.server';
import { cityFacts as allCities } from './cities';
import { funeralCostFigures, funeralCostFor } from './funeral-cost-figures';
import {
  type CityPageFacts,
  formatCost,
  formatMiles,
  formatPopulation,
  type NearCity,
  rankWords,
  type SourceRef,
  type StatePageFacts,
  uniqueSources,
} from './place-facts';
import { regulatorOffices, regulatorsSource } from './regulators';
import type { CityFacts } from './schemas';
import { freeLookFor } from './state-law';
import { findState, type StateRecord, states } from './states';
import { cemeteriesIn, cemeterySources, nearestCemeteries } from './veterans-cemeteries';

/**
 * The facts record of every state and city page, assembled from the data files of content/data,
 * each fact with the source it comes from. The one place where a page's figures are computed and
 * formatted: content generate writes the page text from these records and the build renders the
 * facts table, FAQ, meta description and Sources list from them.
 */

const nfda: SourceRef = {
  id: 'nfda',
  title: funeralCostFigures.source.name,
  publisher: 'National Funeral Directors Association',
  url: funeralCostFigures.source.url,
  date: funeralCostFigures.source.read,
  dateKind: 'read',
};

const regulatorsRef: SourceRef = {
  id: 'regulators',
  title: regulatorsSource.name,
  publisher: 'National Association of Insurance Commissioners and the state insurance regulators',
  url: regulatorsSource.url,
  date: regulatorsSource.read,
  dateKind: 'read',
};

/** A VA list of cemeteries as the Sources list names it, dated as of the date its data carries. */
const vaRef = (kind: 'national' | 'state'): SourceRef => ({
  id: `va-${kind}`,
  title: cemeterySources[kind].name,
  publisher: 'U.S. Department of Veterans Affairs',
  url: cemeterySources[kind].url,
  date: cemeterySources[kind].dataDate,
  dateKind: 'as of',
});

const cemeteryRefs: Record<'national' | 'state', SourceRef> = { national: vaRef('national'), state: vaRef('state') };

/** The Census files the place facts come from, as the Sources list names them. */
function censusRefs(): { estimates: SourceRef; gazetteer: SourceRef } {
  const { estimates, gazetteer } = censusPlaces().file.sources;
  return {
    estimates: {
      id: 'census-estimates',
      title: estimates.title,
      publisher: estimates.publisher,
      url: estimates.page ?? estimates.url,
      date: estimates.released ?? estimates.read,
      dateKind: estimates.released ? 'released' : 'read',
    },
    gazetteer: {
      id: 'census-gazetteer',
      title: gazetteer.title,
      publisher: gazetteer.publisher,
      url: gazetteer.page ?? gazetteer.url,
      date: gazetteer.released ?? gazetteer.read,
      dateKind: gazetteer.released ? 'released' : 'read',
    },
  };
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
    publisher: `${state.name} law, as published online`,
    url: source.url,
    date: source.read,
    dateKind: 'read',
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
          date: o.read,
          dateKind: 'read',
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

/** The facts of a state page. */
export function statePageFacts(code: string): StatePageFacts {
  const { shared, ...base } = stateBase(code);
  const census = censusPlaces();
  const largest = census
    .placesIn(base.state.code)
    .flatMap((p) => (p.kind === 'p' && p.estimate !== null ? [{ name: p.name, estimate: p.estimate }] : []))
    .sort((a, b) => b.estimate - a.estimate)
    .slice(0, 3)
    .map((p) => ({ name: p.name, population: formatPopulation(p.estimate) }));
  const cemeteries = cemeteriesIn(base.state.code).map((c) => ({ name: c.name, town: c.town, kind: c.kind }));
  const kinds = new Set(cemeteries.map((c) => c.kind));
  return {
    ...base,
    largest,
    ...(largest.length > 0 ? { estimateDate: `July 1, ${census.file.estimateYear}` } : {}),
    cemeteries,
    sources: uniqueSources(
      largest.length > 0 ? [censusRefs().estimates] : [],
      shared,
      [...kinds].map((k) => cemeteryRefs[k]),
    ),
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
 * The facts of the pages of a list of cities (the real list, or a test's): the nearest city pages
 * are computed once, over that list, by the Gazetteer's coordinates.
 */
export function placeFactsOf(cityList: readonly CityFacts[]): PlaceFactsSource {
  let nearestPages: Map<string, NearCity[]> | undefined;
  const nearestCityPages = (city: CityFacts): NearCity[] => {
    if (!nearestPages) {
      const located = cityList.filter(
        (c): c is CityFacts & { lat: number; lon: number } => c.lat !== undefined && c.lon !== undefined,
      );
      const all = nearestForEach(located, 5);
      nearestPages = new Map(
        located.map((c, i) => [
          placeId(c.state, c.name),
          (all[i] ?? []).map(({ place, miles }) => ({
            name: place.name,
            stateCode: place.state,
            path: cityPath(place.state, place.name),
            miles: formatMiles(miles),
          })),
        ]),
      );
    }
    return nearestPages.get(placeId(city.state, city.name)) ?? [];
  };
  const byId = new Map(cityList.map((c) => [placeId(c.state, c.name), c]));
  const city = (id: string): CityPageFacts => {
    const found = byId.get(id);
    if (!found) throw new Error(`no city ${id}`);
    return cityFacts(found, nearestCityPages(found));
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

/** The facts of a city page, given its nearest city pages. */
function cityFacts(city: CityFacts, nearestCities: NearCity[]): CityPageFacts {
  const id = placeId(city.state, city.name);
  const { shared, ...base } = stateBase(city.state);
  const census = city.census;
  const located = city.lat !== undefined && city.lon !== undefined ? { lat: city.lat, lon: city.lon } : undefined;
  const near = located ? nearestCemeteries(located.lat, located.lon, city.state) : {};
  const nearestCemeteryList = (['national', 'state'] as const)
    .map((kind) => ({ kind, found: near[kind] }))
    .filter((x): x is { kind: 'national' | 'state'; found: NonNullable<typeof x.found> } => x.found !== undefined)
    .map(({ kind, found }) => ({
      name: found.cemetery.name,
      town: found.cemetery.town,
      stateCode: found.cemetery.state,
      kind,
      miles: formatMiles(found.miles),
    }));
  return {
    ...base,
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
    nearestCities,
    nearestCemeteries: nearestCemeteryList,
    sources: uniqueSources(
      census ? [censusRefs().estimates] : [],
      located ? [censusRefs().gazetteer] : [],
      shared,
      nearestCemeteryList.map((c) => cemeteryRefs[c.kind]),
    ),
  };
}

let real: PlaceFactsSource | undefined;

/** The facts of the real pages (content/data/cities.json). */
export function placeFacts(): PlaceFactsSource {
  real ??= placeFactsOf(allCities);
  return real;
}

/** The sources of every state and city page, each once. */
export function allPlaceSources(): SourceRef[] {
  return placeFacts().sources();
}
