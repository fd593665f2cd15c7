// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { insurerPlans } from '../../../content/data/insurer-plans';
import { earlyPayout, healthQuestionsStatus, PlanFactsTable } from './PlanFactsTable';

const plan = (id: string) => {
  const found = insurerPlans.flatMap((i) => i.plans).find((p) => p.id === id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
};

describe('PlanFactsTable: health questions', () => {
  it('says which answers lead to each Golden Solution plan and that the questions’ words were not readable', () => {
    const graded = plan('american-amicable-golden-solution-graded');
    expect(healthQuestionsStatus(graded)).toBe(
      'For an applicant who answers no to questions 1 to 7 and yes to question 8. A yes to question 1, 2 or 3 rules out all three Golden Solution plans. The questions’ own words are not in the copy we could read (application form 9466 (with state variations), or 9867 (Maryland, New Jersey, South Carolina), or GL213).',
    );
  });

  it('guaranteed issue asks none; a plan with nothing recorded says so; recorded questions are counted', () => {
    expect(healthQuestionsStatus(plan('royal-neighbors-ensured-legacy-gi'))).toBe('None: guaranteed issue.');
    const level = plan('mutual-of-omaha-living-promise-level');
    expect(healthQuestionsStatus(level)).toBe('Not recorded: no copy of its application we could read prints them.');
    const q = { text: 'Are you now confined to a nursing home?', window: 'currently', yesLeadsTo: 'declined' };
    expect(
      healthQuestionsStatus({
        ...level,
        healthQuestions: { formNumber: 'X-1', questions: [q, q], source: level.source },
      }),
    ).toBe('2 health questions on application form X-1.');
  });

  it('shows the column, and the eligibility source among the plan’s sources', () => {
    const plans = insurerPlans.find((i) => i.carrierId === 'american-amicable')?.plans ?? [];
    render(<PlanFactsTable plans={plans} caption="American-Amicable: plans we can sell" />);
    expect(screen.getByRole('columnheader', { name: 'Health questions' })).toBeTruthy();
    const row = screen.getByRole('row', { name: /Graded Death Benefit Plan/ });
    expect(within(row).getByText(/yes to question 8/)).toBeTruthy();
    // The 3123 guide is marked for field use only: named among the sources, never linked.
    expect(within(row).getByText(/3123, agent guide/)).toBeTruthy();
    expect(within(row).queryByRole('link', { name: /3123, agent guide/ })).toBeNull();
  });
});

describe('PlanFactsTable: what each plan pays in its first years', () => {
  it('says which kind of graded benefit the plan data records, or that the plan’s papers set it', () => {
    const easy = plan('transamerica-easy-solution');
    expect(earlyPayout(easy)).toMatch(/^Premiums back plus 10% for a death from illness in the first 2 years: “/);
    const source = easy.payout?.source;
    if (!source) throw new Error('the Easy Solution plan has a payout rule');
    const shareOfFace = {
      ...easy,
      payout: {
        kind: 'face-percent' as const,
        years: 2,
        facePercentByYear: [30, 70],
        accidentFullFromDayOne: true,
        text: 'Partial benefit in year 1 and 2, full in year 3',
        source,
      },
    };
    expect(earlyPayout(shareOfFace)).toBe(
      'A share of the face amount for a death from illness in the first 2 years (30%, then 70%): “Partial benefit in year 1 and 2, full in year 3”',
    );
    expect(earlyPayout(plan('royal-neighbors-ensured-legacy-graded'))).toBe(
      "Not recorded: the plan's own papers set what it pays in its first years.",
    );
  });

  it('shows it in its own column, on the plan’s row', () => {
    const plans = insurerPlans.find((i) => i.carrierId === 'transamerica')?.plans ?? [];
    const table = within(render(<PlanFactsTable plans={plans} caption="Transamerica: plans we can sell" />).container);
    expect(table.getByRole('columnheader', { name: 'In the first years' })).toBeTruthy();
    const row = table.getByRole('row', { name: /^Transamerica, Easy Solution/ });
    expect(within(row).getByText(/^Premiums back plus 10%/)).toBeTruthy();
  });
});
