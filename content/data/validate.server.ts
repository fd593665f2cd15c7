import type { z } from 'zod';
import { planListSchema } from '#core/pricing/plan.schema';
import { claimsRegister } from '#core/site.claims';
import { siteConfig } from '#core/site.config';
import { claimRegisterSchema, siteConfigSchema, stateLicensesSchema } from '#core/site.config.schema';
import { stateLicenses } from '#core/site.licenses';
import { cities, cityFacts } from '../places/cities';
import { citiesModuleSchema } from '../places/cities.schema';
import { achievements } from './achievements';
import { achievementsSchema } from './achievements.schema';
import { bylines, people } from './authors';
import { authorsModuleSchema } from './authors.schema';
import { carrierComparison } from './carrier-comparison';
import { carrierComparisonSchema } from './carrier-comparison.schema';
import { aarpReview } from './carrier-reviews/aarp';
import { colonialPennReview } from './carrier-reviews/colonial-penn';
import { globeLifeReview } from './carrier-reviews/globe-life';
import { mutualOfOmahaReview } from './carrier-reviews/mutual-of-omaha';
import { trustageReview } from './carrier-reviews/trustage';
import { carrierReviewSchema } from './carrier-reviews.schema';
import { carriers } from './carriers';
import { carriersSchema } from './carriers.schema';
import { checklist } from './checklist';
import { checklistSchema } from './checklist.schema';
import { countyOfficeFaults, countyOfficeModules } from './county-offices';
import { stateCountyOfficesSchema } from './county-offices.schema';
import { cremationTiers } from './cremation';
import { cremationSchema } from './cremation.schema';
import { faqs } from './faq';
import { faqSchema } from './faq.schema';
import { glossary } from './glossary';
import { glossarySchema } from './glossary.schema';
import { guideResources } from './guide-resources';
import { guideResourcesSchema } from './guide-resources.schema';
import { insurerPlans } from './insurer-plans';
import { leaders } from './leaders';
import { leadersSchema } from './leaders.schema';
import { plans } from './plans';
import { plansSchema } from './plans.schema';
import { publishedPriceTables } from './published-prices';
import { publishedPricesSchema } from './published-prices.schema';
import { regulators } from './regulators';
import { regulatorsSchema } from './regulators.schema';
import { type CityRecord, citySchema, stateSchema } from './schemas';
import { smallEstates } from './small-estates';
import { smallEstatesSchema } from './small-estates.schema';
import { states } from './states';
import { suicideClauseLaws } from './suicide-clause-laws';
import { suicideClauseLawsSchema } from './suicide-clause-laws.schema';
import { testimonials } from './testimonials';
import { testimonialsSchema } from './testimonials.schema';
import { videos } from './videos';
import { videosSchema } from './videos.schema';
import { waysToPay } from './ways-to-pay';
import { waysToPaySchema } from './ways-to-pay.schema';
import { whoNeeds } from './who-needs';
import { whoNeedsSchema } from './who-needs.schema';

/** Thrown when a data module is invalid; the message names the file and every fault. */
export class ContentDataError extends Error {
  override name = 'ContentDataError';
}

