import { describe, expect, it } from 'vitest';
import { facts } from '#core/facts';
import { AGE_MAX, AGE_MIN, FIELD_MESSAGES } from '#core/lead/schema';
import { lowestPrice } from '#core/pricing/engine';
import { siteConfig } from '#core/site.config';
import {
  coverageSpans,
  examplePrices,
  healthExample,
  lowestPublished,
  noPriceSentence,
  quoteEstimate,
  startingCase,
  startingPrice,
  startingPriceSentence,
} from './claims';
import { appointedPlans, pricedPlans } from './index';

describe('coverage claims', () => {
  it('the config states the face amounts the plan data gives, with health questions and with none', () => {
    expect(coverageSpans.withQuestions).toEqual(siteConfig.coverage.amount);
    expect(coverageSpans.withoutQuestions).toEqual(siteConfig.coverage.amountWithoutQuestions);
    expect(facts.coverageRange).toBe('$1,000 to $40,000 with health questions, or up to $25,000 with none');
  });
});

describe('age limits', () => {
  it('the quote form and the API take the issue ages of the appointed plans: the youngest (18 at least) to the oldest', () => {
    const ranges = appointedPlans.flatMap((p) => (p.issueAges ? [p.issueAges] : []));
    expect(ranges.length).toBeGreaterThan(0);
    const youngest = Math.min(...ranges.map((r) => r.min));
    const oldest = Math.max(...ranges.map((r) => r.max));
    expect(AGE_MIN).toBe(Math.max(18, youngest));
    expect(AGE_MAX).toBe(oldest);
    expect(FIELD_MESSAGES.age).toContain(`from ${AGE_MIN} to ${AGE_MAX}`);
  });

  it('the pages state the ages most appointed plans take', () => {
    const oldest = Math.max(...appointedPlans.flatMap((p) => (p.issueAges ? [p.issueAges.max] : [])));
    expect(siteConfig.coverage.issueAges.max).toBe(oldest);
    // Pages say "ages 50 to 85": the youngest age most appointed plans take.
    const mins = appointedPlans.flatMap((p) => (p.issueAges ? [p.issueAges.min] : []));
    const atFifty = mins.filter((m) => m === siteConfig.coverage.issueAges.min).length;
    expect(atFifty).toBeGreaterThan(mins.length / 2);
  });
});

describe('the starting price', () => {
  it("is the engine's lowest published price over the appointed plans for its stated case", () => {
    expect(startingPrice).toEqual(lowestPrice(pricedPlans, startingCase));
  });

  it('while no plan we sell has a complete rate book, is the lowest monthly published figure, named and dated', () => {
    expect(startingPrice).toBeNull();
    expect(startingPriceSentence).not.toBe(noPriceSentence);
    // Choice Mutual's table: a woman of 50, non-tobacco, $10,000, $24 a month, the lowest monthly figure from 50 to 85.
    expect(lowestPublished).toMatchObject({ cents: 2400, period: 'month', sex: 'female', ages: { min: 50, max: 50 } });
    expect(startingPriceSentence).toMatch(
      /^Published prices start from \$24\.00 a month: Choice Mutual’s average monthly price .* for a woman aged 50, non-tobacco, \$10,000 of coverage\. As of November 4, 2024; prices may have changed since\. Source: Choice Mutual, “Burial Insurance Costs By Age”/,
    );
  });

  it('the FAQ example has no price for the woman of 68 in Ohio', () => {
    expect(examplePrices(healthExample)).toBeNull();
  });
});

describe('the thank-you estimate', () => {
  it('lists the appointed plans that take the visitor at $10,000, each unpriced with its reason', () => {
    const e = quoteEstimate({ sex: 'female', age: 68, tobacco: false, state: 'OH' });
    expect(e.version).toBe(2);
    expect(e.ratesAsOf).toBeNull();
    expect(e.rows.map((r) => r.coverage)).toEqual([10_000]);
    const cells = e.rows[0]?.plans ?? [];
    expect(cells.map((c) => c.planId)).toContain('mutual-of-omaha-living-promise-level');
    for (const c of cells) expect(c.offered).toBe(false);
    const lp = cells.find((c) => c.planId === 'mutual-of-omaha-living-promise-level');
    expect(lp?.offered === false && lp.reason).toBe(
      'No price: the copy of the chart we read does not give the policy fee, the monthly factor or the rounding rule.',
    );
  });
});
