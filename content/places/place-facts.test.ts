import { describe, expect, it } from 'vitest';
import {
  cityIndexable,
  formatMiles,
  numbersIn,
  type OfficeListed,
  ownFacts,
  rankWords,
  staleSources,
  uniqueSources,
  untracedNumbers,
} from './place-facts';

describe('rank words', () => {
  it.each([
    [1, 'largest'],
    [2, 'second-largest'],
    [5, 'fifth-largest'],
    [6, '6th-largest'],
    [11, '11th-largest'],
    [12, '12th-largest'],
    [13, '13th-largest'],
    [21, '21st-largest'],
    [22, '22nd-largest'],
    [103, '103rd-largest'],
    [111, '111th-largest'],
  ])('%i -> %s', (rank, words) => {
    expect(rankWords(rank)).toBe(words);
  });

  it('refuses a rank below 1 or not whole', () => {
    expect(() => rankWords(0)).toThrow();
    expect(() => rankWords(1.5)).toThrow();
  });
});

describe('distances', () => {
  it('are whole miles with one rounding, never 0', () => {
    expect(formatMiles(0.2)).toBe('1');
    expect(formatMiles(132.5)).toBe('133');
    expect(formatMiles(1234.4)).toBe('1,234');
  });
});

describe('traceability', () => {
  const facts = { population: { april2020: '215,079' }, cost: '$8,300', year: '2023', miles: '60' };

  it('reads every number a text prints', () => {
    expect(numbersIn('It had 215,079 people, and $8,300 in 2023; 4.5 miles.')).toEqual([
      '215,079',
      '8,300',
      '2023',
      '4.5',
    ]);
  });

  it('finds no stray number when every figure is a field of the facts', () => {
    expect(
      untracedNumbers('Huntsville had 215,079 people. A funeral cost $8,300 in 2023, 60 miles away.', facts),
    ).toEqual([]);
  });

  it('names a figure typed into the text, or one rounded another way', () => {
    expect(untracedNumbers('Houston is 135 miles from Lake Charles, or 133.', facts)).toEqual(['135', '133']);
    expect(untracedNumbers('It had 215,000 people.', facts)).toEqual(['215,000']);
  });
});

describe('sources', () => {
  it('are listed once each, in the order first used', () => {
    const a = {
      id: 'a',
      title: 'A',
      publisher: 'P',
      url: 'https://a.example',
      date: '2025',
      dateKind: 'released' as const,
      checked: '2026-11-25',
    };
    const b = { ...a, id: 'b' };
    expect(uniqueSources([a, b], [a]).map((s) => s.id)).toEqual(['a', 'b']);
  });
});

describe('stale sources (the source-date rule)', () => {
  const at = (date: string, checked = '2026-11-25') => ({
    id: date,
    title: 'T',
    publisher: 'P',
    url: 'https://x.example',
    date,
    dateKind: 'as of' as const,
    checked,
  });

  it('are those whose data is dated more than two years before today (a year counts from its end)', () => {
    const list = [
      at('2020-03-17'),
      at('2024-11-24'),
      at('2024-11-25'),
      at('2025-05-15'),
      at('2023'),
      at('2024'),
      at('2024-10'),
    ];
    expect(staleSources(list, '2026-11-25').map((s) => s.date)).toEqual([
      '2020-03-17',
      '2024-11-24',
      '2023',
      '2024-10',
    ]);
  });

  it('go by the data’s own date, never by the day the source was checked', () => {
    // The VA's 2020 list read yesterday is still 2020 data: stale.
    expect(staleSources([at('2020-03-17', '2026-11-25')], '2026-11-26')).toHaveLength(1);
    // Data of this year checked long ago is not stale by its data.
    expect(staleSources([at('2026-01', '2023-01-01')], '2026-11-26')).toHaveLength(0);
  });

  it('count an undated source (a statute, an office page) from the day it was checked, after one year', () => {
    const undated = (checked: string) => ({
      id: checked,
      title: 'Cal. Ins. Code § 10127.9',
      publisher: 'California law, as published online',
      url: 'https://x.example',
      dateKind: 'undated' as const,
      checked,
    });
    expect(staleSources([undated('2026-11-25'), undated('2025-11-27')], '2026-11-26')).toHaveLength(0);
    expect(staleSources([undated('2025-11-25')], '2026-11-26').map((s) => s.checked)).toEqual(['2025-11-25']);
  });
});

describe('facts of its own (the noindex rule)', () => {
  const office = (kind: OfficeListed['kind'], name: string): OfficeListed => ({
    kind,
    name,
    address: `${name}, Austin, Texas`,
    url: 'https://www.traviscountytx.gov/',
  });
  const court = office('estate-court', 'Travis County Probate Court');
  const vitals = office('death-certificates', 'City of Austin, Office of Vital Records');
  // A city the state page names among its largest: its population and rank are not its own.
  const base = {
    counties: ['Travis County'],
    population: undefined,
    rank: undefined,
    cemeteries: [],
    onStatePage: true as const,
  };

  it('counts each county office a page names as one fact of its own', () => {
    expect(ownFacts(base)).toEqual(['county']);
    expect(ownFacts({ ...base, offices: { county: 'Travis County', list: [court, vitals] } })).toEqual([
      'county',
      'office-estate-court: Travis County Probate Court',
      'office-death-certificates: City of Austin, Office of Vital Records',
    ]);
  });

  it('indexes a page the offices bring to three facts of its own, and not one they leave at two', () => {
    expect(cityIndexable(base)).toBe(false);
    expect(cityIndexable({ ...base, offices: { county: 'Travis County', list: [court] } })).toBe(false);
    expect(cityIndexable({ ...base, offices: { county: 'Travis County', list: [court, vitals] } })).toBe(true);
  });
});
