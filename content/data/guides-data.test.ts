import { describe, expect, it } from 'vitest';
import { rateData } from '#core/pricing/rates';
import { rateDataSchema } from '#core/pricing/rates.schema';
import { siteConfig } from '#core/site.config';
import { carrierComparison } from './carrier-comparison';
import { carrierReviews } from './carrier-reviews';
import { carriers, carriersWithImmediateCoverage } from './carriers';
import { checklist } from './checklist';
import { cremationTiers } from './cremation';
import { guideResources } from './guide-resources';
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
      (m) => m.file === 'core/pricing/rates.ts' || mine.some((name) => m.file.startsWith(`content/data/${name}`)),
    );
    // The rate tables (core/pricing/rates.ts) are registered too: every entry of `mine` but the
    // carrier-reviews/ folder is one module, plus one per carrier review, plus the rates.
    expect(registered).toHaveLength(mine.length - 1 + carrierReviews.length + 1);
    expect(findDataModuleFaults(registered)).toEqual([]);
  });

  it('names the file and row of a rate table whose rates fall with age', () => {
    const rows = rateData.plans.level.rows.map((r) => ({ ...r }));
    const third = rows[3];
    if (third) rows[3] = { ...third, female: { nonTobacco: 1, tobacco: third.female.tobacco } };
    const data = { ...rateData, plans: { ...rateData.plans, level: { ...rateData.plans.level, rows } } };
    const faults = findDataModuleFaults([{ file: 'core/pricing/rates.ts', schema: rateDataSchema, data }]);
    expect(faults.join('\n')).toMatch(
      /^core\/pricing\/rates\.ts: plans\.level\.rows\.3\.female\.nonTobacco: rates must rise/m,
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

  it('has one review per reviewed insurer, with our ratings', () => {
    expect(carrierReviews.map((r) => r.page).sort()).toEqual(carrierComparison.map((r) => r.page).sort());
    expect(Object.fromEntries(carrierReviews.map((r) => [r.page, r.ourRating]))).toEqual({
      aarp: 4.5,
      colonialPenn: 4.0,
      globeLife: 4.7,
      mutualOfOmaha: 4.8,
      trustage: 4.2,
    });
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
