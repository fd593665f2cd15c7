import { disclosures } from '#core/facts';
import type { FaqItem } from './faq.schema';
import { gradedDefinition } from './graded';
import { startingPriceSentence } from './insurer-plans/claims';

export type { FaqItem };

/**
 * The three questions asked most, shown on the home page and first on the FAQ page (which
 * holds all twelve, in faq.ts). They live in their own module so that the home page's
 * JavaScript carries these three answers, not all twelve.
 */
export const commonFaqs: readonly FaqItem[] = [
  {
    id: 'cost',
    question: 'How much does burial insurance cost?',
    answer: `${startingPriceSentence} Your price depends on your age, your health, whether you use tobacco and how much coverage you choose. Once your policy starts, that price is set.`,
  },
  {
    id: 'medical-exam',
    question: 'Do I need a medical exam?',
    answer: `No medical exam, blood test or doctor visit is needed, but ${disclosures.healthQuestions} on the application. ${disclosures.guaranteedIssue.charAt(0).toUpperCase()}${disclosures.guaranteedIssue.slice(1)}.`,
  },
  {
    id: 'waiting-period',
    question: 'Is there a waiting period before the policy pays?',
    answer: `It depends on the plan. Level benefit plans pay the full amount from the first day. Graded benefit: ${gradedDefinition} Guaranteed issue plans work the same way in their first years, and ask no health questions. Accidental death is usually covered in full from day one. ${disclosures.fullBenefit}`,
  },
];
