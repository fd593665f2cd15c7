/**
 * Distances between places on the globe (haversine, on a sphere of the Earth's mean radius) and
 * the nearest places to a point. Pure functions: used at build and by the CLI.
 */
export interface LatLon {
  lat: number;
  lon: number;
}

const earthRadiusMiles = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles. */
export function distanceMiles(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The `count` places nearest to `origin`, closest first, each with its distance. `exclude`
 * leaves a place out (the origin itself). Ties keep the list's order, so the result is stable.
 */
export function nearest<T extends LatLon>(
  origin: LatLon,
  places: readonly T[],
  count: number,
  exclude: (place: T) => boolean = () => false,
): Array<{ place: T; miles: number }> {
  if (count <= 0) return [];
  const best: Array<{ place: T; miles: number; index: number }> = [];
  places.forEach((place, index) => {
    if (exclude(place)) return;
    const miles = distanceMiles(origin, place);
    if (best.length === count && miles >= (best[best.length - 1]?.miles ?? Number.POSITIVE_INFINITY)) return;
    let at = best.length;
    while (at > 0 && (best[at - 1]?.miles ?? 0) > miles) at--;
    best.splice(at, 0, { place, miles, index });
    if (best.length > count) best.pop();
  });
  return best.map(({ place, miles }) => ({ place, miles }));
}

const milesPerDegreeLat = 69.05;

interface Found {
  index: number;
  miles: number;
}

/** Closer first; at equal distance, earlier in the list first (as `nearest` orders them). */
const before = (a: Found, b: Found) => a.miles < b.miles || (a.miles === b.miles && a.index < b.index);

/**
 * The `count` nearest other places for every place of a list, closest first: the same answer as
 * calling `nearest` for each, but in about O(n·k) for spread-out places instead of O(n²). Places
 * are swept outwards in order of latitude, and each direction stops once the latitude gap alone
 * is larger than the current k-th distance.
 */
export function nearestForEach<T extends LatLon>(
  places: readonly T[],
  count: number,
): Array<Array<{ place: T; miles: number }>> {
  const order = places.map((_, i) => i).sort((a, b) => (places[a] as T).lat - (places[b] as T).lat || a - b);
  const rank = new Array<number>(places.length);
  order.forEach((index, r) => {
    rank[index] = r;
  });
  return places.map((origin, self) => {
    const best: Found[] = [];
    /** Looks at one place; false once the sweep in this direction can stop. */
    const consider = (index: number): boolean => {
      const other = places[index] as T;
      const worst = best.length === count ? best[best.length - 1] : undefined;
      if (worst && Math.abs(other.lat - origin.lat) * milesPerDegreeLat > worst.miles) return false;
      const found = { index, miles: distanceMiles(origin, other) };
      if (!worst || before(found, worst)) {
        let at = best.length;
        while (at > 0 && before(found, best[at - 1] as Found)) at--;
        best.splice(at, 0, found);
        if (best.length > count) best.pop();
      }
      return true;
    };
    const start = rank[self] as number;
    let up = start + 1;
    let down = start - 1;
    let upOpen = count > 0;
    let downOpen = count > 0;
    while (upOpen || downOpen) {
      if (upOpen) upOpen = up < order.length && consider(order[up++] as number);
      if (downOpen) downOpen = down >= 0 && consider(order[down--] as number);
    }
    return best.map(({ index, miles }) => ({ place: places[index] as T, miles }));
  });
}
