import { formatUsd, formatUsdRange } from '#core/format';
import { comparisonRow } from '../carrier-comparison';
import type { CarrierReviewData } from '../carrier-reviews.schema';

const row = comparisonRow('trustage');
/** The final expense plans' own limits (spec section 9; decision 0007). */
const guaranteedAges = { min: 45, max: 75 };
const guaranteed = { ages: `${guaranteedAges.min} to ${guaranteedAges.max}`, max: 20000 };
const simplified = { ages: '45 to 80', max: 30000 };

export const trustageReview: CarrierReviewData = {
  page: 'trustage',
  name: 'TruStage',
  insurer: 'TruStage',
  website: 'https://www.trustage.com',
  title: 'TruStage Burial Insurance Review',
  description:
    'An independent review of TruStage final expense insurance: guaranteed and simplified whole life, ages, coverage limits, waiting periods, pros and cons.',
  heading: 'TruStage Burial Insurance Review',
  lede: 'TruStage grew up serving credit union members and now sells to the public. Here is what its final expense plans offer, who can apply, and what to weigh.',
  ourRating: 4.2,
  published: '2026-11-22',
  updated: '2026-11-22',
  summary: `TruStage is the insurance brand of a member-owned company with a long history of serving credit unions. For final expenses it offers guaranteed acceptance whole life with no health questions, for ages ${guaranteed.ages}, and simplified issue whole life with a few questions, for ages ${simplified.ages}. You can apply online in minutes. Its term plans widen the range to ages ${row.age.min} to ${row.age.max}.`,
  bestFor: 'People who like to apply online and want a guaranteed option',
  policies: [
    {
      name: 'Guaranteed Acceptance Whole Life',
      description:
        'No health questions and no exam. If death from illness comes in the first two years, the plan returns the premiums paid with interest.',
      facts: [`Ages ${guaranteed.ages}`, `Up to ${formatUsd(guaranteed.max)}`, 'Two-year waiting period'],
      issueAges: guaranteedAges,
    },
    {
      name: 'Simplified Issue Whole Life',
      description: 'A few health questions, no exam, and fixed premiums for life for people who qualify.',
      facts: [`Ages ${simplified.ages}`, `Up to ${formatUsd(simplified.max)}`],
    },
    {
      name: 'Term life',
      description:
        'Larger amounts for a set number of years, for people who also want to protect a spouse or a loan. It ends, so it is not the best fit for a funeral.',
      facts: [`${formatUsdRange(row.coverage)} across plans`],
    },
  ],
  pros: [
    `Guaranteed acceptance for ages ${guaranteed.ages}`,
    'Quick online application',
    'A member-owned company with a long history',
    'Fixed premiums for life on whole life plans',
  ],
  cons: [
    'The guaranteed plan stops accepting applicants at 75',
    `Guaranteed coverage tops out at ${formatUsd(guaranteed.max)}`,
    'Two-year waiting period on the guaranteed plan',
  ],
  faq: [
    {
      question: 'Do I have to belong to a credit union?',
      answer: 'No. TruStage sells to the public, though many people first hear of it through their credit union.',
    },
    {
      question: 'What ages can apply?',
      answer: `Guaranteed acceptance: ${guaranteed.ages}. Simplified issue: ${simplified.ages}. Including term plans, TruStage covers ages ${row.age.min} to ${row.age.max}.`,
    },
    {
      question: 'Is there a waiting period?',
      answer:
        'On the guaranteed acceptance plan, yes: two years for death from illness. Accidental death is covered in full from the start.',
    },
    {
      question: 'How much coverage can I buy?',
      answer: `Up to ${formatUsd(guaranteed.max)} guaranteed, or ${formatUsd(simplified.max)} with health questions. Term plans reach ${formatUsd(row.coverage.max)}.`,
    },
  ],
};