function describeIssues(file: string, error: z.ZodError): string {
  return error.issues.map((i) => `${file}: ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
}

function check<T>(file: string, schema: z.ZodType<T>, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : [describeIssues(file, result.error)];
}

export interface ContentData {
  siteConfig: unknown;
  claims: unknown;
  stateLicenses: unknown;
  states: readonly unknown[];
  cities: readonly CityRecord[];
}

/** Every fault in the site config and the content data, each line naming its file. */
export function findContentDataFaults(data: ContentData): string[] {
  const faults: string[] = [];
  faults.push(...check('core/site.config.ts', siteConfigSchema, data.siteConfig));
  faults.push(...check('core/site.claims.ts', claimRegisterSchema, data.claims));
  const stateCodes = new Set<string>();
  data.states.forEach((s, i) => {
    faults.push(...check(`content/data/states.ts [${i}]`, stateSchema, s));
    const code = (s as { code?: string }).code;
    if (code && stateCodes.has(code)) faults.push(`content/data/states.ts: duplicate state ${code}`);
    if (code) stateCodes.add(code);
  });
  faults.push(...check('core/site.licenses.ts', stateLicensesSchema, data.stateLicenses));
  const licensed = (data.stateLicenses ?? {}) as Record<string, unknown>;
  for (const code of stateCodes) {
    if (!(code in licensed)) faults.push(`core/site.licenses.ts: stateLicenses has no entry for ${code}`);
  }
  for (const code of Object.keys(licensed)) {
    if (!stateCodes.has(code)) faults.push(`core/site.licenses.ts: stateLicenses.${code} is not a state or DC`);
  }
  const seen = new Set<string>();
  data.cities.forEach((c, i) => {
    faults.push(...check(`content/places/cities.json [${i}]`, citySchema, c));
    if (!stateCodes.has(c.state)) faults.push(`content/places/cities.json: ${c.name} has unknown state ${c.state}`);
    const key = `${c.state}/${c.name.toLowerCase()}`;
    if (seen.has(key)) faults.push(`content/places/cities.json: duplicate city ${c.name}, ${c.state}`);
    seen.add(key);
  });
  return faults;
}

/**
 * The other data modules of content/data, each with its zod schema (in a `*.schema.ts` file, so
 * that zod never reaches the browser). Add one line per module.
 */
export interface DataModuleCheck {
  file: string;
  schema: z.ZodType;
  data: unknown;
}

export const dataModules: DataModuleCheck[] = [
  { file: 'content/places/cities.json', schema: citiesModuleSchema, data: { cityFacts, cities } },
  { file: 'content/data/regulators.ts', schema: regulatorsSchema, data: regulators },
  { file: 'content/data/carriers.ts', schema: carriersSchema, data: carriers },
  { file: 'content/data/carrier-comparison.ts', schema: carrierComparisonSchema, data: carrierComparison },
  { file: 'content/data/carrier-reviews/aarp.ts', schema: carrierReviewSchema, data: aarpReview },
  { file: 'content/data/carrier-reviews/colonial-penn.ts', schema: carrierReviewSchema, data: colonialPennReview },
  { file: 'content/data/carrier-reviews/globe-life.ts', schema: carrierReviewSchema, data: globeLifeReview },
  { file: 'content/data/carrier-reviews/mutual-of-omaha.ts', schema: carrierReviewSchema, data: mutualOfOmahaReview },
  { file: 'content/data/carrier-reviews/trustage.ts', schema: carrierReviewSchema, data: trustageReview },
  {
    file: 'content/data/insurer-plans/plans.ts with the rate books of content/data/rate-books',
    schema: planListSchema,
    data: insurerPlans,
  },
  { file: 'content/data/plans.ts', schema: plansSchema, data: plans },
  { file: 'content/data/published-prices.ts', schema: publishedPricesSchema, data: publishedPriceTables },
  { file: 'content/data/checklist.ts', schema: checklistSchema, data: checklist },
  { file: 'content/data/cremation.ts', schema: cremationSchema, data: cremationTiers },
  { file: 'content/data/ways-to-pay.ts', schema: waysToPaySchema, data: waysToPay },
  { file: 'content/data/guide-resources.ts', schema: guideResourcesSchema, data: guideResources },
  { file: 'content/data/who-needs.ts', schema: whoNeedsSchema, data: whoNeeds },
  { file: 'content/data/faq.ts', schema: faqSchema, data: faqs },
  { file: 'content/data/testimonials.ts', schema: testimonialsSchema, data: testimonials },
  { file: 'content/data/leaders.ts', schema: leadersSchema, data: leaders },
  { file: 'content/data/achievements.ts', schema: achievementsSchema, data: achievements },
  { file: 'content/data/videos.ts', schema: videosSchema, data: videos },
  { file: 'content/data/glossary.ts', schema: glossarySchema, data: glossary },
  { file: 'content/data/suicide-clause-laws.ts', schema: suicideClauseLawsSchema, data: suicideClauseLaws },
  { file: 'content/data/authors.ts', schema: authorsModuleSchema, data: { people, bylines } },
  { file: 'content/data/small-estates.ts', schema: smallEstatesSchema, data: smallEstates },
  ...countyOfficeModules.map(({ file, data }) => ({ file, schema: stateCountyOfficesSchema, data })),
];

/** Faults of the registered data modules, each naming its file. */
export function findDataModuleFaults(modules: readonly DataModuleCheck[] = dataModules): string[] {
  return modules.flatMap((m) => check(m.file, m.schema, m.data));
}

/** Validates the real modules; throws ContentDataError listing every fault. Run at build. */
export function validateContentData(): void {
  const faults = [
    ...findContentDataFaults({ siteConfig, claims: claimsRegister, stateLicenses, states, cities }),
    ...findDataModuleFaults(),
    ...countyOfficeFaults(countyOfficeModules, cityFacts),
  ];
  if (faults.length > 0) throw new ContentDataError(`Invalid content data:\n${faults.join('\n')}`);
}
