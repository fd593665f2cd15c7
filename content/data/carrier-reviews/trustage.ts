import { formatUsd } from '#core/format';
import { comparisonRow } from '../carrier-comparison';
import type { CarrierReviewData } from '../carrier-reviews.schema';

const row = comparisonRow('trustage');
const maxOf = (plan: string): string => {
  const max = row.plans.find((p) => p.name === plan)?.amount?.max;
  if (max === undefined) throw new Error(`no sourced amount for ${plan}`);
  return formatUsd(max);
};
const guaranteedMax = maxOf('TruStage Guaranteed Acceptance Whole Life');
const advantageMax = maxOf('TruStage Advantage Whole Life');

export const trustageReview: CarrierReviewData = {
  page: 'trustage',
  name: 'TruStage',
  insurer: 'TruStage',
  notAffiliatedWith: ['TruStage', 'CMFG Life Insurance Company'],
  website: 'https://www.trustage.com',
  title: 'TruStage Burial Insurance Review',
  description:
    'An independent review of TruStage final expense insurance: guaranteed and simplified whole life, coverage limits, what to ask before you buy, pros and cons.',
  heading: 'TruStage Burial Insurance Review',
  lede: 'TruStage insurance is issued by CMFG Life Insurance Company. Here is what its whole life plans offer, how much coverage each allows, and what to weigh.',
  published: '2026-11-22',
  updated: '2026-11-29',
  summary: `TruStage insurance is issued by CMFG Life Insurance Company. For final expenses it sells TruStage Guaranteed Acceptance Whole Life, which asks no health questions, with up to ${guaranteedMax} of coverage per person, and TruStage Advantage Whole Life, which asks health questions, with up to ${advantageMax}. It also sells term life, which ends after a set time.`,
  bestFor: 'People who want a guaranteed option or a larger whole life plan',
  policies: [
    {
      plan: 'TruStage Guaranteed Acceptance Whole Life',
      description: 'No health questions: nobody is turned down for their health.',
    },
    {
      plan: 'TruStage Advantage Whole Life',
      description:
        'Whole life with no medical exam, but approval depends on your answers to a few health questions. Tobacco users pay tobacco rates; TruStage checks prescription records when you apply.',
    },
    {
      plan: 'TruStage Term Life',
      description:
        'Larger amounts for a set time, for people who also want to protect a spouse or a loan. It ends, so it is not the best fit for a funeral.',
    },
  ],
  pros: [
    `Guaranteed acceptance whole life with up to ${guaranteedMax} of coverage`,
    `Whole life with health questions up to ${advantageMax}`,
    'Term life for larger needs that last a set time',
  ],
  cons: [
    `The guaranteed plan stops at ${guaranteedMax} per person`,
    'If you are declined for health, you must wait to apply for that plan again',
    'Term life ends, so it does not suit a funeral',
  ],
  faq: [
    {
      question: 'Does TruStage ask health questions?',
      answer:
        'Not on TruStage Guaranteed Acceptance Whole Life. TruStage Advantage Whole Life and its term plans ask health questions and check prescription records.',
    },
    {
      question: 'How much coverage can I buy?',
      answer: `Up to ${guaranteedMax} on the guaranteed plan and up to ${advantageMax} on Advantage Whole Life, counting all the policies of that plan you already hold.`,
    },
    {
      question: 'Is there a waiting period?',
      answer:
        'Guaranteed acceptance plans usually pay only a limited benefit for death from natural causes in the first two or three years. Ask TruStage for the terms of its plan in your state, in writing, before you buy.',
    },
  ],
};
