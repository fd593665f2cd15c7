import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bandTable,
  cheapestCents,
  estimate,
  formatDollarRange,
  monthlyCents,
  type PlanType,
  planLimits,
  planTypes,
  type Sex,
} from './estimate';
import { rateData } from './rates';
import { rateDataSchema } from './rates.schema';

const sexes: readonly Sex[] = ['female', 'male'];
const ages = (plan: PlanType) => {
  const { min, max } = planLimits(plan).issueAges;
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
};
const coverages = (plan: PlanType) => {
  const { min, max, step } = planLimits(plan).coverage;
  return Array.from({ length: (max - min) / step + 1 }, (_, i) => min + i * step);
};
const cents = (plan: PlanType, age: number, coverage: number, sex: Sex | 'unisex', tobacco: boolean) => {
  const c = monthlyCents(plan, age, coverage, sex, tobacco);
  if (c === null) throw new Error(`no price for ${plan} ${age} ${coverage}`);
  return c;
};

/** S1's published $10,000 and $25,000 monthly premiums, non-tobacco: [female, male]. */
const s1: Record<number, { '10000': [number, number]; '25000': [number, number] }> = {
  50: { '10000': [24, 31], '25000': [55, 71] },
  55: { '10000': [28, 36], '25000': [64, 84] },
  60: { '10000': [33, 43], '25000': [76, 103] },
  65: { '10000': [41, 54], '25000': [97, 130] },
  70: { '10000': [53, 70], '25000': [127, 169] },
  75: { '10000': [71, 97], '25000': [172, 238] },
  80: { '10000': [98, 135], '25000': [241, 332] },
  85: { '10000': [136, 178], '25000': [335, 440] },
};

describe('rate data', () => {
  it('passes its schema: every age, rising rates, tobacco >= non-tobacco, male >= female, plan order', () => {
    expect(rateDataSchema.safeParse(rateData).success).toBe(true);
  });

  it('refuses a plan order that is broken (graded below level)', () => {
    const rows = rateData.plans.graded.rows.map((r, i) =>
      i === 10 ? { ...r, male: { ...r.male, nonTobacco: 1 } } : r,
    );
    const broken = { ...rateData, plans: { ...rateData.plans, graded: { ...rateData.plans.graded, rows } } };
    const result = rateDataSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toMatch(/graded must not be below level at age 60/);
  });

  it('refuses a missing age', () => {
    const rows = rateData.plans.level.rows.filter((r) => r.age !== 70);
    const broken = { ...rateData, plans: { ...rateData.plans, level: { ...rateData.plans.level, rows } } };
    expect(JSON.stringify(rateDataSchema.safeParse(broken).error?.issues)).toMatch(/every issue age 50-85/);
  });

  it('marks the published level ages as published and the others as interpolated or derived', () => {
    const published = rateData.plans.level.rows.filter((r) => r.basis === 'published').map((r) => r.age);
    expect(published).toEqual([50, 55, 60, 65, 70, 75, 80, 85]);
    expect(rateData.plans.graded.rows.every((r) => r.basis === 'derived')).toBe(true);
    expect(rateData.plans.guaranteed.rows.every((r) => r.basis === 'derived')).toBe(true);
  });
});

