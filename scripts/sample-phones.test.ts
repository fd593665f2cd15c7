import { describe, expect, it } from 'vitest';
import { isNanpNumber } from '#core/lead/schema';
import { possibleExchange } from './sample-phones';

describe('possibleExchange', () => {
  it('gives 792 different exchanges, each one the lead schema accepts', () => {
    const all = Array.from({ length: 792 }, (_, i) => possibleExchange(i));
    expect(new Set(all).size).toBe(792);
    for (const exchange of all) expect([exchange, isNanpNumber(`555${exchange}0142`)]).toEqual([exchange, true]);
    expect(possibleExchange(792)).toBe(possibleExchange(0));
  });
});
