import { describe, expect, it, vi } from 'vitest';
import { settleWithin } from './timeout';

describe('settleWithin', () => {
  it('settles as the promise does when it settles first, and clears its timer', async () => {
    vi.useFakeTimers();
    try {
      await expect(settleWithin(Promise.resolve(7), 1000, () => new Error('late'))).resolves.toBe(7);
      await expect(settleWithin(Promise.reject(new Error('no')), 1000, () => new Error('late'))).rejects.toThrow('no');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects with the given error once the time has passed first', async () => {
    vi.useFakeTimers();
    try {
      const never = new Promise<number>(() => {});
      const settled = settleWithin(never, 1000, () => new RangeError('took longer than 1000 ms'));
      const outcome = expect(settled).rejects.toThrow(RangeError);
      await vi.advanceTimersByTimeAsync(1000);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });
});