describe('estimate: the published figures', () => {
  it('gives S1 $10,000 level non-tobacco figures to the cent at every published age', () => {
    for (const [age, figures] of Object.entries(s1)) {
      const [female, male] = figures['10000'];
      expect(cents('level', Number(age), 10_000, 'female', false)).toBe(female * 100);
      expect(cents('level', Number(age), 10_000, 'male', false)).toBe(male * 100);
    }
  });

  it('meets S1 $25,000 column within 5%', () => {
    for (const [age, figures] of Object.entries(s1)) {
      sexes.forEach((sex, i) => {
        const published = (figures['25000'][i] ?? 0) * 100;
        const ours = cents('level', Number(age), 25_000, sex, false);
        expect(Math.abs(ours - published) / published).toBeLessThan(0.05);
      });
    }
  });

  it('meets S3 guaranteed acceptance figures for $10,000 within 10%', () => {
    const s3: Array<[number, Sex, number]> = [
      [50, 'female', 34],
      [59, 'female', 50],
      [60, 'female', 51],
      [69, 'female', 73],
      [50, 'male', 44],
      [59, 'male', 63],
      [60, 'male', 63],
      [69, 'male', 96],
    ];
    for (const [age, sex, dollars] of s3) {
      const ours = cents('guaranteed', age, 10_000, sex, false);
      expect(Math.abs(ours - dollars * 100) / (dollars * 100)).toBeLessThan(0.1);
    }
  });

  it('gives exact cents: fee plus rate times thousands', () => {
    expect(cents('level', 65, 10_000, 'female', false)).toBe(4100);
    expect(cents('level', 65, 10_000, 'male', false)).toBe(5400);
    expect(cents('level', 80, 10_000, 'female', false)).toBe(9800);
    expect(cents('level', 80, 10_000, 'male', false)).toBe(13_500);
    expect(cents('level', 50, 2000, 'female', false)).toBe(350 + 2 * 205);
    expect(cents('guaranteed', 85, 25_000, 'male', true)).toBe(350 + 25 * 4020);
  });
});

describe('estimate: every age and plan', () => {
  it('prices every age, sex and tobacco use of every plan at its limits, in whole positive cents', () => {
    for (const plan of planTypes) {
      const { coverage } = planLimits(plan);
      for (const age of ages(plan)) {
        for (const sex of [...sexes, 'unisex' as const]) {
          for (const tobacco of [false, true]) {
            for (const amount of [coverage.min, coverage.max]) {
              const c = cents(plan, age, amount, sex, tobacco);
              expect(Number.isSafeInteger(c)).toBe(true);
              expect(c).toBeGreaterThan(0);
            }
          }
        }
      }
    }
  });

  it('rises with age, and is never lower for men, tobacco, more coverage or a dearer plan', () => {
    for (const plan of planTypes) {
      const { coverage } = planLimits(plan);
      for (const age of ages(plan)) {
        for (const amount of [coverage.min, 10_000, coverage.max]) {
          for (const tobacco of [false, true]) {
            const f = cents(plan, age, amount, 'female', tobacco);
            const m = cents(plan, age, amount, 'male', tobacco);
            const u = cents(plan, age, amount, 'unisex', tobacco);
            expect(m).toBeGreaterThanOrEqual(f);
            expect(u).toBeGreaterThanOrEqual(f);
            expect(u).toBeLessThanOrEqual(m);
            if (age > planLimits(plan).issueAges.min)
              expect(f).toBeGreaterThan(cents(plan, age - 1, amount, 'female', tobacco));
            if (amount > coverage.min) expect(f).toBeGreaterThan(cents(plan, age, amount - 1000, 'female', tobacco));
          }
          for (const sex of sexes)
            expect(cents(plan, age, amount, sex, true)).toBeGreaterThanOrEqual(cents(plan, age, amount, sex, false));
        }
      }
    }
    for (const age of ages('graded')) {
      for (const sex of sexes) {
        for (const tobacco of [false, true]) {
          const level = cents('level', age, 10_000, sex, tobacco);
          const graded = cents('graded', age, 10_000, sex, tobacco);
          const guaranteed = cents('guaranteed', age, 10_000, sex, tobacco);
          expect(graded).toBeGreaterThanOrEqual(level);
          expect(guaranteed).toBeGreaterThanOrEqual(graded);
        }
      }
    }
  });

  it('every age of every plan is counted', () => {
    const priced = planTypes.map((p) => ages(p).length);
    expect(priced).toEqual([36, 31, 36]);
    expect(planTypes.map((p) => coverages(p).length)).toEqual([49, 19, 24]);
  });
});

