import { type FreeLook, freeLookPeriodsSchema } from './state-law.schema';

/**
 * The free-look period for individual life insurance in each state and DC: how many days after
 * delivery a buyer may return a new policy for a refund, as the state's statute (or, where marked,
 * the insurance regulator's rule) sets it, with the citation and the page its text was read on.
 *
 * Only periods read in the text of the law (or, for New York, on the regulator's own page) are
 * recorded. Where none was found the record says `unknown`: secondary summaries (exam guides,
 * insurer blogs) disagree with each other for many states, so they are not used. A state is marked
 * `not-set-by-statute` only where a source says so; none is, yet.
 */
export type { FreeLook };

const read = '2026-11-25';
const notFound = 'No text of a law on the free look for individual life insurance was found for this state.';
const unknown = (note = notFound): FreeLook => ({ status: 'unknown', note });

export const freeLookPeriods: Readonly<Record<string, FreeLook>> = freeLookPeriodsSchema.parse({
  AL: unknown(),
  AK: {
    status: 'set',
    law: 'statute',
    days: 10,
    appliesTo: 'life insurance policies and annuity contracts',
    citation: 'Alaska Stat. § 21.45.020(c)',
    source: {
      url: 'https://getpocketlaw.com/law/state_alaska/section-21-45-020-standards-provisions-required-return-and-refund_2715a66bd262',
      read,
    },
  },
  AZ: unknown(
    'Arizona’s statute on standard life policy provisions (A.R.S. §§ 20-1201 to 20-1233) has a free-look section for annuities only (§ 20-1233); no section for life policies was found, and secondary sources disagree.',
  ),
  AR: unknown(),
  CA: {
    status: 'set',
    law: 'statute',
    days: 10,
    maxDays: 30,
    appliesTo: 'individual life insurance policies and individual annuity contracts',
    citation: 'Cal. Ins. Code § 10127.9 (§ 10127.7 for policies with a face value under $10,000)',
    source: { url: 'https://self-law.org/code/ca/insurance-code/10127-9', read },
    olderBuyers: {
      age: 60,
      days: 30,
      citation: 'Cal. Ins. Code § 10127.10',
      source: {
        url: 'https://getpocketlaw.com/law/state_california/section-10127-10-section-10127-10_1dceebc6b02a',
        read,
      },
      note: 'The section covers policies delivered to a “senior citizen”; the age of 60 is the Insurance Code’s definition of that term, which was not read here.',
    },
    note: 'The insurer states a period of at least 10 and at most 30 days on the policy.',
  },
  CO: unknown(
    'No text of a Colorado law on the life insurance free look was found; secondary sources give 10 days, 15 days or none.',
  ),
  CT: unknown(),
  DE: unknown(),
  DC: unknown(),
  FL: unknown(
    'No statute text was found. Secondary sources give 14 days but cite a section (Fla. Stat. § 627.455) that is about incontestability.',
  ),
  GA: unknown(
    'O.C.G.A. § 33-25-8 is the life policy return-and-refund section, but its text (the number of days) was not read.',
  ),
  HI: unknown(),
  ID: {
    status: 'set',
    law: 'statute',
    days: 20,
    appliesTo: 'life insurance policies and annuity contracts',
    citation: 'Idaho Code § 41-1935',
    source: { url: 'http://www.lawserver.com/law/state/idaho/id-code/idaho_code_title_41_chapter_19', read },
    note: 'The 20 days are read from the section’s title in the code (“Life insurance and annuities — Twenty day free examination”); the body of the section was not read.',
  },
  IL: unknown(),
  IN: {
    status: 'set',
    law: 'statute',
    days: 10,
    appliesTo: 'individual life insurance policies other than credit life, sold after June 30, 1994',
    citation: 'Ind. Code § 27-1-12-43',
    source: { url: 'https://instalawyer.io/laws/indiana-code/27-1-12-43-life-insurance-provision-allowing', read },
  },
  IA: unknown(),
  KS: {
    status: 'set',
    law: 'regulation',
    days: 10,
    appliesTo: 'individual life insurance policies and annuity contracts',
    citation: 'Kan. Admin. Regs. § 40-2-15',
    source: { url: 'https://www.law.cornell.edu/regulations/kansas/K-A-R-40-2-15', read },
  },
  KY: unknown('KRS 304.15-050 (“Payment of premiums -- Return of policy”) may set it, but its text was not read.'),
  LA: unknown(),
  ME: unknown(),
  MD: {
    status: 'set',
    law: 'statute',
    days: 10,
    appliesTo: 'life insurance policies and annuity contracts under Title 16 of the Insurance Article',
    citation: 'Md. Code, Ins. § 16-105',
    source: { url: 'https://self-law.org/code/md/insurance/16-105', read },
    note: 'The insurer returns a pro rata premium for the unexpired term, not the whole premium, unless the Commissioner approves a notice at least as favorable.',
  },
  MA: {
    status: 'set',
    law: 'statute',
    days: 10,
    appliesTo: 'individual life insurance policies with a face amount under $25,000',
    citation: 'Mass. Gen. Laws ch. 175, § 187H',
    source: { url: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXXII/Chapter175/Section187H', read },
  },
  MI: unknown(
    'MCL 500.4015 is Michigan’s life policy cancellation-and-refund notice section, but its text (the number of days) was not read.',
  ),
  MN: {
    status: 'set',
    law: 'statute',
    days: 10,
    appliesTo: 'the individual policies listed in Minn. Stat. § 72A.51',
    citation: 'Minn. Stat. §§ 72A.51–72A.52',
    source: { url: 'https://self-law.org/code/mn/chapter-72/72a-52', read },
    note: 'That the list covers individual life policies is read from § 72A.52’s own terms (replacement policies, variable annuities); § 60A.06, which the list cites, was not read.',
    replacement: {
      days: 30,
      citation: 'Minn. Stat. § 72A.52, subd. 1(2)',
    },
  },
  MS: unknown(),
  MO: unknown(),
  MT: unknown(),
  NE: unknown(),
  NV: unknown(
    'NRS 688A.165 (“Surrender and request for cancellation of contract or policy”) may set it, but its text was not read.',
  ),
  NH: unknown(),
  NJ: unknown(
    'N.J.S.A. 17B:25-2.1 is New Jersey’s free-look section for individual life policies (N.J.A.C. 11:4-40A.3 names it), but its text was not read.',
  ),
  NM: unknown(),
  NY: {
    status: 'set',
    law: 'statute',
    days: 10,
    maxDays: 30,
    appliesTo: 'life insurance policies',
    citation: 'New York Insurance Law, as the Department of Financial Services states it (the page names no section)',
    source: { url: 'http://www.dfs.ny.gov/consumer/faqs/faqs_life.htm', read },
    replacement: {
      days: 60,
      citation: 'New York Insurance Law, as the Department of Financial Services states it',
    },
    note: 'A policy sold by mail order must allow 30 days.',
  },
  NC: {
    status: 'set',
    law: 'regulation',
    days: 10,
    appliesTo: 'individual life insurance and annuity policies',
    citation: '11 NCAC 12 .0447',
    source: {
      url: 'http://ncrules.state.nc.us/ncac/title%2011%20-%20insurance/chapter%2012%20-%20life%20and%20health%20division/11%20ncac%2012%20.0447.html',
      read,
    },
  },
  ND: unknown(),
  OH: unknown(
    'No text of an Ohio law on the life insurance free look was found; secondary sources disagree (10 days, or none).',
  ),
  OK: unknown('No text of an Oklahoma law on the life insurance free look was found; secondary sources disagree.'),
  OR: unknown(
    'No Oregon statute on the life insurance free look was found (ORS 743.492 covers health insurance); a secondary source says none is required.',
  ),
  PA: {
    status: 'set',
    law: 'statute',
    days: 10,
    appliesTo: 'individual fixed-dollar life and endowment insurance policies',
    citation: '40 P.S. § 510c',
    source: { url: 'https://codes.findlaw.com/pa/title-40-ps-insurance/pa-st-sect-40-510c/', read },
    replacement: {
      days: 45,
      citation: '40 P.S. § 510c(a)(2)',
      note: 'When the new policy replaces a policy or annuity of the same insurer or insurer group; the period for replacing another insurer’s policy (paragraph (a)(3)) was cut off in the copy read.',
    },
  },
  RI: {
    status: 'set',
    law: 'statute',
    days: 20,
    appliesTo: 'individual life insurance policies and annuity contracts delivered after January 1, 2008',
    citation: 'R.I. Gen. Laws § 27-4-6.1',
    source: { url: 'https://instalawyer.io/laws/rhode-island-general-laws/section-27-4-61-right-to', read },
  },
  SC: unknown(
    'No text of a South Carolina law on the life insurance free look was found (S.C. Code § 38-71-150 covers health insurance).',
  ),
  SD: unknown(),
  TN: unknown(
    'No text of a Tennessee law on the life insurance free look was found (Tenn. Code § 56-26-129 covers accident and health).',
  ),
  TX: unknown(
    'No text of a Texas law on the life insurance free look was found; the Office of Public Insurance Counsel says most companies give at least 10 to 20 days.',
  ),
  UT: {
    status: 'set',
    law: 'statute',
    days: 10,
    appliesTo: 'life insurance policies, certificates and annuity contracts other than group term and credit life',
    citation: 'Utah Code § 31A-22-423',
    source: { url: 'https://codes.findlaw.com/ut/title-31a-insurance-code/ut-code-sect-31a-22-423/', read },
    replacement: {
      days: 30,
      citation: 'Utah Code § 31A-22-423(1)(a)(ii)',
    },
  },
  VT: unknown(),
  VA: {
    status: 'set',
    law: 'statute',
    days: 10,
    appliesTo: 'individual life insurance policies',
    citation: 'Va. Code § 38.2-3301',
    source: { url: 'https://law.lis.virginia.gov/vacodefull/title38.2/chapter33/article1', read },
  },
  WA: unknown(
    'RCW 48.23.380 (“Return of policy and refund of premium”) is in Washington’s life insurance chapter, but its text was not read.',
  ),
  WV: unknown(),
  WI: unknown(),
  WY: unknown(),
});

/** The free-look record of a state or DC; throws for a code that is neither. */
export function freeLookFor(stateCode: string): FreeLook {
  const found = freeLookPeriods[stateCode.toUpperCase()];
  if (!found) throw new Error(`no free-look record for ${stateCode}`);
  return found;
}
