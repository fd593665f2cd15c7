import type { StateLicenses } from './site.config.schema';

/**
 * The agency's license in each state and DC, or 'not licensed' (checked with the zod schema and
 * for completeness when the site builds). The numbers below are placeholders (`placeholder:
 * true`): pages label them as examples and `audit --go-live` lists them until staff enter the
 * real ones from the agency's license certificates. Where the agency holds no license, write
 * 'not licensed': that state's pages then say so and point to the phone line instead of the quote
 * form (run `npm run cli -- content generate` after changing this table).
 *
 * Part of the site config, kept in its own module so that only the state and city pages ship it
 * (in core/site.config.ts it would add 0.36 KB gzip to every page's JavaScript). Checked with
 * `stateLicensesSchema` of core/site.config.schema.ts.
 */
export const stateLicenses: StateLicenses = {
  AL: { number: 'AL-0000000', placeholder: true },
  AK: { number: 'AK-0000000', placeholder: true },
  AZ: { number: 'AZ-0000000', placeholder: true },
  AR: { number: 'AR-0000000', placeholder: true },
  CA: { number: 'CA-0000000', placeholder: true },
  CO: { number: 'CO-0000000', placeholder: true },
  CT: { number: 'CT-0000000', placeholder: true },
  DE: { number: 'DE-0000000', placeholder: true },
  DC: { number: 'DC-0000000', placeholder: true },
  FL: { number: 'FL-0000000', placeholder: true },
  GA: { number: 'GA-0000000', placeholder: true },
  HI: { number: 'HI-0000000', placeholder: true },
  ID: { number: 'ID-0000000', placeholder: true },
  IL: { number: 'IL-0000000', placeholder: true },
  IN: { number: 'IN-0000000', placeholder: true },
  IA: { number: 'IA-0000000', placeholder: true },
  KS: { number: 'KS-0000000', placeholder: true },
  KY: { number: 'KY-0000000', placeholder: true },
  LA: { number: 'LA-0000000', placeholder: true },
  ME: { number: 'ME-0000000', placeholder: true },
  MD: { number: 'MD-0000000', placeholder: true },
  MA: { number: 'MA-0000000', placeholder: true },
  MI: { number: 'MI-0000000', placeholder: true },
  MN: { number: 'MN-0000000', placeholder: true },
  MS: { number: 'MS-0000000', placeholder: true },
  MO: { number: 'MO-0000000', placeholder: true },
  MT: { number: 'MT-0000000', placeholder: true },
  NE: { number: 'NE-0000000', placeholder: true },
  NV: { number: 'NV-0000000', placeholder: true },
  NH: { number: 'NH-0000000', placeholder: true },
  NJ: { number: 'NJ-0000000', placeholder: true },
  NM: { number: 'NM-0000000', placeholder: true },
  NY: { number: 'NY-0000000', placeholder: true },
  NC: { number: 'NC-0000000', placeholder: true },
  ND: { number: 'ND-0000000', placeholder: true },
  OH: { number: 'OH-0000000', placeholder: true },
  OK: { number: 'OK-0000000', placeholder: true },
  OR: { number: 'OR-0000000', placeholder: true },
  PA: { number: 'PA-0000000', placeholder: true },
  RI: { number: 'RI-0000000', placeholder: true },
  SC: { number: 'SC-0000000', placeholder: true },
  SD: { number: 'SD-0000000', placeholder: true },
  TN: { number: 'TN-0000000', placeholder: true },
  TX: { number: 'TX-0000000', placeholder: true },
  UT: { number: 'UT-0000000', placeholder: true },
  VT: { number: 'VT-0000000', placeholder: true },
  VA: { number: 'VA-0000000', placeholder: true },
  WA: { number: 'WA-0000000', placeholder: true },
  WV: { number: 'WV-0000000', placeholder: true },
  WI: { number: 'WI-0000000', placeholder: true },
  WY: { number: 'WY-0000000', placeholder: true },
};
