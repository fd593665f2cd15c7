import { describe, expect, it } from 'vitest';
import { formatUsd } from '#core/format';
import {
  estimateFuneral,
  FUNERAL_LINE_MAX,
  FUNERAL_LINES,
  type FuneralKey,
  funeralMessage,
  funeralTotal,
  parseFuneralLine,
} from './funeral';

/** The defaults as typed text, the calculator's starting values. */
function defaultFuneralInput(): Record<FuneralKey, string> {
  return Object.fromEntries(FUNERAL_LINES.map((line) => [line.key, String(line.default)])) as Record<
    FuneralKey,
    string
  >;
}

const withLine = (key: FuneralKey, text: string) => ({ ...defaultFuneralInput(), [key]: text });
const total = (input: Record<FuneralKey, string>) => {
  const estimate = estimateFuneral(input);
  return estimate.ok ? estimate.total : estimate.problems;
};

describe('funeral lines', () => {
  it('are the spec lines, in its order, with its defaults', () => {
    expect(FUNERAL_LINES.map((l) => [l.key, l.default])).toEqual([
      ['basicServices', 3000],
      ['facilities', 1000],
      ['transportation', 500],
      ['casket', 2500],
      ['urn', 0],
      ['cemetery', 2000],
      ['headstone', 1500],
      ['flowers', 300],
    ]);
  });
});

describe('estimateFuneral', () => {
  it('adds the defaults up to $10,800', () => {
    const estimate = estimateFuneral(defaultFuneralInput());
    expect(estimate.ok && estimate.total).toBe(10_800);
    expect(formatUsd(10_800)).toBe('$10,800');
  });

  it('gives $13,300 with a $5,000 casket', () => {
    expect(total(withLine('casket', '5000'))).toBe(13_300);
  });

  it('keeps each amount for the breakdown', () => {
    const estimate = estimateFuneral(withLine('urn', '250'));
    expect(estimate.ok && estimate.amounts).toEqual({
      basicServices: 3000,
      facilities: 1000,
      transportation: 500,
      casket: 2500,
      urn: 250,
      cemetery: 2000,
      headstone: 1500,
      flowers: 300,
    });
  });

  it('counts an empty line as $0 and all zeros as $0', () => {
    expect(total(withLine('casket', ''))).toBe(8300);
    expect(total(withLine('casket', '   '))).toBe(8300);
    const zeros = Object.fromEntries(FUNERAL_LINES.map((l) => [l.key, '0'])) as Record<FuneralKey, string>;
    expect(total(zeros)).toBe(0);
  });

  it('accepts a dollar sign and thousands commas', () => {
    expect(total(withLine('casket', '$5,000'))).toBe(13_300);
  });

  it('gives no total and a reason for each bad line', () => {
    expect(total({ ...withLine('casket', '-5'), flowers: 'abc' })).toEqual({
      casket: { reason: 'negative' },
      flowers: { reason: 'notNumber' },
    });
    expect(total(withLine('urn', '99.50'))).toEqual({ urn: { reason: 'notWhole' } });
    expect(total(withLine('urn', '1e3'))).toEqual({ urn: { reason: 'notNumber' } });
  });

  it('caps each line, so that even eight maximum lines add up exactly', () => {
    const max = String(FUNERAL_LINE_MAX);
    expect(total(withLine('casket', String(FUNERAL_LINE_MAX + 1)))).toEqual({
      casket: { reason: 'tooHigh', max: FUNERAL_LINE_MAX },
    });
    expect(total(withLine('casket', '1'.repeat(400)))).toEqual({
      casket: { reason: 'tooHigh', max: FUNERAL_LINE_MAX },
    });
    const all = Object.fromEntries(FUNERAL_LINES.map((l) => [l.key, max])) as Record<FuneralKey, string>;
    expect(total(all)).toBe(8 * FUNERAL_LINE_MAX);
    expect(formatUsd(8 * FUNERAL_LINE_MAX)).toBe('$80,000,000');
  });
});

describe('parseFuneralLine and funeralTotal', () => {
  it('parses a line', () => {
    expect(parseFuneralLine('0')).toEqual({ ok: true, value: 0 });
    expect(parseFuneralLine('-0')).toEqual({ ok: true, value: 0 });
    expect(parseFuneralLine('2500.00')).toEqual({ ok: true, value: 2500 });
  });

  it('sums whole dollars and refuses anything else', () => {
    expect(funeralTotal([])).toBe(0);
    expect(funeralTotal([1, 2, 3])).toBe(6);
    expect(() => funeralTotal([1.5])).toThrow(RangeError);
    expect(() => funeralTotal([-1])).toThrow(RangeError);
    expect(() => funeralTotal([Number.NaN])).toThrow(RangeError);
    expect(() => funeralTotal([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe('funeralMessage', () => {
  it('says what to enter', () => {
    expect(funeralMessage({ reason: 'negative' })).toBe('Enter 0 or more. Amounts cannot be negative.');
    expect(funeralMessage({ reason: 'notWhole' })).toBe('Enter whole dollars, without cents.');
    expect(funeralMessage({ reason: 'tooHigh', max: FUNERAL_LINE_MAX })).toBe('Enter $10,000,000 or less.');
    expect(funeralMessage({ reason: 'notNumber' })).toMatch(/numbers only/);
  });
});