describe('estimate: ranges', () => {
  it('spans both sexes and tobacco uses when they are unknown, and contains each known case', () => {
    const [level] = estimate({ age: 65, coverage: 10_000, plan: 'level' });
    expect(level).toEqual({
      plan: 'level',
      ok: true,
      lowCents: 4100,
      highCents: cents('level', 65, 10_000, 'male', true),
    });
    const [male] = estimate({ age: 65, coverage: 10_000, plan: 'level', sex: 'male', tobacco: false });
    expect(male).toEqual({ plan: 'level', ok: true, lowCents: 5400, highCents: 5400 });
    const [woman] = estimate({ age: 65, coverage: 10_000, plan: 'level', sex: 'female' });
    expect(woman).toEqual({
      plan: 'level',
      ok: true,
      lowCents: 4100,
      highCents: cents('level', 65, 10_000, 'female', true),
    });
  });

  it('gives every plan type when none is named, cheapest first', () => {
    expect(estimate({ age: 70, coverage: 10_000 }).map((e) => e.plan)).toEqual(['level', 'graded', 'guaranteed']);
  });

  it('uses one unisex rate in Montana, whatever sex is given', () => {
    const mt = estimate({ age: 65, coverage: 10_000, plan: 'level', sex: 'male', tobacco: false, state: 'MT' });
    const mtUnknown = estimate({ age: 65, coverage: 10_000, plan: 'level', tobacco: false, state: 'mt' });
    // mean of 375 and 505 cents per $1,000 = 440; 350 + 10 x 440
    expect(mt).toEqual([{ plan: 'level', ok: true, lowCents: 4750, highCents: 4750 }]);
    expect(mtUnknown).toEqual(mt);
    // the unisex rate per $1,000 is the mean of the two, a half cent rounded up
    expect(monthlyCents('level', 51, 2000, 'unisex', false)).toBe(350 + 2 * 249); // (213 + 285) / 2
    expect(monthlyCents('level', 56, 2000, 'unisex', false)).toBe(350 + 2 * 296); // (255 + 337) / 2
    expect(monthlyCents('level', 57, 2000, 'unisex', false)).toBe(350 + 2 * 308); // (264 + 351) / 2 = 307.5
  });
});

describe('estimate: refusals', () => {
  it('refuses ages a plan does not offer, with the limits', () => {
    const [graded] = estimate({ age: 82, coverage: 10_000, plan: 'graded' });
    expect(graded).toEqual({
      plan: 'graded',
      ok: false,
      refusal: { reason: 'age', min: 50, max: 80 },
      message: 'Graded benefit plans are for ages 50 to 80.',
    });
    expect(estimate({ age: 49, coverage: 10_000 }).every((e) => !e.ok && e.refusal.reason === 'age')).toBe(true);
    expect(estimate({ age: 86, coverage: 10_000 }).every((e) => !e.ok)).toBe(true);
    expect(estimate({ age: 65.5, coverage: 10_000 }).every((e) => !e.ok && e.refusal.reason === 'age')).toBe(true);
  });

  it('refuses coverage a plan does not offer: too little, too much, or between steps', () => {
    const [guaranteed] = estimate({ age: 60, coverage: 30_000, plan: 'guaranteed' });
    expect(guaranteed).toMatchObject({
      ok: false,
      refusal: { reason: 'coverage', min: 2000, max: 25_000, step: 1000 },
    });
    expect(guaranteed?.ok === false && guaranteed.message).toBe(
      'Guaranteed issue plans offer $2,000 to $25,000 of coverage, in steps of $1,000.',
    );
    expect(estimate({ age: 60, coverage: 1000 }).every((e) => !e.ok)).toBe(true);
    expect(estimate({ age: 60, coverage: 10_500 }).every((e) => !e.ok)).toBe(true);
    expect(estimate({ age: 60, coverage: 60_000 }).every((e) => !e.ok)).toBe(true);
    expect(estimate({ age: 60, coverage: 45_000 }).map((e) => e.ok)).toEqual([true, false, false]);
    expect(monthlyCents('level', 60, 10_500, 'female', false)).toBeNull();
  });
});

