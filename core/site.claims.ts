import type { ClaimRegister } from './site.config.schema';

/**
 * The register of marketing claims. Each claim lives here once; pages show it only through
 * src/components/content/Claim.tsx. None of these figures has a source yet: they are samples,
 * kept off every page, and `npm run cli -- audit --go-live` lists them. To make one real, replace
 * `sample: true` with `source: { url: 'https://…' or document: '…', date: 'YYYY-MM-DD' }`.
 *
 * Part of the site config, kept in its own module so that only the pages that show a claim import
 * it: in core/site.config.ts, which the islands import for the phone numbers, every sample figure
 * would ship in the public JavaScript. Checked with `claimRegisterSchema` of
 * core/site.config.schema.ts when the site builds.
 */
export const claimsRegister: ClaimRegister = {
  familiesServed: { figure: '10,000+', label: 'families helped', thirdParty: false, sample: true },
  claimsSatisfaction: { figure: '100%', label: 'claims satisfaction', thirdParty: false, sample: true },
  yearsExperience: { figure: '25+', label: 'years in final expense insurance', thirdParty: false, sample: true },
  reviewScore: { figure: '4.8/5', label: 'from 2,500+ reviews', thirdParty: true, sample: true },
  bbbRating: { figure: 'A+', label: 'BBB rating', thirdParty: true, sample: true },
  statesLicensed: { figure: '50', label: 'states where we are licensed', thirdParty: false, sample: true },
};
