import type { CityFacts } from '../data/schemas';
import {
  type CensusPlaceRow,
  type CensusPlacesFile,
  type CensusState,
  censusPlacesFileSchema,
  type PlaceKind,
} from './census-places.schema';

/**
 * The Census places of the 50 states and DC (content/places/census-places.json, written by
 * `npm run cli -- cities census <folder>`): looking a city up by state and name, and its rank in
 * its state by population. Pure: census-places.server.ts reads the real file (about a megabyte,
 * read with fs rather than imported, so neither the type checker nor a bundle ever holds it).
 */

/* ------------------------------------------------------------------ names */

/** The legal descriptions the Census appends to a place's name, longest first. */
const legalDescriptions = [
  ' city and borough',
  ' consolidated government',
  ' metropolitan government',
  ' metro government',
  ' unified government',
  ' urban county',
  ' municipality',
  ' corporation',
  ' borough',
  ' village',
  ' town',
  ' city',
  ' CDP',
];

/** A Census name without "(balance)" and its legal description: "Abbott city" -> "Abbott". */
export function withoutLegalDescription(censusName: string): string {
  const name = censusName.replace(/ \(balance\)$/, '');
  const suffix = legalDescriptions.find((s) => name.endsWith(s) && name.length > s.length + 1);
  return suffix ? name.slice(0, -suffix.length) : name;
}

/**
 * Places known by another name than their Census name: consolidated city-counties (named after
 * the city and the county), a Census name with a second name in it, and Honolulu, which the Census
 * counts as a census designated place.
 */
const knownAs: Readonly<Record<string, string>> = {
  'Anaconda-Deer Lodge County': 'Anaconda',
  'Athens-Clarke County unified government (balance)': 'Athens',
  'Augusta-Richmond County consolidated government (balance)': 'Augusta',
  'Boise City city': 'Boise',
  'Butte-Silver Bow (balance)': 'Butte',
  'Cusseta-Chattahoochee County unified government': 'Cusseta',
  'Georgetown-Quitman County unified government': 'Georgetown',
  'Hartsville/Trousdale County': 'Hartsville',
  'Lexington-Fayette urban county': 'Lexington',
  'Louisville/Jefferson County metro government (balance)': 'Louisville',
  'Lynchburg, Moore County metropolitan government': 'Lynchburg',
  'Macon-Bibb County': 'Macon',
  'Nashville-Davidson metropolitan government (balance)': 'Nashville',
  'San Buenaventura (Ventura) city': 'Ventura',
  'Urban Honolulu CDP': 'Honolulu',
};

/** The name a page gives a place: "Abbott city" -> "Abbott", "Macon-Bibb County" -> "Macon". */
export function displayNameOf(censusName: string): string {
  return knownAs[censusName] ?? withoutLegalDescription(censusName);
}

/** A place of the Census file, with its fields named. */
export interface CensusPlace {
  state: string;
  /** State FIPS + place (or consolidated city) code: "0137000". */
  geoid: string;
  /** The Census name: "Huntsville city", "Augusta-Richmond County consolidated government (balance)". */
  censusName: string;
  /** The name a page gives it: "Huntsville", "Augusta". */
  name: string;
  kind: PlaceKind;
  /** The counties it lies in, the one holding most of its people first (Census names). */
  counties: string[];
  /** April 1, 2020 estimates base; null when not estimated. */
  base2020: number | null;
  /** The latest estimate (July 1 of `estimateYear`); null when not estimated. */
  estimate: number | null;
  estimateYear: number;
  lat: number | null;
  lon: number | null;
}

/** A place's rank in its state: 1 is the most populous. */
export interface PlaceRank {
  /** 1 + the number of the state's places with a larger estimate (equal figures share a rank). */
  rank: number;
  /** How many of the state's places have an estimate (the places ranked). */
  of: number;
  /** True when another place of the state has the same estimate. */
  tied: boolean;
}

/**
 * A comparison key for place names: accents, case and punctuation folded, and Saint/St.,
 * Mount/Mt., Fort/Ft. made one.
 */
