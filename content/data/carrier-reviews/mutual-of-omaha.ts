import { ratedComparisonRow } from '../carrier-comparison';
import type { CarrierReviewData } from '../carrier-reviews.schema';

const row = ratedComparisonRow('mutualOfOmaha');

export const mutualOfOmahaReview: CarrierReviewData = {
  page: 'mutualOfOmaha',
  name: 'Mutual of Omaha',
  insurer: 'Mutual of Omaha',
  notAffiliatedWith: ['Mutual of Omaha'],
  website: 'https://www.mutualofomaha.com',
  title: 'Mutual of Omaha Burial Insurance Review',
  description:
    'An independent review of Mutual of Omaha final expense insurance: Living Promise and guaranteed whole life, health questions, pros and cons.',
  heading: 'Mutual of Omaha Burial Insurance Review',
  lede: 'Mutual of Omaha sells two kinds of whole life for final expenses, neither with a medical exam; on Living Promise, approval depends on your answers to a few health questions. Here is how they work and what to ask.',
  published: '2026-11-22',
  updated: '2026-11-29',
  summary:
    'Mutual of Omaha sells whole life for final expenses through United of Omaha Life Insurance Company. Living Promise Whole Life needs no medical exam, but approval depends on your answers to a few health questions. For people who may not qualify for it because of their age or health, it also sells guaranteed whole life. Plans and their terms differ from state to state.',
  bestFor: 'People in fair health who want a strong insurer',
  policies: [
    {
      plan: 'Living Promise Whole Life',
      description: 'Whole life with no medical exam, but approval depends on your answers to a few health questions.',
    },
    {
      plan: 'Guaranteed whole life',
      description: 'For people who may not qualify for other whole life because of their age or health.',
    },
  ],
  pros: [
    `Rated ${row.rating.grade} by AM Best`,
    'A plan with health questions for people in fair health',
    'A guaranteed plan for people who cannot qualify elsewhere',
    'No medical exam on either plan; on Living Promise, approval depends on your answers to a few health questions',
  ],
  cons: [
    'The plan with health questions can turn you down',
    'Guaranteed plans usually pay a limited benefit at first; ask for the terms',
    'Plans and terms differ from state to state',
  ],
  faq: [
    {
      question: 'Does Mutual of Omaha need a medical exam?',
      answer:
        'No. On Living Promise, approval depends on your answers to a few health questions instead; its guaranteed whole life needs no exam either.',
    },
    {
      question: 'Can Mutual of Omaha turn me down?',
      answer:
        'On Living Promise, yes: your answers to its health questions decide. Its guaranteed whole life is for people who may not qualify because of their age or health.',
    },
    {
      question: 'Is there a waiting period?',
      answer:
        'Guaranteed plans usually pay only a limited benefit for death from natural causes in the first two or three years. Ask Mutual of Omaha for the terms of the plan you choose, in writing, before you buy.',
    },
  ],
};
