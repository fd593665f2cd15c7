import { describe, expect, it } from 'vitest';
import type { Amount } from '../../content/data/after-death.schema';
import { amountGoLiveItems, defaultYearlyAmounts } from './audit-go-live-amounts';

const source = {
  title: 'Burial Benefits',
  url: 'https://benefits.va.gov/x',
  owner: 'VA',
  dated: null,
  checked: '2026-11-26',
};
const amount = (effective: string, changesYearly: boolean): Amount => ({
  usd: 978,
  effective,
  effectiveKind: 'deaths on or after',
  changesYearly,
  source,
});

describe('audit --go-live: yearly amounts', () => {
  const list = [
    ['yearly, new', amount('2026-10-01', true)],
    ['yearly, a year old', amount('2025-10-01', true)],
    ['fixed, old', amount('2001-09-11', false)],
  ] as const;

  it('lists a yearly amount once a year has passed since it took effect, and never a fixed one', () => {
    const items = amountGoLiveItems({ yearlyAmounts: { file: 'f.ts', list }, today: new Date('2026-11-26T12:00:00Z') });
    expect(items.map((i) => i.where)).toEqual(['f.ts: yearly, a year old']);
    expect(items[0]?.what).toContain('https://benefits.va.gov/x');
  });

  it('lists the VA allowances of the data while their effective date is over a year old', () => {
    const { list: real } = defaultYearlyAmounts();
    const yearly = real.filter(([, a]) => a.changesYearly);
    expect(yearly.length).toBeGreaterThan(0);
    const latest =
      yearly
        .map(([, a]) => a.effective)
        .sort()
        .at(-1) ?? '';
    const dayAfterAYear = new Date(`${Number(latest.slice(0, 4)) + 1}${latest.slice(4)}T12:00:00Z`);
    expect(amountGoLiveItems({ today: dayAfterAYear })).toHaveLength(yearly.length);
    expect(amountGoLiveItems({ today: new Date(`${latest}T12:00:00Z`) })).toHaveLength(0);
  });
});
