import { describe, expect, it } from 'vitest';
import { textTable } from './text-table';

describe('textTable', () => {
  const rows = [
    ['page', 'TBT'],
    ['/', '17 ms'],
    ['/tx/houston', '3 ms'],
  ];

  it('pads every column to its widest cell, two spaces apart, with no trailing space', () => {
    expect(textTable(rows)).toEqual(['page         TBT', '/            17 ms', '/tx/houston  3 ms']);
  });

  it('aligns the named columns to the right', () => {
    expect(textTable(rows, { right: [1] })).toEqual(['page           TBT', '/            17 ms', '/tx/houston   3 ms']);
  });

  it('prints Markdown with the separator after the first row', () => {
    expect(textTable(rows, { markdown: true, right: [1] })).toEqual([
      '| page        |   TBT |',
      '|-------------|-------|',
      '| /           | 17 ms |',
      '| /tx/houston |  3 ms |',
    ]);
  });

  it('takes rows of different lengths and no rows', () => {
    expect(textTable([['a', 'bb'], ['ccc']])).toEqual(['a    bb', 'ccc']);
    expect(textTable([])).toEqual([]);
    expect(textTable([], { markdown: true })).toEqual([]);
  });
});