export function placeNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bsaint\b|\bst\b\.?/g, 'st')
    .replace(/\bmount\b|\bmt\b\.?/g, 'mt')
    .replace(/\bfort\b|\bft\b\.?/g, 'ft')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Shorter names a place's name is known by, tried only when no place has the name itself:
 * "Winston-Salem" -> "Winston", "Louisville/Jefferson County" -> "Louisville", "Boise City" -> "Boise";
 * a typed "Washington, D.C.", "Washington DC" or "New York City" -> "Washington", "New York".
 */
export function shorterNames(name: string): string[] {
  const out = new Set<string>();
  // "Washington DC", "Washington, D.C.", "Boise ID": a state code after the name.
  const withoutState = name.replace(/,?\s+(D\.C\.|DC|[A-Z]{2})$/, '').trim();
  if (withoutState !== name && withoutState.length >= 3) out.add(withoutState);
  for (const separator of [',', '/', '-']) {
    const head = name.split(separator)[0]?.trim();
    if (head && head !== name && head.length >= 3) out.add(head);
  }
  if (/ City$/.test(name)) out.add(name.replace(/ City$/, ''));
  return [...out];
}

/** The reader of a Census places file (the real one, or a test's). */
export interface CensusPlaces {
  readonly file: CensusPlacesFile;
  /** Every place of a state (two-letter code), in the file's order. */
  placesIn(state: string): CensusPlace[];
  /**
   * The places of `state` a typed name can mean: incorporated places named so first, then
   * consolidated cities and census designated places named so; only when none, the places one of
   * whose shorter names is the typed one (see shorterNames).
   */
  find(state: string, typed: string): CensusPlace[];
  /** The one place a city page is about, or undefined when the name is unknown or means several places. */
  lookup(state: string, typed: string): CensusPlace | undefined;
  /** The one place a typed name (and county, when given) means, or why there is none: see resolvePlace. */
  resolve(state: string, typed: string, county?: string): PlaceResolution;
  /** Its rank over all the state's incorporated places by the latest estimate; undefined for other kinds or no estimate. */
  rank(place: CensusPlace): PlaceRank | undefined;
}

function toPlace(code: string, state: CensusState, row: CensusPlaceRow, estimateYear: number): CensusPlace {
  const [place, censusName, display, kind, counties, base2020, estimate, lat, lon] = row;
  return {
    state: code,
    geoid: `${state.fips}${place}`,
    censusName,
    name: display ?? withoutLegalDescription(censusName),
    kind,
    counties: counties.map((i) => state.counties[i] ?? ''),
    base2020,
    estimate,
    estimateYear,
    lat,
    lon,
  };
}

const kindOrder: Record<PlaceKind, number> = { p: 0, c: 1, d: 2 };

/**
 * What a typed name means among a state's places: the one place, or why not: no place of that
 * name (with up to three similar names, the largest first), none in the county given, or several
 * of the same kind (the county tells them apart).
 */
export type PlaceResolution =
  | { place: CensusPlace }
  | { notFound: true; similar: string[] }
  | { notInCounty: true; candidates: CensusPlace[] }
  | { ambiguous: true; candidates: CensusPlace[] };

/** The bare county name, for comparing a typed county: "Harris County" and "harris" agree. */
function countyKey(name: string): string {
  return placeNameKey(name).replace(
    / (county|parish|borough|municipality|census area|city and borough|planning region|city)$/,
    '',
  );
}

/**
 * The one function that resolves a Census place from a typed name: the places the name can mean
 * (`found`, best kind first); one incorporated place wins over a consolidated city or CDP of the
 * same name (Indianapolis' balance over Indianapolis as a whole); a county, when given, keeps the
 * places in it; two of the same kind are ambiguous.
 */
