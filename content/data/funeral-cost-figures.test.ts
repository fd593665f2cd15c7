import { describe, expect, it } from 'vitest';
import { figureFor, funeralCostFigures, funeralCostFor } from './funeral-cost-figures';
import { funeralCostFiguresSchema } from './funeral-cost-figures.schema';
import { states } from './states';

describe('funeral cost figures', () => {
  it('gives every state and DC a sourced figure with its kind and year', () => {
    for (const state of states) {
      const cost = funeralCostFor(state.code);
      expect(cost.kind, state.code).toMatch(/^(median|average)$/);
      expect(cost.year).toBeGreaterThanOrEqual(2000);
      expect(cost.source.url).toMatch(/^https:\/\//);
      expect(cost.source.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('falls back to the national median where no regional figure is published', () => {
    const cost = funeralCostFor('oh');
    expect(cost.regional).toBe(false);
    expect(cost).toMatchObject(funeralCostFigures.national.burial);
    expect(() => funeralCostFor('ZZ')).toThrow(/not a state/);
  });

  it('uses a region’s own figure for its states when one is listed', () => {
    const region = { ...funeralCostFigures.national.burial, area: 'East North Central', amount: 9100, states: ['OH'] };
    const withRegion = funeralCostFiguresSchema.parse({ ...funeralCostFigures, regional: [region] });
    expect(figureFor(withRegion, 'OH')).toMatchObject({ amount: 9100, area: 'East North Central', regional: true });
    expect(figureFor(withRegion, 'OH')).not.toHaveProperty('states');
    expect(figureFor(withRegion, 'TX')).toMatchObject({
      amount: funeralCostFigures.national.burial.amount,
      regional: false,
    });
  });

  it('refuses a figure that is not labelled median or average, or has no year', () => {
    const { burial } = funeralCostFigures.national;
    const unlabelled = {
      ...funeralCostFigures,
      national: { ...funeralCostFigures.national, burial: { ...burial, kind: 'typical' } },
    };
    expect(funeralCostFiguresSchema.safeParse(unlabelled).success).toBe(false);
    const { year: _year, ...undated } = burial;
    const noYear = { ...funeralCostFigures, national: { ...funeralCostFigures.national, burial: undated } };
    expect(funeralCostFiguresSchema.safeParse(noYear).success).toBe(false);
  });
});
