import type { SuicideClauseLaw } from './suicide-clause-laws.schema';

const read = '2026-11-29';

/**
 * State statutes that limit a life insurance policy's suicide clause, each read in its own text
 * (issue 43). Only statutes read here are listed; a state not listed may still limit the clause:
 * pages say "the policy and your state's law set the terms" and name only these states.
 */
export const suicideClauseLaws: readonly SuicideClauseLaw[] = [
  {
    state: 'MO',
    stateName: 'Missouri',
    citation: 'Mo. Rev. Stat. § 376.620',
    limitYears: 1,
    summary:
      'A policy may exclude or limit the benefit for a suicide only within one year from the date the policy is issued, must say so clearly, and must then promptly refund all premiums paid for the excluded coverage.',
    source: {
      title: 'Revisor of Missouri: 376.620. Suicide, effect on liability — refund of premiums, when',
      url: 'http://revisor.mo.gov/main/OneSection.aspx?section=376.620',
      owner: 'Missouri Revisor of Statutes',
      secondaryCopy: false,
      date: '2017-08-28',
      read,
    },
  },
  {
    state: 'CO',
    stateName: 'Colorado',
    citation: 'Colo. Rev. Stat. § 10-7-109',
    limitYears: 1,
    summary:
      'After the first policy year, suicide is no defense against paying a life insurance policy, whether the insured was sane or insane. The section does not apply to accidental death cover.',
    source: {
      title: 'C.R.S. 10-7-109. Suicide no defense for nonpayment (copy of the Colorado Revised Statutes)',
      url: 'http://www.lpdirect.net/casb/crs/10-7-109.html',
      owner: 'LPdirect (a secondary copy of the Colorado Revised Statutes)',
      secondaryCopy: true,
      date: null,
      read,
    },
  },
];

/** "Missouri and Colorado": the states whose statutes we read that limit the clause to one year. */
export const oneYearSuicideClauseStates = new Intl.ListFormat('en-US', { type: 'conjunction' }).format(
  suicideClauseLaws.filter((law) => law.limitYears === 1).map((law) => law.stateName),
);
