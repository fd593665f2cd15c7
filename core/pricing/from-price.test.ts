import { describe, expect, it } from 'vitest';
import { estimate } from './estimate';
import { describeBasis, formatCentsExact, priceFor, startingPrice, startingPriceBasis } from './from-price';

describe('the starting price', () => {
  it('is the engine premium of its basis, to the cent, with the basis in words', () => {
    const [level] = estimate({ ...startingPriceBasis, plan: 'level' });
    expect(level?.ok && level.lowCents).toBe(startingPrice.cents);
    expect(startingPrice.monthly).toBe(`${formatCentsExact(startingPrice.cents)} a month`);
    expect(startingPrice.basis).toBe('$5,000 level benefit plan, woman aged 50, non-tobacco');
  });

  it('names every part of another basis', () => {
    expect(describeBasis({ plan: 'guaranteed', coverage: 10_000, sex: 'male', age: 68, tobacco: true })).toBe(
      '$10,000 guaranteed issue plan, man aged 68, tobacco user',
    );
  });

  it('refuses a basis the engine does not price', () => {
    expect(() => priceFor({ ...startingPriceBasis, age: 30 })).toThrow(/does not price/);
  });
});

describe('formatCentsExact', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [2135, '$21.35'],
    [123456, '$1,234.56'],
  ])('%i -> %s', (cents, text) => {
    expect(formatCentsExact(cents)).toBe(text);
  });

  it('refuses a fraction of a cent or a negative', () => {
    expect(() => formatCentsExact(1.5)).toThrow();
    expect(() => formatCentsExact(-1)).toThrow();
  });
});
