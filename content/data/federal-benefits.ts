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

/** A page read in the recheck of 2026-11-29 (issue 42). */
const src29 = (s: Omit<DeathSource, 'checked'>): DeathSource => ({ ...s, checked: '2026-11-29' });

/** Social Security's own words could not be read on ssa.gov here: these are copies of them, marked as such. */
const ssaCopyFuneralHome = src29({
  title: 'Helpful Guidance: How Social Security Can Help When A Family Member Dies',
  url: 'https://www.blakefuneralhome.com/helpful-guidance',
  owner: 'Social Security Administration',
  secondary:
    'A funeral home’s copy (Blake Funeral Home) of Social Security’s leaflet on what to do when a family member dies',
  dated: null,
});

const ssaCopyBeneficiaryDies = src29({
  title: 'Social Security Benefits: What To Do When A Beneficiary Dies',
  url: 'https://bartonfuneral.com/?p=33',
  owner: 'Social Security Administration',
  secondary: 'A funeral home’s copy (Barton Funeral Home) of Social Security’s steps when a beneficiary dies',
  dated: null,
});

const ssaCopyMonthOfDeath = src29({
  title: 'Can You Keep the Social Security Check for the Month Someone Dies?',
  url: 'http://www.socialsecurityinsider.com/2012/02/can-you-keep-the-social-security-check-for-the-months-someone-dies/',
  owner: 'Social Security Administration',
  secondary:
    'A Colorado disability lawyer’s blog quoting Social Security’s own text “If A Beneficiary Dies” (February 2012)',
  dated: null,
});

/** The VA's page of the National Cemetery Scheduling Office, and the VA's page of one national cemetery. */
const vaScheduleBurial = src29({
  title: 'Schedule a burial for a Veteran or family member',
  url: 'https://www.va.gov/burials-memorials/schedule-a-burial/',
  owner: 'U.S. Department of Veterans Affairs, National Cemetery Administration',
  dated: null,
});

const vaLosAngelesPage = src29({
  title: 'Los Angeles National Cemetery',
  url: 'https://cem.va.gov/cems/nchp/LosAngeles.asp',
  owner: 'U.S. Department of Veterans Affairs, National Cemetery Administration',
  dated: null,
});

/** A plain statement of what an agency says, with the page it was read on. */
const factSchema = z.strictObject({ text: z.string().min(20).max(400), source: deathSourceSchema });

const phone = z.string().regex(/^1-\d{3}-\d{3}-\d{4}$/, 'written as 1-800-555-0100');

const federalSchema = z.strictObject({
  ssa: z.strictObject({
    lumpSum: amountSchema,
    phone,
    tty: phone,
    /** The page that gives the phone and TTY numbers. */
    phoneSource: deathSourceSchema,
    form: z.string(),
    applyWithinYears: z.number().int().positive(),
    source: deathSourceSchema,
    /** Who reports the death to Social Security (usually the funeral home) and what the family gives it. */
    reportDeath: factSchema,
    /** The benefit for the month of death is not paid: a payment for that month is sent back. */
    monthOfDeath: factSchema,
    /** Who may get the $255 payment. */
    lumpSumWho: factSchema,
    /** Who may get monthly survivors benefits, one plain line each. */
    survivors: z.strictObject({ who: z.array(z.string().min(10).max(200)).min(3), source: deathSourceSchema }),
  }),
  va: z.strictObject({
    serviceConnected: amountSchema,
    nonServiceConnected: amountSchema,
    plot: amountSchema,
    /**
     * The VA sets the non-service-connected and plot amounts each fiscal year (from October 1). What
     * we could not read: the amounts for later years than the one above, for the page to say.
     */
    laterYearsGap: z.string().min(20).max(400),
    headstoneForm: z.string(),
    headstoneSource: deathSourceSchema,
    memorialCertificateSource: deathSourceSchema,
    /** The National Cemetery Scheduling Office: the family or the funeral home calls it to schedule a burial. */
    schedulingOffice: z.strictObject({
      phone,
      tty: z.string().min(3).max(20),
      hours: z.string().min(10).max(160),
      source: deathSourceSchema,
    }),
    /** Who besides the Veteran may be buried in a VA national cemetery: the spouse, also a surviving spouse. */
    spouseEligibility: factSchema,
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
    phoneSource: ssaCopyBeneficiaryDies,
    form: 'SSA-8',
    applyWithinYears: 2,
    source: ssaPage,
    reportDeath: {
      text: 'Most of the time the funeral home reports the death to Social Security. Give the funeral director the Social Security number of the person who died. Then they can do it.',
      source: ssaCopyFuneralHome,
    },
    monthOfDeath: {
      text: 'Social Security does not pay for the month a person dies. Each payment is for the month before. So the payment that comes in the month after the death must go back. If it was paid into a bank, tell the bank. If it came as a check, do not cash it.',
      source: ssaCopyMonthOfDeath,
    },
    lumpSumWho: {
      text: 'The $255 goes to the husband or wife who lived with the person who died. A husband or wife who lived apart gets it if they got certain Social Security benefits on that person’s record. With no such spouse, it goes to a child who could get benefits on that record for the month of death.',
      source: ssaCopyFuneralHome,
    },
    survivors: {
      who: [
        'A widow or widower aged 60 or older, or 50 or older with a disability',
        'A widow or widower of any age who cares for the child of the person who died, if the child is under 16 or has a disability',
        'An unmarried child under 18 (under 19 if still in grade school or high school full time), or of any age with a disability that began before 22',
        'A parent aged 62 or older who got at least half of their support from the person who died',
        'In some cases, a former husband or wife, a stepchild, grandchild or adopted child',
      ],
      source: ssaCopyFuneralHome,
    },
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
    laterYearsGap:
      'The VA changes these two amounts every fiscal year, starting October 1. We could not read a VA page with the amounts for deaths on or after October 1, 2025, or on or after October 1, 2026, on 2026-11-29. Ask the VA for the amount for the date of death.',
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
    schedulingOffice: {
      phone: '1-800-535-1117',
      tty: '711',
      hours: 'Monday to Friday 8:00 a.m. to 7:30 p.m. and Saturday 9:00 a.m. to 5:30 p.m. Eastern time',
      source: vaScheduleBurial,
    },
    spouseEligibility: {
      text: 'A Veteran’s husband or wife, or a widow or widower, may be buried in a VA national cemetery. So may the Veteran’s minor children who depend on them. A spouse may be buried there even if they die before the Veteran.',
      source: vaLosAngelesPage,
    },
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
    ssa.phoneSource,
    ssa.reportDeath.source,
    ssa.monthOfDeath.source,
    ssa.lumpSumWho.source,
    ssa.survivors.source,
    va.serviceConnected.source,
    va.schedulingOffice.source,
    va.spouseEligibility.source,
    va.headstoneSource,
    va.memorialCertificateSource,
    policyLocator,
    unclaimedProperty,
    funeralRule,
    funeralRuleCopy,
  ];
  return all.filter((s, i) => all.findIndex((t) => t.url === s.url) === i);
}
