import { describe, expect, it } from 'vitest';
import { appointedCarriers } from '#core/appointments';
import { checkedOn, ratedOn } from '../../tests/fixtures/carrier-comparison';
import {
  carrierComparison,
  carrierFactSources,
  comparisonRow,
  monthOf,
  ratedComparisonRow,
  ratingText,
  scaleText,
  staleCarrierFacts,
  staleRatings,
} from './carrier-comparison';
import { carrierComparisonSchema, comparisonRowSchema } from './carrier-comparison.schema';
import { carrierReviews } from './carrier-reviews';
import { carrierReviewSchema } from './carrier-reviews.schema';
import { carriers } from './carriers';
import { guaranteedIssuePlans, guaranteedIssuePlansOf } from './guaranteed-issue';

const aarp = ratedComparisonRow('aarp');

describe('carrier facts schema', () => {
  it('accepts the shipped facts of the five reviewed insurers', () => {
    const result = carrierComparisonSchema.safeParse(carrierComparison);
    expect(result.error?.issues).toBeUndefined();
  });

  it('gives every rating and every plan a source with an https URL and the date it was checked', () => {
    const sources = carrierFactSources();
    const planSources = carrierComparison.flatMap((row) =>
      row.plans.flatMap((p) => [p.source, ...(p.moreSources ?? [])]),
    );
    expect(sources).toHaveLength(carrierComparison.filter((row) => row.rating).length + planSources.length);
    for (const { fact, source } of sources) {
      expect(source.url, fact).toMatch(/^https:\/\//);
      expect(source.checked, fact).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(source.name.length, fact).toBeGreaterThan(10);
    }
  });

  it('refuses a rating or a plan without its source, and a rating date that is not a date', () => {
    const { source: _rating, ...unsourcedRating } = aarp.rating;
    expect(comparisonRowSchema.safeParse({ ...aarp, rating: unsourcedRating }).success).toBe(false);
    const [first, ...rest] = aarp.plans;
    const { source: _plan, ...unsourcedPlan } = first as NonNullable<typeof first>;
    expect(comparisonRowSchema.safeParse({ ...aarp, plans: [unsourcedPlan, ...rest] }).success).toBe(false);
    expect(comparisonRowSchema.safeParse({ ...aarp, rating: { ...aarp.rating, date: 'July 2025' } }).success).toBe(
      false,
    );
    const http = { ...aarp.rating, source: { ...aarp.rating.source, url: 'http://example.test/' } };
    expect(comparisonRowSchema.safeParse({ ...aarp, rating: http }).success).toBe(false);
  });

  it('takes a row with a grade or with the sentence saying why none is shown, never both or neither', () => {
    const { rating: _grade, ...ungraded } = aarp;
    const why = 'We show no grade: the newest AM Best rating action we could read is too old to go by.';
    expect(comparisonRowSchema.safeParse(ungraded).success).toBe(false);
    expect(comparisonRowSchema.safeParse({ ...ungraded, noRating: why }).success).toBe(true);
    expect(comparisonRowSchema.safeParse({ ...aarp, noRating: why }).success).toBe(false);
  });

  it('carries the corrected grades and dates of the issue', () => {
    expect(
      Object.fromEntries(carrierComparison.map((r) => [r.page, r.rating ? ratingText(r.rating) : r.noRating])),
    ).toEqual({
      aarp: 'A++ (Superior), AM Best, affirmed July 2025',
      colonialPenn: 'A (Excellent), AM Best, affirmed February 2025',
      globeLife: 'A (Excellent), AM Best, affirmed November 2025',
      mutualOfOmaha: 'A+ (Superior), AM Best, affirmed March 2024',
      trustage: expect.stringMatching(
        /^We show no grade: the newest AM Best rating action on CMFG Life .* January 2015/,
      ),
    });
    expect(comparisonRow('trustage').plans.find((p) => p.underwriting === 'guaranteed')?.amount?.max).toBe(25000);
  });

  it('places each grade on the AM Best scale of 13', () => {
    expect(scaleText('A++')).toBe(
      "The grade A++ is the highest of AM Best's 13 grades, which run from A++ (Superior) down to D (Poor).",
    );
    expect(scaleText('A')).toBe(
      "The grade A is the third of AM Best's 13 grades, which run from A++ (Superior) down to D (Poor).",
    );
    expect(scaleText('D')).toBe(
      "The grade D is the thirteenth of AM Best's 13 grades, which run from A++ (Superior) down to D (Poor).",
    );
  });

  it('finds the grades whose latest AM Best action is more than a year old', () => {
    expect(staleRatings(carrierComparison, new Date('2026-11-26T12:00:00Z')).map((r) => r.page)).toEqual([
      'aarp',
      'colonialPenn',
      'globeLife',
      'mutualOfOmaha',
    ]);
    expect(staleRatings(carrierComparison, new Date('2026-11-12T12:00:00Z')).map((r) => r.page)).not.toContain(
      'globeLife',
    );
    expect(staleRatings(ratedOn(carrierComparison, '2026-03'), new Date('2027-03-01T12:00:00Z'))).toEqual([]);
  });

  it('writes a month from a day or from a month alone', () => {
    expect(monthOf('2025-11-12')).toBe('November 2025');
    expect(monthOf('2022-03')).toBe('March 2022');
  });
});

describe('the staleness rule', () => {
  it('finds no stale fact in the shipped data on the day it was checked, nor a year later', () => {
    expect(staleCarrierFacts(carrierComparison, new Date('2026-11-25T12:00:00Z'))).toEqual([]);
    expect(staleCarrierFacts(carrierComparison, new Date('2027-11-25T12:00:00Z'))).toEqual([]);
  });

  it('lists every fact of the shipped data the day after twelve months', () => {
    // The latest source was checked on 2026-11-26 (Colonial Penn's grade).
    const stale = staleCarrierFacts(carrierComparison, new Date('2027-11-27T12:00:00Z'));
    expect(stale.map((s) => s.fact)).toEqual(carrierFactSources().map((s) => s.fact));
  });

  it('lists only the facts of a row checked long ago', () => {
    const rows = [...checkedOn([aarp], '2024-01-15'), ...checkedOn(carrierComparison.slice(1), '2026-10-01')];
    const stale = staleCarrierFacts(rows, new Date('2026-11-25T12:00:00Z'));
    expect(stale.map((s) => s.fact)).toEqual([
      'AARP (New York Life): financial strength rating',
      ...aarp.plans.map((p) => `AARP (New York Life): ${p.name}`),
    ]);
  });
});

describe('reviews and the facts they show', () => {
  it('describe only plans of their insurer, with no figure of their own', () => {
    for (const review of carrierReviews) {
      expect(carrierReviewSchema.safeParse(review).success, review.page).toBe(true);
      const names = comparisonRow(review.page).plans.map((p) => p.name);
      for (const policy of review.policies) expect(names, review.page).toContain(policy.plan);
    }
    const figure = {
      ...carrierReviews[0],
      policies: [{ plan: 'AARP Permanent Life', description: 'Up to $50,000 of cover.' }],
    };
    expect(carrierReviewSchema.safeParse(figure).success).toBe(false);
  });

  it('name a guaranteed issue plan only with sourced ages', () => {
    expect(guaranteedIssuePlans).toEqual([
      { company: 'AARP (New York Life)', plan: 'AARP Guaranteed Acceptance Life', ages: { min: 50, max: 85 } },
    ]);
    const withoutAges = carrierComparison.map((row) => ({
      ...row,
      plans: row.plans.map(({ ages: _ages, ...plan }) => plan),
    }));
    expect(guaranteedIssuePlansOf(withoutAges)).toEqual([]);
  });
});

describe('appointments in the site config', () => {
  it('name insurers of carriers.ts', () => {
    const ids = new Set(carriers.map((c) => c.id));
    for (const id of appointedCarriers()) expect(ids.has(id), id).toBe(true);
  });
});
