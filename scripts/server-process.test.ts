import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { until } from './server-process';

describe('until', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the first value the check gives', async () => {
    let asked = 0;
    const waiting = until('the third ask', () => (++asked === 3 ? 'ready' : undefined), 1000);
    await vi.advanceTimersByTimeAsync(200);
    await expect(waiting).resolves.toBe('ready');
  });

  it('rejects once the bound has passed with no value', async () => {
    const waiting = until('nothing', () => undefined, 1000);
    const settled = expect(waiting).rejects.toThrow('Timed out after 1000 ms waiting for nothing');
    await vi.advanceTimersByTimeAsync(1100);
    await settled;
  });

  it('with a progress count, waits past the bound while the count keeps changing', async () => {
    let done = 0;
    // One unit of work every 50 ms, 100 units: 5 s of work against a 1 s bound on a stall.
    const waiting = until(
      '100 units',
      () => (++done >= 100 ? done : undefined),
      1000,
      50,
      () => done,
    );
    await vi.advanceTimersByTimeAsync(6000);
    await expect(waiting).resolves.toBe(100);
  });

  it('with a progress count, rejects after the bound passes without a change', async () => {
    let done = 0;
    const waiting = until(
      'work that stops at 10',
      () => undefined,
      1000,
      50,
      () => (done < 10 ? ++done : done),
    );
    const settled = expect(waiting).rejects.toThrow('Timed out after 1000 ms without progress waiting for work');
    await vi.advanceTimersByTimeAsync(2000);
    await settled;
  });
});
