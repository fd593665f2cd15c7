import { formatCount, formatUsd } from '#core/format';
import type { StateRecord } from '../data/schemas';

/**
 * The facts of one state or city page, each as the page prints it (formatted once, here), with
 * the sources they come from. The generated text (content generate), the facts table, the FAQ, the
 * meta description and the Sources list all read this record and nothing else, so a number is
 * computed once and shown the same everywhere on the page, and the build can check that every
 * number of the page is one of these fields (`untracedNumbers`).
 */

/** One source as the Sources list names it. */
export interface SourceRef {
  /** A stable key ("census-v2024"). */
  id: string;
  /** What it is: "City and Town Population Totals: 2020-2024 (Vintage 2024)". */
  title: string;
  /** Who publishes it: "U.S. Census Bureau"; a secondary copy says whose copy it is. */
  publisher: string;
  url: string;
  /**
   * The data's own date, as an ISO date (or year-month, or year): when it was released, the date
   * the publisher's data carries, or when a law took effect. Absent when the document carries none
   * (dateKind "undated"). The page shows it; the go-live check fires on it.
   */
  date?: string;
  /** What the date is: "released 15 May 2025", "as of 17 March 2020", "in effect from …", or none. */
  dateKind: 'released' | 'as of' | 'effective' | 'undated';
  /** The day the source was read for this site (ISO date): shown apart from the data's date. */
  checked: string;
}

export interface OfficeRef {
  name: string;
  url: string;
}

/** The state's facts, shared by its page and its cities' pages. */
export interface StatePageFacts {
  state: StateRecord;
  /** "Texas", "the District of Columbia". */
  name: string;
  path: string;
  licensed: boolean;
  /** The office that licenses agents and the one that takes consumer complaints (often the same). */
  regulator?: {
    licenses: OfficeRef;
    complaints: OfficeRef;
    /** The office that regulates insurers, where it is another one (Florida). */
    insurers?: OfficeRef;
  };
  /** The life insurance free-look period set by law, where its text was read. */
  freeLook?: {
    /** The shortest period the law allows: "10". */
    days: string;
    /** Where the insurer may choose, the longest: "30". */
    maxDays?: string;
    /** A longer period for older buyers: "30" days from age "60", under its own citation. */
    older?: { days: string; age: string; citation: string };
    /** A longer period when the policy replaces another. */
    replacement?: { days: string; citation: string };
    citation: string;
    /** Which policies it covers: "individual life insurance policies". */
    appliesTo: string;
  };
  /** The funeral cost figures: NFDA's medians (national, or regional where published). */
  funeralCost?: {
    burial: string;
    cremation?: string;
    year: string;
    /** "median" or "average", as the publisher gives it. */
    kind: string;
    /** "national", or the region's name ("the South"). */
    scope: string;
  };
  /** The largest places of the state by the Census estimate: name and formatted population. */
  largest: Array<{ name: string; population: string }>;
  /** The date of the estimate the largest places are ranked by: "July 1, 2024". */
  estimateDate?: string;
  /** The veterans cemeteries in the state: VA national, state and tribal ones, each with what the VA says it takes. */
  cemeteries: CemeteryListed[];
  sources: SourceRef[];
}

/** A veterans cemetery as a page lists it: the VA's words for its kind and status. */
export interface CemeteryListed {
  name: string;
  town: string;
  stateCode: string;
  /** The street part of the address, where the VA gives one. */
  address?: string;
  phone?: string;
  kind: 'national' | 'state';
  /** "VA national cemetery", "state veterans cemetery", "tribal veterans cemetery of the …". */
  kindWords: string;
  /** "open for casket and cremated remains", "cremated remains only", … */
  statusWords: string;
  /** False where the VA's list gives no status (most state and tribal cemeteries). */
  hasStatus: boolean;
  /** What the cemetery's own page says it takes, where that says more than the status ("Since October 2019 a new columbarium …"). */
  statusNote?: string;
}

/** A cemetery named on a city page, and why: the nearest for a casket, for cremated remains, or of the state. */
export interface CemeteryNear extends CemeteryListed {
  role: 'casket' | 'cremated' | 'state';
  /** Straight-line miles, rounded once: "26". */
  miles: string;
}

