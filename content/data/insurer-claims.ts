import { z } from 'zod';
import {
  type DeathSource,
  type InsurerClaim,
  type InsurerClaimGap,
  insurerClaimGapSchema,
  insurerClaimSchema,
} from './after-death.schema';

/**
 * How a beneficiary claims with each insurer the agency is appointed with (core/site.config.ts) and
 * each insurer the site reviews, from the insurer's own pages (or a copy of its own document, named
 * as such), read on 2026-11-26 and rechecked on 2026-11-29. Where a page does not give a claims
 * phone, a mailing address or a claim form, `notFound` says so and the page shows the agency's
 * claims help number and the insurer's home office (`homeOffice`) where one was read. An insurer
 * whose claim steps we could not find at all is a gap, with its home office where one was read.
 */

const checked = '2026-11-26';
const src = (s: Omit<DeathSource, 'checked'>): DeathSource => ({ ...s, checked });
/** A page read in the recheck of 2026-11-29 (issue 42). */
const src29 = (s: Omit<DeathSource, 'checked'>): DeathSource => ({ ...s, checked: '2026-11-29' });

const claims: InsurerClaim[] = [
  {
    carrierId: 'mutual-of-omaha',
    company: 'United of Omaha Life Insurance Company (Mutual of Omaha)',
    phone: '1-800-775-6000',
    hours: 'Monday to Thursday 7 a.m. to 5:30 p.m., Friday 7 a.m. to 5 p.m. Central time',
    claimPage: 'https://www.mutualofomaha.com/contact/',
    documents: [],
    sources: [
      src({
        title: 'Contact Us: individual policyholders',
        url: 'http://www.mutualofomaha.com/contact/?policyholder_type=individual',
        owner: 'Mutual of Omaha',
        dated: null,
      }),
    ],
    notFound:
      'Mutual of Omaha’s contact page says to start a life claim by phone; it gives no mailing address or claim form for it, so the forms come after the call.',
    homeOffice: {
      company: 'United of Omaha Life Insurance Company',
      address: '3300 Mutual of Omaha Plaza, Omaha, NE 68175',
      source: src29({
        title: 'Life Claim Form: Instructions for Filing a Proof of Claim Form',
        url: 'https://docslib.org/doc/5860589/life-claim-form',
        owner: 'United of Omaha Life Insurance Company (Mutual of Omaha)',
        secondary:
          'A copy of the insurer’s group life claim form published by docslib.org; its letterhead gives the address',
        dated: null,
      }),
    },
  },
  {
    carrierId: 'aarp-new-york-life',
    company: 'New York Life Insurance Company, AARP Operations',
    phone: '1-800-695-5165',
    claimPage: 'https://www.nylaarp.com/faq/claims',
    formName: 'Claim Form (in the claims packet)',
    mail: 'New York Life Ins. Co. AARP Operations, Attention: Claims Department, P.O. Box 30713, Tampa, FL 33630-3713',
    documents: [
      'A completed claim form from each beneficiary',
      'A certified death certificate (copies are not accepted)',
    ],
    timeToPay:
      'If the claim is incontestable, payment is usually mailed 7 to 10 business days after New York Life receives the completed claim form and death certificate.',
    sources: [
      src({
        title: 'FAQs: Filing a claim',
        url: 'https://www.nylaarp.com/faq/claims',
        owner: 'New York Life Insurance Company',
        dated: null,
      }),
      src({
        title: 'How to Report a Claim',
        url: 'http://www.nylaarp.com/Life-Insurance/Claims',
        owner: 'New York Life Insurance Company',
        dated: null,
      }),
    ],
  },
  {
    carrierId: 'colonial-penn',
    company: 'Colonial Penn Life Insurance Company',
    phone: '1-800-523-9100',
    claimPage: 'https://www.mycolonialpenn.com/customerservice/claims-faqs/',
    formName: 'Claimant’s statement',
    mail: 'Colonial Penn Life Insurance Company, Life Claims Dept, PO Box 1918, Carmel, IN 46082-1918',
    documents: [
      'A claimant’s statement from each named beneficiary',
      'A certified death certificate (one is enough, however many policies there are)',
      'The original policy, if you have it',
    ],
    timeToPay:
      'The insurer’s leaflet estimates 1 to 2 weeks to assign the claim, and 1 to 2 weeks to decide once all papers are in.',
    timeToPaySource: 1,
    sources: [
      src({
        title: 'Life Insurance Claims: Frequently Asked Questions',
        url: 'https://www.mycolonialpenn.com/customerservice/claims-faqs/',
        owner: 'Colonial Penn Life Insurance Company',
        dated: null,
      }),
      src({
        title: 'How to submit a life claim',
        url: 'https://docslib.org/doc/6547939/life-insurance-claim-no-one-is-ever-prepared-for-the-loss-of-a-loved-one',
        owner: 'CNO Financial (Bankers Life, Washington National, Colonial Penn)',
        secondary: 'A copy of the insurers’ claim leaflet published by docslib.org',
        dated: null,
      }),
    ],
  },
  {
    carrierId: 'globe-life',
    company: 'Globe Life and Accident Insurance Company',
    phone: '1-800-654-5433',
    hours: 'Monday to Friday 7:30 a.m. to 6 p.m. Central time (Globe Life’s Customer Service Department)',
    claimPage: 'https://www.globelifeinsurance.com/claims/life-claims-filing-instructions',
    formName: 'Proofs of Death – Claimant Statement',
    mail: 'Globe Life & Accident, Life Claims Division, PO Box 8076, McKinney, TX 75070',
    documents: [
      'The Proofs of Death – Claimant Statement (all of it if the policy is under 2 years old; sections A and D if older)',
      'A certified death certificate showing the cause or manner of death (a copy is allowed for $50,000 or less)',
      'A copy of the obituary, if there is one',
    ],
    sources: [
      src({
        title: 'Life Claim Filing Instructions',
        url: 'https://www.globelifeinsurance.com/claims/life-claims-filing-instructions',
        owner: 'Globe Life',
        dated: null,
      }),
      // The filing instructions send questions to the Customer Service Department; this page of the
      // same site gives that department's number and hours.
      src29({
        title: 'Accident / Health / Physician Claims FAQs',
        url: 'https://www.globelifeinsurance.com/claims/accident-health-physician-expense-faqs',
        owner: 'Globe Life',
        dated: null,
      }),
    ],
  },
  {
    carrierId: 'trustage',
    company: 'CMFG Life Insurance Company (TruStage)',
    phone: '1-800-779-5433',
    hours: 'Monday to Friday 7 a.m. to 5 p.m. Central time; TTY users dial 711',
    claimPage: 'https://www.trustage.com/learn/life-insurance/how-does-claims-process-work',
    mail: 'TruStage, PO Box 61, Waverly, IA 50677-9202',
    documents: [
      'The insured’s name, date of birth and date of death (the policy number helps but is not needed)',
      'For a policy in force two years or less, more papers may be asked for',
    ],
    sources: [
      src({
        title: 'What does the life insurance claims process look like?',
        url: 'https://trustage.com/learn/life-insurance/how-does-claims-process-work',
        owner: 'TruStage',
        dated: '2023-03-29',
      }),
      src({
        title: 'Claims Information FAQs',
        url: 'https://trustage.com/my-account/help/claims-information-faqs',
        owner: 'TruStage',
        dated: null,
      }),
    ],
    notFound: 'TruStage’s pages name no claim form: the claim starts with a call, and TruStage says what it needs.',
  },
  {
    carrierId: 'foresters',
    company: 'The Independent Order of Foresters (Foresters Financial)',
    phone: '1-800-828-1540',
    hours: 'Monday to Friday 9 a.m. to 6 p.m. Eastern time',
    claimPage: 'https://www.foresters.com/en/customer-care/claims',
    formName: 'Life Claimant Statement (Contestable, for a death in the first two years; Non Contestable after)',
    documents: [],
    sources: [
      src29({
        title: 'How to file a claim',
        url: 'https://www.foresters.com/en/customer-care/claims',
        owner: 'Foresters Financial',
        dated: null,
      }),
    ],
    notFound:
      'Foresters’ claims page ends with a mailing address, but the copy we could read breaks off before it, so we do not show one. Call the claims line, or Foresters mails a claims package.',
  },
  {
    carrierId: 'transamerica',
    company: 'Transamerica Life Insurance Company',
    phone: '1-800-852-4678',
    hours: 'Monday to Friday 8 a.m. to 5 p.m. Central time (customer service)',
    claimPage: 'https://afp.transamerica.com/myta/public/faq.aspx',
    mail: 'Transamerica Life Insurance Company, 4333 Edgewood Rd. NE, Cedar Rapids, IA 52499',
    documents: [],
    sources: [
      src({
        title: 'FAQ: Policy Service and Claims',
        url: 'https://afp.transamerica.com/myta/public/faq.aspx',
        owner: 'Transamerica',
        dated: null,
      }),
    ],
    notFound:
      'Transamerica’s page gives its customer service line and its mailing address for individual life insurance, but no claims line and no claim form by name.',
    homeOffice: {
      company: 'Transamerica Life Insurance Company',
      address: '4333 Edgewood Rd. NE, Cedar Rapids, IA 52499',
      source: src29({
        title: 'FAQ: Policy Service and Claims',
        url: 'https://afp.transamerica.com/myta/public/faq.aspx',
        owner: 'Transamerica',
        dated: null,
      }),
    },
  },
  {
    carrierId: 'corebridge',
    company: 'American General Life Insurance Company (Corebridge Financial, formerly AIG Life & Retirement)',
    phone: '1-800-231-3655',
    claimPage: 'https://www.corebridgefinancial.com/support/common-beneficiary-situations',
    formName: 'Claimant’s Statement (in the claims packet)',
    mail: 'P.O. Box 2808, Amarillo, TX 79105-2808',
    documents: [
      'A Claimant’s Statement from each beneficiary',
      'A certified death certificate',
      'A newspaper notice of the death, when there is one',
      'The policy, or a note saying why it is not enclosed',
    ],
    timeToPay:
      'For most claims, review and processing within 5 business days once all papers are received in good order.',
    sources: [
      src({
        title: 'AGL Life Insurance Claims',
        url: 'http://www.aig.com/individual/insurance/life/learn-about-filing-a-life-insurance-claim',
        owner: 'American General Life Insurance Company (AIG, now Corebridge Financial)',
        dated: null,
      }),
      src({
        title: 'Learn about filing a life insurance claim',
        url: 'https://www.lifeandretirement.aig.com/individuals/life/claims/learn-about-filing-a-life-insurance-claim',
        owner: 'AIG Life & Retirement (now Corebridge Financial)',
        dated: null,
      }),
      src({
        title: 'Common beneficiary situations and requirements',
        url: 'https://www.corebridgefinancial.com/support/common-beneficiary-situations',
        owner: 'Corebridge Financial',
        dated: null,
      }),
    ],
  },
];

