import { z } from 'zod';
import { type Amount, amountSchema, type DeathSource, deathSourceSchema } from './after-death.schema';

/**
 * What Social Security and the VA pay after a death, and where a family looks for a policy or money
 * nobody knew about, from the agencies' pages (or a government copy of them) read on 2026-11-26.
 * Amounts carry the first day of death they apply to; the VA's are set each year and go on the
 * staleness list of `audit --go-live`.
 */

const checked = '2026-11-26';
const src = (s: Omit<DeathSource, 'checked'>): DeathSource => ({ ...s, checked });

const vaBurialPage = src({
  title: 'Burial Benefits',
  url: 'https://benefits.va.gov/COMPENSATION/claims-special-burial.asp',
  owner: 'U.S. Department of Veterans Affairs, Veterans Benefits Administration',
  dated: '2024-10-01',
});

const ssaPage = src({
  title: 'Social Security Lump-Sum Death Payment',
  url: 'https://www.disasterassistance.gov/get-assistance/forms-of-assistance/4487',
  owner: 'Social Security Administration',
  secondary: 'The federal DisasterAssistance.gov summary of the Social Security program, last updated August 8, 2018',
  dated: '2018-08-08',
});

const federalSchema = z.strictObject({
  ssa: z.strictObject({
    lumpSum: amountSchema,
    phone: z.string(),
    tty: z.string(),
    form: z.string(),
    applyWithinYears: z.number().int().positive(),
    source: deathSourceSchema,
  }),
  va: z.strictObject({
    serviceConnected: amountSchema,
    nonServiceConnected: amountSchema,
    plot: amountSchema,
    headstoneForm: z.string(),
    headstoneSource: deathSourceSchema,
    memorialCertificateSource: deathSourceSchema,
  }),
  policyLocator: deathSourceSchema,
  unclaimedProperty: deathSourceSchema,
  funeralRule: deathSourceSchema,
  funeralRuleCopy: deathSourceSchema,
  /** A casket bought elsewhere: the FTC staff's opinion, and a consumer group's plain summary. */
  casketFtcOpinion: deathSourceSchema,
  casketElsewhere: deathSourceSchema,
  /** The first day: a death at home under hospice care, at home without it, or in a facility. */
  hospiceDeath: deathSourceSchema,
  deathAtHomeOrFacility: deathSourceSchema,
  /** What an insurer does in a policy's first two years (Globe Life's own FAQ says it plainly). */
  contestable: deathSourceSchema,
  /** That some policies pay a benefit that varies with how long they have been in force. */
  earlyYearsBenefit: deathSourceSchema,
});

