import { formatUsdRange } from '#core/format';
import { ratedComparisonRow } from '../carrier-comparison';
import type { CarrierReviewData } from '../carrier-reviews.schema';

const row = ratedComparisonRow('globeLife');
const term = row.plans.find((p) => p.type === 'term');
const termAmounts =
  term?.amount?.min !== undefined ? formatUsdRange({ min: term.amount.min, max: term.amount.max }) : 'several amounts';

export const globeLifeReview: CarrierReviewData = {
  page: 'globeLife',
  name: 'Globe Life',
  insurer: 'Globe Life',
  notAffiliatedWith: ['Globe Life'],
  website: 'https://www.globelife.com',
  title: 'Globe Life Burial Insurance Review',
  description:
    'An independent review of Globe Life burial insurance: whole and term plans, health questions, coverage, what to ask before you buy, pros and cons.',
  heading: 'Globe Life Burial Insurance Review',
  lede: 'Globe Life sells life insurance straight to the public. Here is what it offers older buyers, what to watch for, and who it suits.',
  published: '2026-11-22',
  updated: '2026-11-29',
  summary: `Globe Life sells life insurance directly to the public: you get a quote online and buy by phone, without an agent. None of its plans needs a medical exam; approval depends on your answers to a few health questions on the application instead. For adults it sells whole life, and term life from ${termAmounts} with full coverage from the first day. Term coverage ends after a set time and some of its premiums can go up, so for a funeral, whole life is usually the better fit.`,
  bestFor: 'Buyers who want a small policy and a quick application',
  policies: [
    {
      plan: 'Whole life',
      description:
        'Permanent coverage with no medical exam, but approval depends on your answers to a few health questions on the application. Ask whether the premium is fixed for life before you buy.',
    },
    {
      plan: 'Term life for adults',
      description:
        'Coverage for a set time, with no medical exam (approval depends on your answers to a few health questions) and full coverage from the first day. It ends, so it is not the best fit for a funeral.',
    },
  ],
  pros: [
    'No medical exam on any plan, but approval depends on your answers to a few health questions',
    'Get a quote online and apply by phone',
    'Term coverage is in full from the first day',
    `Rated ${row.rating.grade} by AM Best`,
  ],
  cons: [
    'Term coverage ends after a set time',
    'Premiums on some plans can go up',
    'You deal with the insurer by phone, not with a local agent',
  ],
  faq: [
    {
      question: 'Does Globe Life need a medical exam?',
      answer:
        'No. Approval depends on your answers to a few health questions on the application instead. Nobody comes to your home and no blood test is needed.',
    },
    {
      question: 'Do Globe Life premiums go up?',
      answer:
        'On some plans, yes. Term coverage is the kind whose price can rise and which ends after a set time. Ask whether the premium of the plan you choose is fixed for life.',
    },
    {
      question: 'Is there a waiting period?',
      answer: `On term life for adults, Globe Life says the coverage is in full from the first day. Ask for the terms of its whole life plan in writing before you buy.`,
    },
  ],
};