/** The insurers whose claim steps we could not find on their own pages: each gets a card that says so. */
export const insurerClaimGaps = z.array(insurerClaimGapSchema).parse([
  {
    carrierId: 'american-amicable',
    gap: 'No page of American-Amicable on how a beneficiary files a claim (claims phone, mailing address or claim form) was found in the searches of 2026-11-26 and 2026-11-29.',
    homeOffice: {
      company: 'American-Amicable Life Insurance Company of Texas',
      address: '425 Austin Ave., Waco, TX 76701',
      source: src29({
        title: 'American-Amicable sample whole life policy (form 09AAA2)',
        url: 'https://vdocuments.site/this-is-only-a-sample-policy-it-is-not-a-promise-to-issue-buying-life-insurance.html',
        owner: 'American-Amicable Life Insurance Company of Texas',
        secondary:
          'A copy of the insurer’s sample policy, posted by a selling agency (Choice Mutual) on vdocuments.site',
        dated: null,
      }),
    },
  },
  {
    carrierId: 'royal-neighbors',
    gap: 'No claims page of Royal Neighbors of America, and no page giving its home office address, was found in the searches of 2026-11-26 and 2026-11-29.',
  },
]);

export const insurerClaims: readonly InsurerClaim[] = z.array(insurerClaimSchema).parse(claims);

/** The claim steps of a carrier, or undefined where we have none. */
export function claimOf(carrierId: string): InsurerClaim | undefined {
  return insurerClaims.find((c) => c.carrierId === carrierId);
}

/** The listed gap of a carrier whose claim steps we could not find, or undefined. */
export function claimGapOf(carrierId: string): InsurerClaimGap | undefined {
  return insurerClaimGaps.find((g) => g.carrierId === carrierId);
}
