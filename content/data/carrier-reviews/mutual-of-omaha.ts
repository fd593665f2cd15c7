import { facts } from '#core/facts';
import { formatUsd, formatUsdRange } from '#core/format';
import { comparisonRow } from '../carrier-comparison';
import type { CarrierReviewData } from '../carrier-reviews.schema';

const row = comparisonRow('mutualOfOmaha');
/** The graded plan stops accepting applicants earlier than the level plan (decision 0007). */
const gradedMaxAge = 80;

export const mutualOfOmahaReview: CarrierReviewData = {
  page: 'mutualOfOmaha',
  name: 'Mutual of Omaha',
  insurer: 'Mutual of Omaha',
  website: 'https://www.mutualofomaha.com',
  title: 'Mutual of Omaha Burial Insurance Review',
  description:
    'An independent review of Mutual of Omaha final expense insurance: level and graded plans, ages 45 to 85, coverage, waiting periods, pros and cons.',
  heading: 'Mutual of Omaha Burial Insurance Review',
  lede: 'Mutual of Omaha is one of the strongest names in final expense insurance. Here is how its two plans work, who qualifies for each, and where it falls short.',
  ourRating: 4.8,
  published: '2026-11-22',
  updated: '2026-11-22',
  summary: `Mutual of Omaha offers two whole life plans for final expenses. The level plan pays the full benefit from the first day for people who answer its health questions well, and accepts applicants from ${row.age.min} to ${row.age.max}. The graded plan covers people with more serious conditions, with a two-year waiting period. Prices for healthy applicants are among the lowest we see.`,
  bestFor: 'People in fair to good health who want full cover at once',
  policies: [
    {
      name: 'Living Promise Level Benefit',
      description:
        'Whole life for people in fair to good health. A few health questions, no exam, and the full benefit from the first day.',
      facts: [`Ages ${row.age.min} to ${row.age.max}`, `Up to ${formatUsd(row.coverage.max)}`, 'No waiting period'],
    },
    {
      name: 'Living Promise Graded Benefit',
      description:
        'For people with more serious health problems. If death from illness comes in the first two years, it pays back the premiums plus 10 percent; after that, the full benefit.',
      facts: [`Ages ${row.age.min} to ${gradedMaxAge}`, 'Two-year waiting period'],
    },
  ],
  pros: [
    'Full coverage from the first day on the level plan',
    `Accepts applicants up to age ${row.age.max}`,
    'A long record of financial strength',
    'Decisions are often made the same day',
  ],
  cons: [
    `The highest amount, ${formatUsd(row.coverage.max)}, is lower than some insurers offer`,
    `The graded plan stops accepting applicants at ${gradedMaxAge}`,
    'Both plans ask health questions',
  ],
  faq: [
    {
      question: 'What ages can apply to Mutual of Omaha?',
      answer: `The level plan accepts ages ${row.age.min} to ${row.age.max}. The graded plan accepts ages ${row.age.min} to ${gradedMaxAge}.`,
    },
    {
      question: 'Is there a waiting period?',
      answer:
        'Not on the level plan. On the graded plan, death from illness in the first two years returns the premiums plus 10 percent; accidental death is covered in full at once.',
    },
    {
      question: 'How much coverage can I buy?',
      answer: `From ${formatUsdRange(row.coverage)}, depending on the plan, your age and your health answers.`,
    },
    {
      question: 'How quickly will I know if I am approved?',
      answer: `Often during the phone call, and most people hear within ${facts.approval}.`,
    },
  ],
};
