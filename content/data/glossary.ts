import { disclosures, facts } from '#core/facts';
import type { GlossaryTerm } from './glossary.schema';

export type { GlossaryTerm };

/**
 * The one definition of a graded benefit plan: the glossary's, which the plan table, the guide's
 * price table and the types-of-coverage page use too (markdown: {{gradedDefinition}}).
 */
export const gradedDefinition =
  'A plan that pays part of the face amount, or returns your premiums, if death from natural causes happens in the first years. After that, it pays in full.';

export const glossary: readonly GlossaryTerm[] = [
  {
    term: 'Beneficiary',
    definition:
      'The person (or people) you choose to receive the money when you die. You can change your beneficiary at any time.',
  },
  {
    term: 'Contingent beneficiary',
    definition: 'Your backup choice. This person receives the money if your main beneficiary has died before you.',
  },
  {
    term: 'Face amount',
    definition: `The amount the policy pays when you die, also called the death benefit. Final expense plans range from ${facts.coverageRange}.`,
  },
  {
    term: 'Grace period',
    definition: `Extra time to pay a missed premium before the policy lapses: ${facts.gracePeriod}. Your coverage stays in force during it.`,
  },
  {
    term: 'Graded benefit',
    definition: gradedDefinition,
  },
  {
    term: 'Guaranteed issue',
    definition:
      'A plan with no health questions. You cannot be turned down because of your health, but it has a waiting period and costs more.',
  },
  {
    term: 'Level benefit',
    definition: 'A plan that pays the full face amount from the first day the policy is in force.',
  },
  {
    term: 'Premium',
    definition:
      'The amount you pay, usually each month, to keep your policy. On a final expense plan it never goes up.',
  },
  {
    term: 'Rider',
    definition:
      'An optional extra added to a policy, such as an extra payment for accidental death. Riders can add to the premium.',
  },
  {
    term: 'Simplified issue',
    definition: `A plan that needs no medical exam, but ${disclosures.healthQuestions}. The answers decide whether you qualify and for which plan.`,
  },
  {
    term: 'Waiting period',
    definition: `The time, often ${facts.waitingPeriod}, during which a graded or guaranteed issue plan does not pay the full amount for death from natural causes.`,
  },
  {
    term: 'Whole life insurance',
    definition:
      'Life insurance that lasts your whole life as long as premiums are paid. Final expense plans are small whole life policies.',
  },
];
