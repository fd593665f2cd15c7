/**
 * Distances between places on the globe (haversine, on a sphere of the Earth's mean radius). Pure
 * functions: used at build and by the CLI.
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