/** A county office a city page names after a death: the court for the estate or the local office for death certificates. */
export interface OfficeListed {
  kind: 'estate-court' | 'death-certificates';
  name: string;
  address: string;
  phone?: string;
  url: string;
  note?: string;
}

/** A link to another city page of the same state. */
export interface StateCity {
  name: string;
  path: string;
}

/**
 * The facts of a city page: only facts about the city or its county (Census figures, the nearest
 * veterans cemeteries), the state's name for links, and whether the agency may sell there (its
 * offer, not a fact about the place). The state's facts are on the state page.
 */
export interface CityPageFacts extends Pick<StatePageFacts, 'state' | 'name' | 'path' | 'licensed'> {
  id: string;
  city: string;
  cityPath: string;
  /** The counties the city lies in, the one with the largest share of its people first. */
  counties?: readonly string[];
  /**
   * Census population: the April 1, 2020 estimates base (the Census Bureau's starting point for its
   * estimates, built on the 2020 Census count) and the latest estimate with its year.
   */
  population?: { april2020: string; baseDate: string; estimate?: { value: string; year: string; date: string } };
  /** Rank within the state over all its incorporated places, by the figure `basis` names. */
  rank?: { ordinal: string; of: string; basis: string };
  /** The veterans cemeteries the page names, nearest for a casket first (the state's own first in Alaska and Hawaii). */
  cemeteries: CemeteryNear[];
  /**
   * The offices of the city's principal county that serve it after a death (content/data/county-offices),
   * with the county's name; absent where the county's module names none.
   */
  offices?: { county: string; list: OfficeListed[] };
  /**
   * Where the county's shared offices are listed when another city page of the county carries
   * them (its largest): the county, that page's city and path. The shared offices are then facts
   * of that page only, and this page names them in one sentence with a link.
   */
  officesOn?: { county: string; city: string; path: string };
  /**
   * The state page names this city among its largest places, with its population: the city's
   * population and rank are then not facts of its own (`ownFacts`), though its page still states them.
   */
  onStatePage?: true;
  /** The state's other veterans cemeteries (not closed, not tribal), nearest first, with their distances from the city. */
  otherCemeteries: Array<{ name: string; town: string; miles: string }>;
  /** The state page gives a free-look period set by law (the city page's one sentence about its state says so only then). */
  stateFreeLook: boolean;
  /** The other city pages of the state, by name. */
  stateCities: StateCity[];
  sources: SourceRef[];
}

/**
 * The facts of a city page that are its own, that no other page carries: its counties, its
 * population and its rank in the state (unless the state page names it among its largest places
 * with its population), each veterans cemetery named with its distance from the city, and each
 * office of its county named with its address (the court for the estate, the office for death
 * certificates). The state's facts, which the city page only links, never count.
 */
export function ownFacts(
  f: Pick<CityPageFacts, 'counties' | 'population' | 'rank' | 'cemeteries' | 'onStatePage' | 'offices'>,
): string[] {
  const censusOwn = !f.onStatePage;
  return [
    ...(f.counties && f.counties.length > 0 ? ['county'] : []),
    ...(f.population && censusOwn ? ['population'] : []),
    ...(f.rank && censusOwn ? ['rank'] : []),
    ...f.cemeteries.map((c) => `cemetery-${c.role}`),
    ...(f.offices?.list ?? []).map((o) => `office-${o.kind}: ${o.name}`),
  ];
}

/**
 * What a state page gives, each only where its facts hold it: its lede says so, and each of its
 * cities' pages links it with these words (never promising a free-look period the state page does not give).
 */
export function stateContents(
  f: Pick<StatePageFacts, 'largest' | 'funeralCost' | 'regulator' | 'freeLook' | 'cemeteries'>,
): string[] {
  return [
    f.largest.length > 0 ? 'the largest places' : '',
    f.funeralCost ? 'funeral cost figures' : '',
    f.regulator ? 'who licenses insurance agents and takes complaints' : '',
    f.freeLook ? 'the free-look period set by law' : '',
    f.cemeteries.length > 0 ? 'every veterans cemetery with what it takes' : '',
  ].filter((p) => p.length > 0);
}

