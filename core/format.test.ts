import { describe, expect, it } from 'vitest';
import { formatDays } from './format';

describe('formatDays', () => {
  it.each([
    [1, '1 day'],
    [30, '30 days'],
    [365, '365 days (one year)'],
    [1095, '1,095 days (three years)'],
    [1096, '1,096 days'],
    [4015, '4,015 days (11 years)'],
  ])('%d -> %s', (days, text) => {
    expect(formatDays(days)).toBe(text);
  });
});