function resolvePlace(found: CensusPlace[], similar: () => string[], county?: string): PlaceResolution {
  const first = found[0];
  if (!first) return { notFound: true, similar: similar() };
  let chosen = found.filter((p) => p.kind === first.kind);
  if (county !== undefined) {
    const wanted = countyKey(county);
    chosen = chosen.filter((p) => p.counties.some((c) => countyKey(c) === wanted));
    if (chosen.length === 0) return { notInCounty: true, candidates: found };
  }
  const [only, ...others] = chosen;
  return only && others.length === 0 ? { place: only } : { ambiguous: true, candidates: chosen };
}

/** A reader over a Census places file; the file is checked against its schema first. */
export function censusPlacesFrom(data: unknown): CensusPlaces {
  const file = censusPlacesFileSchema.parse(data);
  const cache = new Map<string, CensusPlace[]>();
  const placesIn = (state: string): CensusPlace[] => {
    const cached = cache.get(state);
    if (cached) return cached;
    const entry = file.states[state];
    const list = entry ? entry.places.map((row) => toPlace(state, entry, row, file.estimateYear)) : [];
    cache.set(state, list);
    return list;
  };
  const find = (state: string, typed: string): CensusPlace[] => {
    const key = placeNameKey(typed);
    const all = placesIn(state);
    const byKind = (a: CensusPlace, b: CensusPlace) => kindOrder[a.kind] - kindOrder[b.kind];
    const exact = all.filter((p) => placeNameKey(p.name) === key).sort(byKind);
    if (exact.length > 0) return exact;
    const typedShorter = shorterNames(typed).map(placeNameKey);
    return all
      .filter(
        (p) => shorterNames(p.name).some((n) => placeNameKey(n) === key) || typedShorter.includes(placeNameKey(p.name)),
      )
      .sort(byKind);
  };
  const rankCache = new Map<string, number[]>();
  const rank = (place: CensusPlace): PlaceRank | undefined => {
    if (place.kind !== 'p' || place.estimate === null) return undefined;
    let figures = rankCache.get(place.state);
    if (!figures) {
      figures = placesIn(place.state).flatMap((p) => (p.kind === 'p' && p.estimate !== null ? [p.estimate] : []));
      rankCache.set(place.state, figures);
    }
    const mine = place.estimate;
    const larger = figures.filter((n) => n > mine).length;
    const same = figures.filter((n) => n === mine).length;
    return { rank: larger + 1, of: figures.length, tied: same > 1 };
  };
  return {
    file,
    placesIn,
    find,
    lookup(state, typed) {
      const resolved = resolvePlace(find(state, typed), () => []);
      return 'place' in resolved ? resolved.place : undefined;
    },
    resolve(state, typed, county) {
      const similar = () => {
        const prefix = placeNameKey(typed).slice(0, 3);
        return placesIn(state)
          .filter((p) => placeNameKey(p.name).startsWith(prefix))
          .sort((a, b) => (b.estimate ?? 0) - (a.estimate ?? 0))
          .slice(0, 3)
          .map((p) => p.name);
      };
      return resolvePlace(find(state, typed), similar, county);
    },
    rank,
  };
}

/**
 * The facts of a city page about `place`: its Census figures when the place is estimated, and its
 * Gazetteer coordinates when it has them. `name` is the page's name for the city.
 */
export function cityFactsOf(name: string, place: CensusPlace, places: CensusPlaces): CityFacts {
  const facts: CityFacts = { name, state: place.state };
  const rank = places.rank(place);
  const [county, ...others] = place.counties;
  if (place.base2020 !== null && place.estimate !== null && county) {
    facts.census = {
      name: place.censusName,
      geoid: place.geoid,
      county,
      ...(others.length > 0 ? { counties: place.counties } : {}),
      base2020: place.base2020,
      estimate: place.estimate,
      estimateYear: place.estimateYear,
      ...(rank ? { rank: rank.rank, rankOf: rank.of } : {}),
      ...(rank?.tied ? { rankTied: true } : {}),
    };
  }
  if (place.lat !== null && place.lon !== null) {
    facts.lat = place.lat;
    facts.lon = place.lon;
  }
  return facts;
}
