/** The part of the `zipcodes` package (no bundled types) the lead store uses. */
declare module 'zipcodes' {
  export interface ZipCodeInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipCodeInfo | undefined;
  const zipcodes: { lookup: typeof lookup };
  export default zipcodes;
}
