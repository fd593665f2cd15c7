import { formatUsd, formatUsdRange } from '#core/format';
import { comparisonRow } from '../carrier-comparison';
import type { CarrierReviewData } from '../carrier-reviews.schema';

const row = comparisonRow('colonialPenn');
const ages = `${row.age.min} to ${row.age.max}`;

export const colonialPennReview: CarrierReviewData = {
  page: 'colonialPenn',
  name: 'Colonial Penn',
  insurer: 'Colonial Penn Life Insurance Company',
  website: 'https://www.colonialpenn.com',
  title: 'Colonial Penn Burial Insurance Review',
  description:
    'An independent review of Colonial Penn burial insurance: guaranteed acceptance for ages 50 to 85, how its units work, waiting periods, pros and cons.',
  heading: 'Colonial Penn Burial Insurance Review',
  lede: 'Colonial Penn is known for whole life that anyone in its age range can buy. Here is how its plans work, what they cost you, and when another insurer may serve you better.',
  ourRating: 4.0,
  published: '2026-11-22',
  updated: '2026-11-22',
  summary: `Colonial Penn’s best-known plan is guaranteed acceptance whole life for people aged ${ages}. Nobody in that range is turned down for health, which makes it a real choice for people with serious illnesses. The trade-off is price: the plan is sold in units, each unit buys less coverage the older you are, and the cost per dollar of coverage is higher than for plans that ask health questions.`,
  bestFor: 'People with serious health problems who cannot qualify elsewhere',
  policies: [
    {
      name: 'Guaranteed Acceptance Whole Life',
      description:
        'No health questions and no exam. You buy units of coverage at a set monthly price; the amount each unit pays depends on your age and sex when you apply.',
      facts: [`Ages ${ages}`, 'Sold by the unit', 'Two-year limited benefit period'],
      issueAges: row.age,
    },
    {
      name: 'Simplified Issue Whole Life',
      description:
        'Whole life with a few health questions. People who qualify can buy larger amounts, and the full benefit is paid from the first day.',
      facts: [`Up to ${formatUsd(row.coverage.max)} of coverage`, 'Health questions, no exam'],
    },
  ],
  pros: [
    `No one aged ${ages} is turned down for health on the guaranteed plan`,
    'Premiums are fixed for life',
    'Simple forms by phone or mail',
    'A long history in this market',
  ],
  cons: [
    'Higher cost per dollar of coverage on the guaranteed plan',
    'Unit pricing makes it hard to compare with other insurers',
    'Two-year limited benefit period on the guaranteed plan',
  ],
  faq: [
    {
      question: 'What is a unit of coverage?',
      answer:
        'Colonial Penn sells its guaranteed plan in units. Each unit has the same monthly price, but the coverage a unit buys falls as your age at purchase rises. Ask for the dollar amount in writing before you buy.',
    },
    {
      question: 'Can Colonial Penn turn me down?',
      answer: `Not on the guaranteed acceptance plan, if you are ${ages}. The simplified plan asks health questions and can decline.`,
    },
    {
      question: 'What happens if I die in the first two years?',
      answer:
        'On the guaranteed plan, death from illness in the first two years returns the premiums paid plus interest. Death from an accident is covered in full from the start.',
    },
    {
      question: 'How much coverage can I get?',
      answer: `Across its plans, ${formatUsdRange(row.coverage)}. The guaranteed plan usually pays much less than the top figure, especially at older ages.`,
    },
  ],
};
