import { describe, expect, it } from 'vitest';
import { planListSchema } from '#core/pricing/plan.schema';
import { siteConfig } from '#core/site.config';
import { carrierComparison } from './carrier-comparison';
import { carrierReviews } from './carrier-reviews';
import { carriers, carriersWithImmediateCoverage } from './carriers';
import { checklist } from './checklist';
import { cremationTiers } from './cremation';
import { guideResources } from './guide-resources';
import { insurerPlans } from './insurer-plans/plans';
import { plans } from './plans';
import { dataModules, findDataModuleFaults } from './validate.server';
import { waysToPay } from './ways-to-pay';
import { whoNeeds } from './who-needs';

/** The guide and carrier data: the invariants the pages rely on, and the spec's figures. */
const mine = [
  'carriers',
  'carrier-comparison',
  'carrier-reviews/',
  'plans',
  'checklist',
  'cremation',
  'ways-to-pay',
  'guide-resources',
  'who-needs',
];

describe('guide and carrier data modules', () => {
  it('are all registered and valid', () => {
    const registered = dataModules.filter(
      (m) =>
        m.file.startsWith('content/data/insurer-plans/plans.ts') ||
        mine.some((name) => m.file.startsWith(`content/data/${name}`)),
    );
    // The plan records (content/data/insurer-plans/plans.ts) are registered too: every entry of
    // `mine` but the carrier-reviews/ folder is one module, plus one per carrier review, plus the plans.
    expect(registered).toHaveLength(mine.length - 1 + carrierReviews.length + 1);
    expect(findDataModuleFaults(registered)).toEqual([]);
  });

  it('names the file and plan of a rate table that skips an age', () => {
    const data = insurerPlans.map((i) => ({
      ...i,
      plans: i.plans.map((p) =>
        p.rates ? { ...p, rates: { ...p.rates, rows: p.rates.rows.filter((r) => r.age !== 60) } } : p,
      ),
    }));
    const faults = findDataModuleFaults([
      { file: 'content/data/insurer-plans/plans.ts', schema: planListSchema, data },
    ]);
    expect(faults.join('\n')).toMatch(
      /^content\/data\/insurer-plans\/plans\.ts: .*mutual-of-omaha-living-promise-level: rate rows skip from 59 to 61/m,
    );
  });
});

describe('carriers', () => {
  it('lists 18 insurers, with no unsourced financial strength grade', () => {
    expect(carriers).toHaveLength(18);
    expect(new Set(carriers.map((c) => c.id)).size).toBe(18);
    for (const carrier of carriers) expect(Object.keys(carrier)).not.toContain('rating');
  });

  it('filters to insurers whose features mention immediate coverage or no waiting period', () => {
    const list = carriersWithImmediateCoverage();
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.length).toBeLessThan(carriers.length);
    for (const c of list) expect(c.features.some((f) => /immediate|no waiting period/i.test(f))).toBe(true);
    for (const c of carriers.filter((c) => !list.includes(c))) {
      expect(c.features.some((f) => /immediate|no waiting period/i.test(f))).toBe(false);
    }
    const sample = (features: string[]) => ({ ...(carriers[0] as (typeof carriers)[number]), features });
    expect(carriersWithImmediateCoverage([sample(['Two-year waiting period'])])).toHaveLength(0);
    expect(carriersWithImmediateCoverage([sample(['Plans with no waiting period'])])).toHaveLength(1);
  });
});

describe('carrier comparison and reviews', () => {
  it('names each reviewed insurer of carriers.ts once', () => {
    expect(carrierComparison.map((r) => r.carrierId)).toEqual([
      'aarp-new-york-life',
      'colonial-penn',
      'globe-life',
      'mutual-of-omaha',
      'trustage',
    ]);
    for (const row of carrierComparison)
      expect(
        carriers.some((c) => c.id === row.carrierId),
        row.carrierId,
      ).toBe(true);
  });

  it('has one review per reviewed insurer, and no stars or score of our own (we publish no scoring method)', () => {
    expect(carrierReviews.map((r) => r.page).sort()).toEqual(carrierComparison.map((r) => r.page).sort());
    for (const review of carrierReviews) expect(Object.keys(review)).not.toContain('ourRating');
  });

  it('never leaves a template hole in review text', () => {
    const text = JSON.stringify(carrierReviews);
    expect(text).not.toMatch(/undefined|NaN|\[object Object\]|\$\{|\{\{/);
  });
});

describe('planning data', () => {
  it('has the counts the pages promise', () => {
    expect(checklist.map((g) => g.title)).toEqual(['Immediate actions', 'Arrangements', 'Documents', 'Notifications']);
    expect(cremationTiers.map((t) => t.from)).toEqual([1000, 2500, 4500]);
    expect(waysToPay).toHaveLength(4);
    expect(guideResources).toHaveLength(6);
    expect([whoNeeds.groups.length, whoNeeds.benefits.length, whoNeeds.considerations.length]).toEqual([6, 6, 4]);
    expect(plans.map((p) => p.type)).toEqual(['Level benefit', 'Graded benefit', 'Guaranteed issue']);
  });

  it('links every guide card to an outside https page', () => {
    for (const card of guideResources) {
      expect(card.url).toMatch(/^https:\/\//);
      expect(new URL(card.url).host).not.toBe(new URL(siteConfig.siteUrl).host);
    }
  });
});
