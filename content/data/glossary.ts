import { disclosures, facts, withFullBenefitNote } from '#core/facts';
import type { GlossaryTerm } from './glossary.schema';
import { gradedDefinition } from './graded';
import { oneYearSuicideClauseStates, suicideClauseLaws } from './suicide-clause-laws';

export type { GlossaryTerm };

export { gradedDefinition };

const checked = '2026-11-26';

/** A secondary explainer of the standard life insurance clauses (free look, contestable period). */
const clausesExplained = {
  name: 'Financial Web: "Be Aware of these Life Insurance Clauses" (explainer of the provisions most states require)',
  url: 'https://www.finweb.com/insurance/be-aware-of-these-life-insurance-clauses.html',
  checked,
};

const terms: readonly GlossaryTerm[] = [
  {
    term: 'Beneficiary',
    definition:
      'The person (or people) you choose to receive the money when you die. You can change your beneficiary at any time.',
  },
  {
    term: 'Cash value',
    definition:
      'The savings part of a whole life policy, which builds up over the years. If you give up the policy, you can take it in cash; your policy shows the amounts. Medicaid may count it as something you own (see Types of Coverage).',
    source: {
      name: 'Insurance Library: "What are the key provisions in a life insurance policy?" (agents answer: nonforfeiture and cash surrender)',
      url: 'https://insurancelibrary.com/life-insurance/what-are-the-key-provisions-in-a-life-insurance-policy',
      checked,
    },
  },
  {
    term: 'Contestable period',
    definition:
      'The first years of a policy, usually two (one in a few states), when the insurer may look into a claim and refuse or reduce it if the application left out or misstated facts, such as your health. After it ends, the insurer can void the policy only for unpaid premiums.',
    source: clausesExplained,
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
    term: 'Free look',
    definition:
      'The days after the policy arrives in which you can return it and get back everything you paid. Your state sets the fewest days allowed, some insurers give more, and your policy states its own.',
    source: clausesExplained,
  },
  {
    term: 'Grace period',
    definition: `Extra time to pay a missed premium before the policy lapses: ${facts.gracePeriod}. Your coverage stays in force during it.`,
    source: {
      name: 'Code of Alabama, section 27-15-3, "Life insurance policy provisions - Grace period" (one state\'s standard provision: 30 days, or one month of at least 30 days)',
      url: 'http://alisondb.legislature.state.al.us/alison/codeofalabama/1975/27-15-3.htm',
      checked,
    },
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
    term: 'Nonforfeiture options',
    definition:
      'What you can keep if you stop paying a whole life policy that has cash value: the cash, a smaller policy that needs no more payments, or the full amount for a set time. Your policy lists the options it gives.',
    source: {
      name: 'Insurance Library: "What are the key provisions in a life insurance policy?" (agents answer: cash surrender, extended term, reduced paid-up)',
      url: 'https://insurancelibrary.com/life-insurance/what-are-the-key-provisions-in-a-life-insurance-policy',
      checked,
    },
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
    term: 'Suicide clause',
    definition: `A rule in most policies: if the insured person dies by suicide in the first years, often two, the insurer may pay back the premiums instead of the benefit. The policy and your state’s law set the terms. The laws of ${oneYearSuicideClauseStates} allow the rule for the first year only (${suicideClauseLaws.map((law) => law.citation).join('; ')}).`,
    source: {
      name: 'The Life Insurance Guy: "Life Insurance Contestability Period, Suicide Exclusion" (an agent\'s explainer)',
      url: 'https://lifeinsuranceguy.com/contestability-period.html',
      checked,
    },
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

/** The glossary as shown: a definition that promises the full benefit from day one carries its limits. */
export const glossary: readonly GlossaryTerm[] = terms.map((t) => ({
  ...t,
  definition: withFullBenefitNote(t.definition),
}));