export const federalBenefits = federalSchema.parse({
  ssa: {
    lumpSum: {
      usd: 255,
      effective: '2018-08-08',
      effectiveKind: 'as of',
      changesYearly: false,
      source: ssaPage,
    },
    phone: '1-800-772-1213',
    tty: '1-800-325-0778',
    form: 'SSA-8',
    applyWithinYears: 2,
    source: ssaPage,
  },
  va: {
    serviceConnected: {
      usd: 2000,
      effective: '2001-09-11',
      effectiveKind: 'deaths on or after',
      changesYearly: false,
      source: vaBurialPage,
    },
    nonServiceConnected: {
      usd: 978,
      effective: '2024-10-01',
      effectiveKind: 'deaths on or after',
      changesYearly: true,
      source: vaBurialPage,
    },
    plot: {
      usd: 978,
      effective: '2024-10-01',
      effectiveKind: 'deaths on or after',
      changesYearly: true,
      source: vaBurialPage,
    },
    headstoneForm: 'VA Form 40-1330',
    headstoneSource: src({
      title: 'VA Publishes New Benefit Forms',
      url: 'https://nfda.org/news/in-the-news/nfda-news/id/3007/va-publishes-new-benefit-forms',
      owner: 'U.S. Department of Veterans Affairs, National Cemetery Administration',
      secondary: 'The National Funeral Directors Association’s report of the VA’s form of December 2017',
      dated: '2017-12-01',
    }),
    memorialCertificateSource: src({
      title: 'VA Updates Memorialization Products',
      url: 'https://www.ourveterans.nyc/va_updates_memorialization_products',
      owner: 'U.S. Department of Veterans Affairs, National Cemetery Administration',
      secondary: 'NYC Department of Veterans’ Services’ account of the VA’s forms',
      dated: null,
    }),
  },
  policyLocator: src({
    title: 'Learn How to Use the NAIC Life Insurance Policy Locator',
    url: 'https://content.naic.org/article/learn_how_use_naic_life_insurance_policy_locator.htm',
    owner: 'National Association of Insurance Commissioners (NAIC)',
    dated: '2021-09-07',
  }),
  unclaimedProperty: src({
    title: 'How States Return Missing Money',
    url: 'https://unclaimed.org/how-states-return-missing-money/',
    owner: 'National Association of Unclaimed Property Administrators (NAUPA)',
    dated: null,
  }),
  funeralRule: src({
    title: 'Paying Final Respects: Your Rights When Buying Funeral Goods & Services',
    url: 'https://docslib.org/doc/1330604/paying-final-respects-t-1-877-ftc-help-ederal-f-your-rights-when-buying-funeral-goods-services',
    owner: 'Federal Trade Commission',
    secondary: 'A copy of the FTC’s consumer leaflet published by docslib.org',
    dated: null,
  }),
  funeralRuleCopy: src({
    title: 'The Funeral Rule',
    url: 'https://fcaga.org/planning/funeral-rule/',
    owner: 'Federal Trade Commission (the Funeral Rule)',
    secondary: 'The Funeral Consumers Alliance of Georgia’s summary of the rule’s rights',
    dated: null,
  }),
  casketFtcOpinion: src({
    title: 'Staff Opinion 10-1: third-party caskets',
    url: 'https://www.ftc.gov/sites/default/files/documents/advisory_opinions/opinion-10-1/opinion10-1.pdf',
    owner: 'Federal Trade Commission, Division of Marketing Practices',
    dated: '2010-04-19',
  }),
  casketElsewhere: src({
    title: 'Retail caskets: what’s legal for a funeral home to do?',
    url: 'https://sdmsonline.com/retail-caskets-for-sale/',
    owner: 'Funeral Consumers Alliance (FCA Newsletter, Spring 2022)',
    secondary: 'The FCA newsletter article as republished by sdmsonline.com',
    dated: null,
  }),
  hospiceDeath: src({
    title: 'When a hospice patient dies at home',
    url: 'https://hospicefoundation.org/?p=84226',
    owner: 'Hospice Foundation of America',
    dated: null,
  }),
  deathAtHomeOrFacility: src({
    title: 'A Death Has Occurred',
    url: 'https://peaceful-decisions.com/a-death-has-occurred/',
    owner: 'Peaceful Decisions (an end-of-life planning service)',
    dated: null,
  }),
  contestable: src({
    title: 'Frequently Asked Questions (Liberty National Division)',
    url: 'https://home.globelifeinsurance.com/libertynational/faq',
    owner: 'Globe Life',
    dated: null,
  }),
  earlyYearsBenefit: src({
    title: 'Life Insurance Claims: Frequently Asked Questions',
    url: 'https://www.mycolonialpenn.com/customerservice/claims-faqs/',
    owner: 'Colonial Penn Life Insurance Company',
    dated: null,
  }),
});

/** Every amount the guide states, for the tests and the staleness list. */
export function federalAmounts(): ReadonlyArray<readonly [string, Amount]> {
  const { ssa, va } = federalBenefits;
  return [
    ['Social Security lump-sum death payment', ssa.lumpSum],
    ['VA burial allowance, service-connected death', va.serviceConnected],
    ['VA burial allowance, non-service-connected death', va.nonServiceConnected],
    ['VA plot or interment allowance', va.plot],
  ];
}

/** Every page the guide's federal facts cite. */
export function federalSources(): DeathSource[] {
  const { ssa, va, policyLocator, unclaimedProperty, funeralRule, funeralRuleCopy } = federalBenefits;
  const { hospiceDeath, deathAtHomeOrFacility, contestable, earlyYearsBenefit } = federalBenefits;
  const { casketFtcOpinion, casketElsewhere } = federalBenefits;
  const all = [
    casketFtcOpinion,
    casketElsewhere,
    hospiceDeath,
    deathAtHomeOrFacility,
    contestable,
    earlyYearsBenefit,
    ssa.source,
    va.serviceConnected.source,
    va.headstoneSource,
    va.memorialCertificateSource,
    policyLocator,
    unclaimedProperty,
    funeralRule,
    funeralRuleCopy,
  ];
  return all.filter((s, i) => all.findIndex((t) => t.url === s.url) === i);
}
