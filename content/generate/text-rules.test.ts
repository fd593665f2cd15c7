import { describe, expect, it } from 'vitest';
import {
  jaccard,
  maxShingleOverlap,
  sentencesOf,
  sentenceTemplate,
  sharedSentenceShare,
  shingles,
  textFaults,
} from './text-rules';

const kindOf = (sentence: string) => textFaults(sentence)[0]?.rule.kind;

describe('the text rules of place pages', () => {
  it.each([
    'Our agents talk with Rutland seniors and their grown children every week about paying for a funeral ahead of time.',
    'People in Biloxi usually call us after a funeral in the family showed them what one costs.',
    'The question we hear most from Juneau is a practical one: how to pay for a funeral without touching savings.',
    'Houston residents often ask for a plan that covers the whole service.',
    'We serve all of Fairbanks North Star Borough, not only Fairbanks itself.',
    'Fairbanks is about 260 miles from Anchorage, so families here often compare funeral homes across that area.',
    'Every city we serve in Wyoming.',
    'Our team helped hundreds of families in Tulsa last year.',
  ])('refuses invented experience: %s', (sentence) => {
    expect(kindOf(sentence)).toBe('experience');
  });

  it.each([
    'Most people we help in Jefferson County choose a benefit between the estimate and $10,000.',
    'Most Texas residents pay $30 to $150 a month, depending on age, health and tobacco use.',
    'It puts Vermont about $300 below the national average of $7,848.',
    'About 62% of seniors in Ohio have no burial plan.',
    'Nine in ten families regret not planning ahead.',
    'A funeral here typically costs about $9,000.',
  ])('refuses a statistic without a source (or experience): %s', (sentence) => {
    expect(kindOf(sentence)).toBeDefined();
  });

  it.each([
    'Most Texas residents pay $30 to $150 a month.',
    'About 62% of seniors in Ohio have no burial plan.',
    'It puts Vermont about $300 below the national average of $7,848.',
  ])('names an unsourced statistic as such: %s', (sentence) => {
    expect(kindOf(sentence)).toBe('statistic');
  });

  it.each([
    'Huntsville had 215,079 people at the 2020 Census.',
    'The Census Bureau estimates its population at 230,402 on July 1, 2024.',
    "By the Census Bureau's estimates for July 1, 2024, it is the largest of the 463 incorporated places in Alabama.",
    'Huntsville is in Madison County, Alabama.',
    'The National Funeral Directors Association gives median prices for 2023: a funeral with viewing and burial cost $8,300 in the United States.',
    'The Florida Department of Financial Services licenses insurance agents in Florida and takes complaints from consumers.',
    'Under Cal. Ins. Code § 10127.10, a person who buys a life insurance policy in California may return it within 10 days of receiving it for a full refund of the premium.',
    'The nearest VA national cemetery is Alabama National Cemetery in Montevallo, AL, 93 miles away in a straight line.',
    'We are not licensed to sell insurance in Alaska, so we cannot quote or sell a policy here.',
    'The facts below may still help you plan; call 1-800-555-0142 and we will tell you how to find an agent licensed in Alaska.',
  ])('lets a sourced fact stand: %s', (sentence) => {
    expect(textFaults(sentence)).toEqual([]);
  });
});

describe('sentences and their templates', () => {
  it('splits sentences after a full stop followed by a capital or a digit, not inside numbers', () => {
    expect(sentencesOf('It had 1,234.5 people. 2020 was a Census year! Was it? yes.')).toEqual([
      'It had 1,234.5 people.',
      '2020 was a Census year!',
      'Was it? yes.',
    ]);
  });

  it('replaces the names (longest first) and every number', () => {
    expect(
      sentenceTemplate('North Charleston had 114,852 people; Charleston had $1,000.', [
        'Charleston',
        'North Charleston',
      ]),
    ).toBe('<name> had <n> people; <name> had <n>');
  });

  it('counts the words of sentences another page shares, names and numbers replaced', () => {
    const result = sharedSentenceShare([
      { page: 'a', names: ['Akron'], text: 'Akron had 10 people. Akron has a river.' },
      { page: 'b', names: ['Boise'], text: 'Boise had 20 people. Boise has mountains and a capitol.' },
    ]);
    // "X had N people." (4 words) is on both pages; the rest is each page's own.
    expect(result).toEqual({ words: 4 + 4 + 4 + 6, shared: 8, share: 8 / 18 });
  });
});

describe('5-word shingles and the near-copy figure', () => {
  it('takes every run of five words, lower case, without punctuation', () => {
    expect([...shingles('The nearest cemetery is Quantico, 26 miles away.')]).toEqual([
      'the nearest cemetery is quantico',
      'nearest cemetery is quantico 26',
      'cemetery is quantico 26 miles',
      'is quantico 26 miles away',
    ]);
    expect(shingles('Too short to shingle.').size).toBe(0);
  });

  it('measures Jaccard overlap: shared over all', () => {
    expect(jaccard(new Set(['a', 'b']), new Set(['b', 'c']))).toBeCloseTo(1 / 3);
    expect(jaccard(new Set(), new Set())).toBe(0);
    expect(jaccard(new Set(['a']), new Set(['a']))).toBe(1);
  });

  it('finds the pair of pages that overlap most', () => {
    const base = 'Houston had 2,390,125 people on July 1, 2024, by the estimate of the Census Bureau.';
    const pages = [
      { page: '/tx/houston', text: base },
      { page: '/tx/dallas', text: base.replace('Houston', 'Dallas') },
      { page: '/vt/rutland', text: 'Rutland is in Rutland County, Vermont, and lies 85 miles from Bath.' },
    ];
    const found = maxShingleOverlap(pages);
    expect(found.pair).toEqual(['/tx/houston', '/tx/dallas']);
    expect(found.max).toBeGreaterThan(0.5);
    expect(maxShingleOverlap(pages.slice(1))).toEqual({ max: 0 });
  });
});
