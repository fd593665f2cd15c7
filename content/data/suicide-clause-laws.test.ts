import { describe, expect, it } from 'vitest';
import { disclosures } from '#core/facts';
import { glossary } from './glossary';
import { gradedDefinition } from './graded';
import { oneYearSuicideClauseStates, suicideClauseLaws } from './suicide-clause-laws';
import { suicideClauseLawsSchema } from './suicide-clause-laws.schema';

describe('the suicide clause', () => {
  it('holds only statutes read in their text, each with its source, owner and day read', () => {
    expect(suicideClauseLawsSchema.safeParse(suicideClauseLaws).success).toBe(true);
    expect(suicideClauseLaws.map((law) => law.state)).toEqual(['MO', 'CO']);
    expect(oneYearSuicideClauseStates).toBe('Missouri and Colorado');
  });

  it('is stated for most policies, with the policy and the state’s law setting the terms, never as universal', () => {
    expect(disclosures.fullBenefit).toMatch(/Most policies also have a suicide clause/);
    expect(disclosures.fullBenefit).toContain('the policy and your state’s law set the terms');
    expect(disclosures.fullBenefit).not.toMatch(/A suicide clause limits/);
    const term = glossary.find((t) => t.term === 'Suicide clause');
    expect(term?.definition).toMatch(/^A rule in most policies/);
    expect(term?.definition).toContain('The policy and your state’s law set the terms.');
    for (const law of suicideClauseLaws) {
      expect(term?.definition).toContain(law.stateName);
      expect(term?.definition).toContain(law.citation);
    }
  });
});

describe('the graded definition', () => {
  it('covers both kinds of graded benefit: premiums back with a percentage, and a share of the face amount', () => {
    expect(gradedDefinition).toContain(
      'the premiums back plus a percentage, or a share of the face amount, as the policy states',
    );
    expect(gradedDefinition).not.toContain('plus the percentage the policy states');
  });
});
