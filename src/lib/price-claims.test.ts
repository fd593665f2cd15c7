import { describe, expect, it } from 'vitest';
import { facts } from '#core/facts';
import { appointedPlans } from '../../content/data/insurer-plans';
import { startingPriceSentence } from '../../content/data/insurer-plans/claims';
import { blockFault, findPriceClaims } from './price-claims';

const level = appointedPlans.find((p) => p.type === 'level');
const graded = appointedPlans.find((p) => p.type === 'graded');

describe('findPriceClaims', () => {
  it('reads single prices, ranges and a named coverage', () => {
    const claims = findPriceClaims(
      'Plans from $30 a month. Most pay $30–$150 per month; $24/month for $10,000 of coverage; $1,200.50 to $9 a month.',
    );
    expect(claims.map((c) => [c.lowCents, c.coverage])).toEqual([
      [3000, undefined],
      [3000, undefined],
      [2400, 10_000],
      [900, undefined],
    ]);
  });

  it('ignores prices that are not monthly claims', () => {
    expect(findPriceClaims('A funeral costs $7,848. Coverage of $2,000 to $50,000.')).toEqual([]);
  });
});

describe('blockFault', () => {
  it('refuses a monthly price that names no insurer and plan, and passes a funeral cost', () => {
    expect(blockFault('Plans from $13.75 a month, fixed for life.')).toMatch(/no insurer and plan named/);
    expect(blockFault('A prepaid funeral plan can be paid at $120 a month.')).toBeNull();
    expect(blockFault('No price here.')).toBeNull();
  });

  it('passes a price with its insurer and plan; a graded price needs its waiting period', () => {
    if (!level || !graded) throw new Error('the plan data has a level and a graded plan');
    expect(blockFault(`$40.10 a month: ${level.insurer}, ${level.name}.`)).toBeNull();
    expect(blockFault(`$52.00 a month: ${graded.insurer}, ${graded.name}.`)).toMatch(/without its waiting period/);
    expect(
      blockFault(
        `$52.00 a month: ${graded.insurer}, ${graded.name}; after a waiting period of 2 years, the full amount.`,
      ),
    ).toBeNull();
  });

  it('finds nothing to refuse in the sentences the site builds from the plan data', () => {
    expect(blockFault(startingPriceSentence)).toBeNull();
    expect(blockFault(facts.coverageRange)).toBeNull();
  });
});