/** A city page with fewer than this many facts of its own is noindex, follow and out of the sitemap. */
export const minOwnFacts = 3;

/** True when a city page has enough facts of its own to be indexed. */
export function cityIndexable(f: Parameters<typeof ownFacts>[0]): boolean {
  return ownFacts(f).length >= minOwnFacts;
}

/* ------------------------------------------------------------------ formatting, one rule each */

const ordinalWords = ['', 'largest', 'second-largest', 'third-largest', 'fourth-largest', 'fifth-largest'];

/** "largest", "second-largest" … "fifth-largest", then "12th-largest". */
export function rankWords(rank: number): string {
  if (!Number.isInteger(rank) || rank < 1) throw new Error(`rank must be a whole number from 1: ${rank}`);
  const word = ordinalWords[rank];
  if (word) return word;
  const tens = rank % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][rank % 10] ?? 'th');
  return `${rank}${suffix}-largest`;
}

/** Straight-line miles as pages print them: whole miles, at least 1. */
export function formatMiles(miles: number): string {
  return formatCount(Math.max(1, Math.round(miles)));
}

/** "1 mile", "26 miles": a distance as printed, with its unit. */
export function milesWords(miles: string): string {
  return `${miles} ${miles === '1' ? 'mile' : 'miles'}`;
}

export const formatPopulation = formatCount;
export const formatCost = formatUsd;

/* ------------------------------------------------------------------ traceability */

/** Every number printed in a text: "215,006", "$8,300", "2020", "60". */
export function numbersIn(text: string): string[] {
  // Most strings of a facts record (names, paths, city links) hold no digit: no match list for them.
  if (!/\d/.test(text)) return [];
  return [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => m[0].replace(/,$/, ''));
}

/** Every number that the facts record holds, as printed (from every string field, deeply). */
export function numbersOf(record: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      for (const n of numbersIn(v)) {
        out.add(n);
        // "2021-01-07" is printed as "7 January 2021".
        if (/^0\d$/.test(n)) out.add(String(Number(n)));
      }
    } else if (typeof v === 'number') out.add(String(v));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(record);
  return out;
}

/**
 * The numbers of a page's text that are not fields of its facts: the build refuses a place page
 * with any (a figure typed into a template, or computed twice and rounded two ways).
 */
export function untracedNumbers(text: string, ...records: unknown[]): string[] {
  const known = records.map((r) => (r !== null && typeof r === 'object' && sharedNumbers.get(r)) || numbersOf(r));
  return [...new Set(numbersIn(text).filter((n) => !known.some((numbers) => numbers.has(n))))];
}

/** The numbers of the records every page's check reads, collected once (`sharesNumbers`). */
const sharedNumbers = new WeakMap<object, ReadonlySet<string>>();

/**
 * Collects the numbers of a record that every place page's check reads (the site's facts, its phone
 * numbers) once, now, instead of once a page (decision 0083). The record must not change after.
 */
export function sharesNumbers(record: object): void {
  sharedNumbers.set(record, numbersOf(record));
}

/* ------------------------------------------------------------------ sources */

/** The sources, each once, in the order first used. */
export function uniqueSources(...lists: ReadonlyArray<readonly SourceRef[]>): SourceRef[] {
  const seen = new Map<string, SourceRef>();
  for (const list of lists) for (const s of list) if (!seen.has(s.id)) seen.set(s.id, s);
  return [...seen.values()];
}

/**
 * The go-live rule for sources: a source is stale when the data's own date is more than `years`
 * before `today` (a year alone counts from its end, a month from its last day). A source whose
 * document carries no date of its own is stale when it was last checked more than one year ago.
 * The day a source was read never makes old data fresh.
 */
export function staleSources(sources: readonly SourceRef[], today: string, years = 2): SourceRef[] {
  const before = (n: number) => {
    const [y, m, d] = today.split('-').map(Number);
    return new Date(Date.UTC((y ?? 0) - n, (m ?? 1) - 1, d ?? 1)).toISOString().slice(0, 10);
  };
  const lastDay = (date: string) => (date.length === 4 ? `${date}-12-31` : date.length === 7 ? `${date}-31` : date);
  return sources.filter((s) => (s.date ? lastDay(s.date) < before(years) : s.checked < before(1)));
}
