import { ratedComparisonRow } from '../carrier-comparison';
import type { CarrierReviewData } from '../carrier-reviews.schema';

const row = ratedComparisonRow('aarp');
const guaranteed = row.plans.find((p) => p.underwriting === 'guaranteed');
const ages = guaranteed?.ages ? `${guaranteed.ages.min} to ${guaranteed.ages.max}` : 'the ages New York Life sets';

export const aarpReview: CarrierReviewData = {
  page: 'aarp',
  name: 'AARP',
  insurer: 'AARP Life Insurance Program from New York Life',
  notAffiliatedWith: ['AARP', 'New York Life'],
  website: 'https://www.nylaarp.com',
  title: 'AARP Burial Insurance Review',
  description:
    'An independent review of the AARP life insurance program from New York Life: who can apply, health questions, waiting periods, pros and cons.',
  heading: 'AARP Burial Insurance Review',
  lede: 'AARP members can buy whole life insurance from New York Life without a medical exam; on the permanent plan, approval depends on your answers to a few health questions. Here is what the program offers and who it suits.',
  published: '2026-11-22',
  updated: '2026-11-29',
  summary: `New York Life writes the life insurance that AARP offers its members. The permanent plan needs no medical exam, but approval depends on your answers to a few health questions; once it is approved, there is no waiting period. The guaranteed acceptance plan asks no health questions at all, for members aged ${ages} in most states, and pays only a limited benefit for death from natural causes in its first two years. You must be an AARP member, or a member's spouse or partner, to apply.`,
  bestFor: 'AARP members who want a plan from a very strong insurer',
  policies: [
    {
      plan: 'AARP Permanent Life',
      description:
        'Whole life insurance with no medical exam, but approval depends on your answers to a few health questions. Once your application is approved, there is no waiting period.',
    },
    {
      plan: 'AARP Guaranteed Acceptance Life',
      description:
        'Whole life with no health questions. In the first two years, death from natural causes pays back a little more than the premiums paid instead of the full amount; accidental death is covered in full from the first day.',
    },
  ],
  pros: [
    `Backed by New York Life, rated ${row.rating.grade} by AM Best`,
    'No waiting period on the permanent plan once it is approved',
    'A plan with no health questions for people who cannot qualify elsewhere',
    'No medical exam on either plan; on the permanent plan, approval depends on your answers to a few health questions',
  ],
  cons: [
    'Only AARP members and their spouses or partners can apply',
    'The guaranteed plan pays a limited benefit for natural death in its first two years',
    'The guaranteed plan’s ages are narrower in some states',
  ],
  faq: [
    {
      question: 'Do I need to be an AARP member?',
      answer: 'Yes. The program is for AARP members, and their spouses or partners can apply too.',
    },
    {
      question: 'Is there a waiting period?',
      answer:
        'Not on the permanent plan, once it is approved. On the guaranteed acceptance plan, death from natural causes in the first two years pays a limited benefit based on the premiums paid; accidental death is covered in full from day one.',
    },
    {
      question: 'What ages can apply for the guaranteed plan?',
      answer:
        `Members aged ${ages} in most states. ${guaranteed?.agesElsewhere ? `The ages are ${guaranteed.agesElsewhere}.` : ''}`.trim(),
    },
    {
      question: 'Do I need a medical exam?',
      answer:
        'No. On the permanent plan, approval depends on your answers to a few health questions; the guaranteed acceptance plan asks none.',
    },
  ],
};
