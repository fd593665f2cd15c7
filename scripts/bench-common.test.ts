import { describe, expect, it } from 'vitest';
import { asMarkdown } from './bench-common';

describe('asMarkdown', () => {
  it('keeps headings and blank lines, lists run lines and nests their detail lines', () => {
    expect(asMarkdown(['', '### Static', '', 'our server: 1 requests/s', '  latency p50 1 ms'])).toEqual([
      '',
      '### Static',
      '',
      '- our server: 1 requests/s',
      '  - latency p50 1 ms',
    ]);
  });
});
