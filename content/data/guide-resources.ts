import type { GuideResource } from './guide-resources.schema';

/**
 * The six "Learn More" cards of the burial insurance guide. Each links to a public page of a
 * government body or an established industry group; the links open in a new tab.
 * Checked at build by guide-resources.schema.ts.
 */
export type { GuideResource };

export const guideResources: GuideResource[] = [
  {
    title: 'How life insurance works',
    text: 'State insurance regulators explain the kinds of life insurance. They show how to compare policies and what to ask before you sign.',
    url: 'https://content.naic.org/consumer/life-insurance.htm',
    source: 'National Association of Insurance Commissioners',
  },
  {
    title: 'Your rights at the funeral home',
    text: 'A federal rule lets you buy only the goods and services you want and to see an itemized price list before you choose.',
    url: 'https://consumer.ftc.gov/articles/ftc-funeral-rule',
    source: 'Federal Trade Commission',
  },
  {
    title: 'What funerals cost today',
    text: 'The funeral directors’ trade group surveys what a burial, a cremation and each item on the bill usually cost.',
    url: 'https://nfda.org/news/statistics',
    source: 'National Funeral Directors Association',
  },
  {
    title: 'Social Security survivor benefits',
    text: 'A surviving spouse or child may receive a one-time $255 payment, and some family members may receive monthly benefits.',
    url: 'https://www.ssa.gov/benefits/survivors/',
    source: 'Social Security Administration',
  },
  {
    title: 'Check an agent or insurer',
    text: 'Your state insurance department can tell you if an agent is licensed. It can also help if you have a complaint.',
    url: 'https://content.naic.org/state-insurance-departments',
    source: 'National Association of Insurance Commissioners',
  },
  {
    title: 'Burial benefits for veterans',
    text: 'Veterans may qualify for a burial allowance, a place in a national cemetery, a headstone and a flag.',
    url: 'https://www.va.gov/burials-memorials/',
    source: 'U.S. Department of Veterans Affairs',
  },
];
