import { formatUsdRange } from '#core/format';
import { comparisonRow } from '../carrier-comparison';
import type { CarrierReviewData } from '../carrier-reviews.schema';

const row = comparisonRow('globeLife');
const ages = `${row.age.min} to ${row.age.max}`;

export const globeLifeReview: CarrierReviewData = {
  page: 'globeLife',
  name: 'Globe Life',
  insurer: 'Globe Life',
  website: 'https://www.globelife.com',
  title: 'Globe Life Burial Insurance Review',
  description:
    'An independent review of Globe Life burial insurance: whole and term plans, ages, coverage, waiting periods, pros and cons, and what customers say.',
  heading: 'Globe Life Burial Insurance Review',
  lede: 'Globe Life sells small, simple policies straight to the public. Here is what it offers older buyers, what to watch for, and what customers most often say about it.',
  ourRating: 4.7,
  published: '2026-11-22',
  updated: '2026-11-22',
  summary: `Globe Life sells life insurance directly by phone, by mail and online, to adults aged ${ages}. Its whole life plan asks a few health questions, needs no exam, and keeps the same premium for life. Its term plans start cheaper, but the price rises as you move into each new age band and the coverage ends at a set age, so whole life is the better fit for a funeral.`,
  bestFor: 'Buyers who want a small policy and a quick application',
  policies: [
    {
      name: 'Whole life',
      description:
        'Permanent coverage with fixed premiums and a short health questionnaire. It builds a little cash value over time.',
      facts: [`Ages up to ${row.age.max}`, 'Fixed premiums', 'Health questions, no exam'],
    },
    {
      name: 'Term life',
      description:
        'Lower starting prices and larger amounts, but premiums go up as you enter each new age band and the policy ends at a set age.',
      facts: [`Ages ${ages}`, `${formatUsdRange(row.coverage)} across plans`],
    },
    {
      name: 'Accidental death',
      description:
        'Pays only if death is caused by an accident. It is cheap, but it does not replace a policy that pays for any cause of death.',
      facts: ['No health questions', 'Pays for accidents only'],
    },
  ],
  pros: [
    'Quick application with no medical exam',
    'Low starting prices',
    `Accepts adults from ${row.age.min} to ${row.age.max}`,
    'You can apply without meeting a salesperson',
  ],
  cons: [
    'Term premiums rise every few years and the cover ends at a set age',
    'Whole life amounts are smaller than its term amounts',
    'Some customers report slow claims in the first two years',
  ],
  faq: [
    {
      question: 'Does Globe Life need a medical exam?',
      answer:
        'No. You answer a few health questions on the application. Nobody comes to your home and no blood test is needed.',
    },
    {
      question: 'Do Globe Life premiums go up?',
      answer:
        'On whole life, no: the premium is fixed for life. On term life, yes: the price rises as you move into each new age band.',
    },
    {
      question: 'Is there a waiting period?',
      answer: `Yes: ${row.waiting} for death from illness. In that time the insurer may also check the application closely before paying a claim.`,
    },
    {
      question: 'How much coverage can I get?',
      answer: `From ${formatUsdRange(row.coverage)} across its plans. Whole life amounts are at the lower end of that range.`,
    },
  ],
  customerFeedback: [
    {
      tone: 'Praise',
      title: 'Easy to apply',
      text: 'Many policyholders say the application took a few minutes and did not need a doctor’s visit.',
    },
    {
      tone: 'Praise',
      title: 'Affordable to start',
      text: 'Customers often mention that the first premiums fit a tight monthly budget.',
    },
    {
      tone: 'Complaint',
      title: 'Rising term prices',
      text: 'Some term customers were surprised when their premium went up as they entered a new age band.',
    },
    {
      tone: 'Complaint',
      title: 'Slow early claims',
      text: 'Some families say claims in the first two years took longer while the insurer checked the original application.',
    },
  ],
};
