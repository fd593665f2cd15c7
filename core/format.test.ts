import { describe, expect, it } from 'vitest';
import { formatDays, guaranteedSpan } from './format';

describe('guaranteedSpan', () => {
  it.each([
    [30, 0, 0],
    [31, 0, 1],
    [365, 0, 11],
    [366, 1, 0],
    [1095, 2, 11],
    [1096, 3, 0],
    [1461, 4, 0],
    [1491, 4, 0],
    [1492, 4, 1],
  ])('%d days cover at least %d years and %d months', (days, years, months) => {
    expect(guaranteedSpan(days)).toEqual({ years, months });
  });

  it('holds from every start date: adding the span to any day of 2024-2031 never passes the period', () => {
    for (const days of [366, 1096, 1492, 4015]) {
      const { years, months } = guaranteedSpan(days);
      for (let start = Date.UTC(2024, 0, 1); start < Date.UTC(2032, 0, 1); start += 86_400_000) {
        const from = new Date(start);
        const end = new Date(Date.UTC(from.getUTCFullYear() + years, from.getUTCMonth() + months, from.getUTCDate()));
        expect((end.getTime() - start) / 86_400_000).toBeLessThanOrEqual(days);
      }
    }
  });
});

describe('formatDays', () => {
  it.each([
    [1, '1 day'],
    [30, '30 days'],
    [365, '365 days (at least eleven months)'],
    [1095, '1,095 days (at least two years and eleven months)'],
    [1492, '1,492 days (at least four years and one month)'],
    [4400, '4,400 days (at least 12 years)'],
  ])('%d -> %s', (days, text) => {
    expect(formatDays(days)).toBe(text);
  });
});
