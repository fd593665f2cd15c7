import { describe, expect, it } from 'vitest';
import { checkedLongAgo } from './claims';

describe('checkedLongAgo', () => {
  const today = new Date('2026-11-25T09:30:00Z');

  it('keeps a fact current for twelve months to the day', () => {
    expect(checkedLongAgo('2026-11-25', today)).toBe(false);
    expect(checkedLongAgo('2025-11-25', today)).toBe(false);
  });

  it('calls it stale from the next day', () => {
    expect(checkedLongAgo('2025-11-24', today)).toBe(true);
    expect(checkedLongAgo('2019-01-01', today)).toBe(true);
  });

  it('takes another period, and refuses a value that is not a date', () => {
    expect(checkedLongAgo('2026-05-24', today, 6)).toBe(true);
    expect(checkedLongAgo('2026-05-25', today, 6)).toBe(false);
    expect(() => checkedLongAgo('soon', today)).toThrow(/not a date/);
  });
});
