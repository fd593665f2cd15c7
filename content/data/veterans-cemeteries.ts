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
/** Cemeteries on the VA's lists that this file leaves out, each with the reason. */
export const omittedCemeteries = data.omitted;

/** A cemetery and its distance from a place, in whole miles (the one rounding rule: nearest mile, at least 1). */
export interface CemeteryDistance {
  cemetery: Cemetery;
  miles: number;
}

/** Distances are stated in whole miles: rounded to the nearest mile, and never 0. */
export function wholeMiles(miles: number): number {
  return Math.max(1, Math.round(miles));
}

/** Cemeteries that still take new burials (a closed national cemetery does not; a state one has no status). */
const takesBurials = (c: Cemetery) => c.status !== 'closed' && c.status !== 'construction';

function closest(lat: number, lon: number, list: readonly Cemetery[]): CemeteryDistance | undefined {
  let best: { cemetery: Cemetery; exact: number } | undefined;
  for (const cemetery of list) {
    const exact = distanceMiles({ lat, lon }, cemetery);
    if (!best || exact < best.exact) best = { cemetery, exact };
  }
  return best && { cemetery: best.cemetery, miles: wholeMiles(best.exact) };
}

/**
 * The nearest VA national cemetery to a point (in any state: national cemeteries serve every
 * veteran) and the nearest state or tribal veterans cemetery in `state` (most take only residents
 * of their state); either is undefined where there is none. Cemeteries closed to new burials or not
 * yet open are skipped unless `includeClosed` is set.
 */
export function nearestCemeteries(
  lat: number,
  lon: number,
  state: string,
  options: { includeClosed?: boolean } = {},
): { national?: CemeteryDistance; state?: CemeteryDistance } {
  const usable = options.includeClosed ? cemeteries : cemeteries.filter(takesBurials);
  const national = closest(
    lat,
    lon,
    usable.filter((c) => c.kind === 'national'),
  );
  const inState = closest(
    lat,
    lon,
    usable.filter((c) => c.kind === 'state' && c.state === state),
  );
  return { ...(national && { national }), ...(inState && { state: inState }) };
}

/** The cemeteries of one state, national first, then by name. */
export function cemeteriesIn(state: string): Cemetery[] {
  return cemeteries
    .filter((c) => c.state === state)
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}
