import { distanceMiles } from '#core/geo';
import file from './veterans-cemeteries.json' with { type: 'json' };
import { type Cemetery, veteransCemeteriesSchema } from './veterans-cemeteries.schema';

/**
 * Veterans cemeteries from the VA's published lists (content/data/veterans-cemeteries.json): the VA
 * national cemeteries and the state and tribal veterans cemeteries built with VA grants, with the
 * VA's coordinates, and the nearest of each kind to a place. Read at build and by the CLI.
 */
export type { Cemetery };

const data = veteransCemeteriesSchema.parse(file);

export const cemeteries: readonly Cemetery[] = data.cemeteries;
export const cemeterySources = data.sources;

/** A cemetery and its distance from a place, in whole miles (the one rounding rule: nearest mile, at least 1). */
export interface CemeteryDistance {
  cemetery: Cemetery;
  miles: number;
}

/** Distances are stated in whole miles: rounded to the nearest mile, and never 0. */
export function wholeMiles(miles: number): number {
  return Math.max(1, Math.round(miles));
}

/** What a cemetery takes for a new burial, by the VA's status; undefined where no source says. */
export function takesCasket(c: Cemetery): boolean | undefined {
  if (c.status === 'open') return true;
  if (c.status === undefined) return undefined;
  return false;
}

/** True when a cemetery takes new burials of cremated remains (open or cremation-only). */
export function takesCremated(c: Cemetery): boolean | undefined {
  if (c.status === 'open' || c.status === 'cremation-only') return true;
  if (c.status === undefined) return undefined;
  return false;
}

function closest(lat: number, lon: number, list: readonly Cemetery[]): CemeteryDistance | undefined {
  let best: { cemetery: Cemetery; exact: number } | undefined;
  for (const cemetery of list) {
    const exact = distanceMiles({ lat, lon }, cemetery);
    if (!best || exact < best.exact) best = { cemetery, exact };
  }
  return best && { cemetery: best.cemetery, miles: wholeMiles(best.exact) };
}

/**
 * The land a place and its cemeteries must share: the 48 contiguous states and DC are one; Alaska,
 * Hawaii and each territory stand apart (an ocean or another country lies between them and the
 * rest), so a cemetery there is never "nearest" to a place elsewhere, nor the other way round.
 */
export function landOf(state: string): string {
  return apartStates.has(state) ? state : 'contiguous';
}

const apartStates = new Set(['AK', 'HI', 'PR', 'GU', 'VI', 'AS', 'MP']);

/** True for a place whose state stands apart (Alaska, Hawaii, a territory): its page names the state cemetery first. */
export function standsApart(state: string): boolean {
  return landOf(state) !== 'contiguous';
}

/**
 * The island of a place in Hawaii: that of the nearest cemetery whose island is known (every
 * island with a city page has one). Undefined elsewhere.
 */
function islandOf(lat: number, lon: number, state: string, list: readonly Cemetery[]): string | undefined {
  if (state !== 'HI') return undefined;
  return closest(
    lat,
    lon,
    list.filter((c) => c.state === state && c.island),
  )?.cemetery.island;
}

/** The veterans cemeteries a place's page names, each with its straight-line distance. */
export interface NearestCemeteries {
  /** The nearest cemetery the VA lists as open for casket burial (a national one: only those carry a status). */
  casket?: CemeteryDistance;
  /**
   * The nearest one that takes cremated remains only, named only when it is nearer than `casket`
   * (or when no cemetery on the same land is open for a casket).
   */
  cremated?: CemeteryDistance;
  /**
   * The nearest state veterans cemetery of the place's own state (most take only residents of their
   * state) that is not closed, not tribal (a tribal cemetery serves its tribe's members) and whose
   * owner the VA names; its burial status is not in the VA's list.
   */
  state?: CemeteryDistance;
}

/**
 * The cemeteries a page about a place at (lat, lon) in `state` names: the nearest open for a
 * casket, the nearest for cremated remains where that is nearer, and the nearest state cemetery,
 * each on the same land as the place (`landOf`; in Hawaii, the same island): never one across the sea. A cemetery that takes
 * cremated remains only is never the casket choice, and one closed to new burials or not yet open
 * is never named.
 */
export function nearestCemeteries(lat: number, lon: number, state: string, list = cemeteries): NearestCemeteries {
  const land = landOf(state);
  const island = islandOf(lat, lon, state, list);
  const reachable = list.filter((c) => landOf(c.state) === land && (!island || c.island === island));
  const casket = closest(
    lat,
    lon,
    reachable.filter((c) => takesCasket(c) === true),
  );
  const cremationOnly = closest(
    lat,
    lon,
    reachable.filter((c) => takesCremated(c) === true && takesCasket(c) === false),
  );
  const cremated = cremationOnly && (!casket || cremationOnly.miles < casket.miles) ? cremationOnly : undefined;
  const inState = closest(
    lat,
    lon,
    reachable.filter(
      (c) =>
        c.kind === 'state' &&
        c.state === state &&
        !c.tribe &&
        !c.runBy &&
        c.status !== 'closed' &&
        c.status !== 'construction',
    ),
  );
  return { ...(casket && { casket }), ...(cremated && { cremated }), ...(inState && { state: inState }) };
}

/**
 * The other veterans cemeteries of a place's own state, nearest first, each with its distance: every
 * one that is not closed to new burials or not yet open, and not one that serves only a tribe's
 * members or whose owner the VA does not name; `except` leaves out those the page names already.
 */
export function stateCemeteriesByDistance(
  lat: number,
  lon: number,
  state: string,
  except: readonly Cemetery[] = [],
  list = cemeteries,
): CemeteryDistance[] {
  return list
    .filter(
      (c) =>
        c.state === state &&
        !except.includes(c) &&
        !c.tribe &&
        !c.runBy &&
        c.status !== 'closed' &&
        c.status !== 'construction',
    )
    .map((c) => ({ cemetery: c, exact: distanceMiles({ lat, lon }, c) }))
    .sort((a, b) => a.exact - b.exact)
    .map(({ cemetery, exact }) => ({ cemetery, miles: wholeMiles(exact) }));
}

/** "national cemetery", "state veterans cemetery", "tribal veterans cemetery of the Yurok Tribe". */
export function cemeteryKindWords(c: Cemetery): string {
  if (c.kind === 'national') return 'VA national cemetery';
  if (c.tribe) return `tribal veterans cemetery of the ${c.tribe.name}, for the tribe's members`;
  if (c.runBy) return 'veterans cemetery built with a VA grant (the VA does not name its owner)';
  return 'state veterans cemetery';
}

/** What the VA says it takes: "open for casket and cremated remains", "cremated remains only" … */
export function cemeteryStatusWords(c: Cemetery): string {
  switch (c.status) {
    case 'open':
      return 'open for casket and cremated remains';
    case 'cremation-only':
      return 'cremated remains only';
    case 'closed':
      return 'closed to new burials except in graves already used or reserved';
    case 'construction':
      return 'not yet open';
    default:
      return 'burial status not given in the VA list';
  }
}

/** The cemeteries of one state, national first, then by name. */
export function cemeteriesIn(state: string): Cemetery[] {
  return cemeteries
    .filter((c) => c.state === state)
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}
