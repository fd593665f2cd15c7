import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Alaska: estates go to the Superior Court of the judicial district (the Alaska Court System's
 * trial courts). Death certificates come from the state's Health Analytics and Vital Records
 * Section only, so no local office is listed. Searched on 2026-11-29 (issue 42).
 */
const searched =
  'We searched the Alaska Court System’s trial court pages and court directory for this court’s probate clerk; the copies we could read list court towns but give no street address or phone.';

const data: StateCountyOfficesInput = {
  state: 'AK',
  counties: [],
  gaps: [
    {
      county: 'Anchorage Municipality',
      kind: 'estate-court',
      why: `Anchorage Superior Court (Third Judicial District). ${searched}`,
    },
    {
      county: 'Fairbanks North Star Borough',
      kind: 'estate-court',
      why: `Fairbanks Superior Court at the Rabinowitz Courthouse (Fourth Judicial District). ${searched}`,
    },
    {
      county: 'Juneau City and Borough',
      kind: 'estate-court',
      why: `Juneau Superior Court (First Judicial District). ${searched}`,
    },
  ],
};

export default data;