describe('estimate: properties (fast-check)', () => {
  const input = fc.record(
    {
      age: fc.oneof(fc.integer({ min: 40, max: 95 }), fc.double({ noNaN: false })),
      coverage: fc.oneof(
        fc.integer({ min: 0, max: 60 }).map((k) => k * 1000),
        fc.integer({ min: -1e6, max: 1e7 }),
        fc.double(),
      ),
      sex: fc.constantFrom<Sex>('female', 'male'),
      tobacco: fc.boolean(),
      plan: fc.constantFrom(...planTypes),
      state: fc.constantFrom('TX', 'MT', 'NY', 'CA'),
    },
    { requiredKeys: ['age', 'coverage'] },
  );

  it('never gives NaN, a negative, a fraction of a cent or an upside-down range; refuses with a message', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const e of estimate(i)) {
          if (e.ok) {
            expect(Number.isSafeInteger(e.lowCents) && Number.isSafeInteger(e.highCents)).toBe(true);
            expect(e.lowCents).toBeGreaterThan(0);
            expect(e.highCents).toBeGreaterThanOrEqual(e.lowCents);
          } else {
            expect(e.message.length).toBeGreaterThan(10);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('the unknown-sex, unknown-tobacco range contains every known case', () => {
    fc.assert(
      fc.property(input, (i) => {
        const wide = estimate({ age: i.age, coverage: i.coverage, state: i.state });
        const narrow = estimate({ ...i, plan: undefined });
        wide.forEach((w, k) => {
          const n = narrow[k];
          expect(n?.ok).toBe(w.ok);
          if (w.ok && n?.ok) {
            expect(n.lowCents).toBeGreaterThanOrEqual(w.lowCents);
            expect(n.highCents).toBeLessThanOrEqual(w.highCents);
          }
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('is linear in the thousands of coverage, exactly: no float drift', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...planTypes),
        fc.integer({ min: 50, max: 85 }),
        fc.constantFrom<Sex | 'unisex'>('female', 'male', 'unisex'),
        fc.boolean(),
        fc.integer({ min: 2, max: 50 }),
        (plan, age, sex, tobacco, k) => {
          const one = monthlyCents(plan, age, k * 1000, sex, tobacco);
          const two = monthlyCents(plan, age, 2000, sex, tobacco);
          const three = monthlyCents(plan, age, 3000, sex, tobacco);
          if (one === null || two === null || three === null) return;
          const perThousand = three - two;
          expect(one).toBe(two + (k - 2) * perThousand);
        },
      ),
    );
  });
});

describe('cheapest and formatting', () => {
  it('cheapestCents is the least price over every plan, age, sex, tobacco use and coverage', () => {
    let least = Number.POSITIVE_INFINITY;
    for (const plan of planTypes) {
      for (const age of ages(plan)) {
        for (const sex of [...sexes, 'unisex' as const]) {
          for (const amount of coverages(plan)) least = Math.min(least, cents(plan, age, amount, sex, false));
        }
      }
    }
    expect(cheapestCents()).toBe(least);
    expect(least).toBe(350 + 2 * 205);
  });

  it('widens a range of cents to whole dollars that contain it', () => {
    expect(formatDollarRange(4100, 5400)).toBe('$41–$54');
    expect(formatDollarRange(4150, 4150)).toBe('$41–$42');
    expect(formatDollarRange(4100, 4100)).toBe('$41');
    expect(formatDollarRange(99, 12_301, ' to ')).toBe('$0 to $124');
  });

  it('builds the guide table from the engine, with graded not offered after 80', () => {
    const table = bandTable(10_000);
    expect(table.map((r) => `${r.band.min}-${r.band.max}`)).toEqual([
      '50-55',
      '56-60',
      '61-65',
      '66-70',
      '71-75',
      '76-80',
      '81-85',
    ]);
    expect(table[0]?.cells[0]).toEqual({ plan: 'level', offered: true, lowCents: 2400, highCents: 3600 });
    expect(table[6]?.cells[1]).toEqual({ plan: 'graded', offered: false });
    expect(table[2]?.cells[0]).toMatchObject({ highCents: 5400 });
  });
});
