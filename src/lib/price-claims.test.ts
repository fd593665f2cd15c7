import { describe, expect, it } from 'vitest';
import { facts } from '#core/facts';
import { cheapestCents, estimate } from '#core/pricing/estimate';
import { formatCentsExact, startingPrice } from '#core/pricing/from-price';
import { formatCents } from './premium';
import { cheapestForCoverage, claimFault, findPriceClaims } from './price-claims';

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

describe('claimFault', () => {
  it('passes a claim at or above the cheapest case it names, and fails one below', () => {
    const [ok, low, named, under] = findPriceClaims(
      `${formatCents(cheapestCents())} a month. $4.80 a month. $24 a month for $10,000 of coverage. $23 a month for $10,000 of coverage.`,
    );
    expect(ok && claimFault(ok)).toBeNull();
    expect(low && claimFault(low)).toMatch(/below the engine's cheapest case/);
    expect(named && claimFault(named)).toBeNull();
    expect(under && claimFault(under)).toMatch(/below the engine's cheapest for that coverage \(2400 cents\)/);
  });

  it('knows the cheapest $10,000 case: a woman of 50, level, non-tobacco', () => {
    const [level] = estimate({ age: 50, coverage: 10_000, sex: 'female', tobacco: false, plan: 'level' });
    expect(level?.ok && level.lowCents).toBe(cheapestForCoverage(10_000));
  });
});

describe('the starting price', () => {
  it("is the engine's figure for its basis, and a claim the engine backs", () => {
    const [level] = estimate({ age: 50, coverage: 5000, sex: 'female', tobacco: false, plan: 'level' });
    expect(level?.ok && level.lowCents).toBe(startingPrice.cents);
    expect(facts.startingPremium).toBe(`${formatCentsExact(startingPrice.cents)} a month`);
    expect(facts.startingPremiumBasis).toBe('$5,000 level benefit plan, woman aged 50, non-tobacco');
    const claims = findPriceClaims(facts.startingPremium);
    expect(claims).toHaveLength(1);
    for (const claim of claims) expect(claimFault(claim)).toBeNull();
  });
});
