import { ratedComparisonRow } from '../carrier-comparison';
import type { CarrierReviewData } from '../carrier-reviews.schema';

const row = ratedComparisonRow('colonialPenn');

export const colonialPennReview: CarrierReviewData = {
  page: 'colonialPenn',
  name: 'Colonial Penn',
  insurer: 'Colonial Penn Life Insurance Company',
  notAffiliatedWith: ['Colonial Penn', 'CNO Financial Group'],
  website: 'https://www.colonialpenn.com',
  title: 'Colonial Penn Burial Insurance Review',
  description:
    'An independent review of Colonial Penn burial insurance: guaranteed acceptance whole life, how its units work, what to ask before you buy, pros and cons.',
  heading: 'Colonial Penn Burial Insurance Review',
  lede: 'Colonial Penn is known for whole life with no health questions, sold in units. Here is how its plans work, what to ask before you buy, and when another insurer may serve you better.',
  published: '2026-11-22',
  updated: '2026-11-29',
  summary:
    'Colonial Penn, part of CNO Financial Group, sells guaranteed acceptance whole life, which asks no health questions. The plan is sold in units. Each unit has the same monthly price, and the coverage one unit buys depends on your age and sex when you apply, so the older you are, the less each unit pays. Colonial Penn also sells whole life that needs an approved application, for people who answer health questions.',
  bestFor: 'People with health problems who want a plan with no health questions',
  policies: [
    {
      plan: 'Guaranteed Acceptance Life Insurance',
      description:
        'Whole life with no health questions and no rate increases. You buy units of coverage: each unit has a set monthly price, and the coverage it buys depends on your age and sex when you apply.',
    },
    {
      plan: 'Whole life with health questions',
      description:
        'Whole life for people who answer health questions; Colonial Penn must approve the application. An accidental death rider can be added to it.',
    },
  ],
  pros: [
    'A plan with no health questions',
    'The monthly price of a unit does not change',
    'A plan with health questions for people who can qualify',
    `Part of CNO Financial Group, whose life insurers AM Best rates ${row.rating.grade}`,
  ],
  cons: [
    'Unit pricing makes it hard to compare with plans sold by the dollar',
    'Each unit buys less coverage the older you are when you apply',
    'Ask for the waiting period of the guaranteed plan in writing before you buy',
  ],
  faq: [
    {
      question: 'What is a unit of coverage?',
      answer:
        'Colonial Penn sells its guaranteed plan in units. Each unit has the same monthly price, but the coverage a unit buys falls as your age at purchase rises. Ask for the dollar amount in writing before you buy.',
    },
    {
      question: 'Can Colonial Penn turn me down?',
      answer:
        'Not for your health on the guaranteed acceptance plan, which asks no health questions, as long as you are within its ages. The plan with health questions needs an approved application.',
    },
    {
      question: 'Is there a waiting period?',
      answer:
        'Guaranteed acceptance plans usually pay only a limited benefit for death from natural causes in the first two or three years. Ask Colonial Penn for the terms of its plan in your state, in writing, before you buy.',
    },
  ],
};
