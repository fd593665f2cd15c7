import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryMode } from './memory-mode';

afterEach(() => {
  vi.useRealTimers();
});

describe('createMemoryMode', () => {
  it('favors memory from the first pipelined request until holdMs after the last one', () => {
    vi.useFakeTimers();
    const flags: string[] = [];
    const mode = createMemoryMode({ holdMs: 30_000, setFlags: (f) => flags.push(f), now: () => Date.now() });
    expect(mode.on).toBe(false);
    mode.pressure();
    expect(mode.on).toBe(true);
    vi.advanceTimersByTime(20_000);
    mode.pressure(); // still going on: 30 s from here
    vi.advanceTimersByTime(20_000);
    expect(mode.on).toBe(true);
    expect(flags).toEqual(['--optimize-for-size']);
    vi.advanceTimersByTime(10_000);
    expect(mode.on).toBe(false);
    expect(flags).toEqual(['--optimize-for-size', '--no-optimize-for-size']);
    mode.pressure();
    expect(flags).toHaveLength(3);
    mode.stop();
    expect(mode.on).toBe(false);
    expect(flags).toEqual([
      '--optimize-for-size',
      '--no-optimize-for-size',
      '--optimize-for-size',
      '--no-optimize-for-size',
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('asks V8 for nothing when nothing pipelines, and stop() then changes nothing', () => {
    const flags: string[] = [];
    const mode = createMemoryMode({ setFlags: (f) => flags.push(f) });
    mode.stop();
    expect(flags).toEqual([]);
  });
});
