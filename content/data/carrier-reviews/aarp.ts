import { formatUsd, formatUsdRange } from '#core/format';
import { comparisonRow } from '../carrier-comparison';
import type { CarrierReviewData } from '../carrier-reviews.schema';

const row = comparisonRow('aarp');
const ages = `${row.age.min} to ${row.age.max}`;

export const aarpReview: CarrierReviewData = {
  page: 'aarp',
  name: 'AARP',
  insurer: 'AARP Life Insurance Program from New York Life',
  website: 'https://www.nylaarp.com',
  title: 'AARP Burial Insurance Review',
  description:
    'An independent review of the AARP life insurance program from New York Life: who can apply, coverage, waiting periods, pros and cons.',
  heading: 'AARP Burial Insurance Review',
  lede: 'AARP members can buy whole life insurance from New York Life without a medical exam. Here is what the program offers, where it falls short, and who it suits.',
  ourRating: 4.5,
  published: '2026-11-22',
  updated: '2026-11-22',
  summary: `New York Life, one of the oldest life insurers in the country, writes the policies AARP offers its members. Members aged ${ages} can choose a permanent whole life plan with a few health questions, or a guaranteed acceptance plan with none. Prices are fair for people in reasonable health and the forms are simple. The main limits are that you must be a member, and that nobody over ${row.age.max} can apply.`,
  bestFor: 'AARP members in fair health who want a well-known insurer',
  policies: [
    {
      name: 'Permanent Life',
      description:
        'Whole life insurance with a short list of health questions and no exam. Premiums stay the same for life and the full benefit is paid from the first day.',
      facts: [`Ages ${ages}`, `${formatUsdRange(row.coverage)} of coverage`, 'No waiting period'],
    },
    {
      name: 'Guaranteed Acceptance Life',
      description:
        'Whole life with no health questions at all. If death from illness comes in the first two years, the plan pays back the premiums with interest; accidents are covered in full from the start.',
      facts: [`Ages ${ages}`, `Up to ${formatUsd(25000)} of coverage`, 'Two-year waiting period'],
      issueAges: row.age,
    },
  ],
  pros: [
    'Backed by New York Life, a long-established insurer',
    'Full coverage from the first day on the permanent plan',
    'A plan with no health questions for people who are ill',
    'Apply by phone, by mail or online',
  ],
  cons: [
    'Only AARP members can apply',
    `The oldest age to apply is ${row.age.max}`,
    'The guaranteed plan has a two-year waiting period and a lower maximum',
  ],
  faq: [
    {
      question: 'Do I need to be an AARP member?',
      answer:
        'Yes. The program is open only to AARP members. Membership has a small yearly fee, which you pay to AARP, not to the insurer.',
    },
    {
      question: 'How much coverage can I buy through AARP?',
      answer: `From ${formatUsdRange(row.coverage)} on the permanent plan, depending on your health answers. The guaranteed plan has a lower maximum.`,
    },
    {
      question: 'Is there a waiting period?',
      answer:
        'Not on the permanent plan. On the guaranteed acceptance plan, death from illness in the first two years returns the premiums paid with interest; accidental death is covered in full from day one.',
    },
    {
      question: 'What ages can apply?',
      answer: `Members aged ${ages}. If you are older than ${row.age.max}, look at insurers that accept applicants up to 85.`,
    },
  ],
};
