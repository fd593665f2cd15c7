import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CliError } from './errors';
import { flagOf, parseOptions } from './options';

const schema = z.object({
  sinceDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use a date like 2026-03-01'),
  limit: z.coerce.number().int().min(1, '--limit must be 1 or more'),
});

describe('parseOptions', () => {
  it('returns the parsed options', () => {
    expect(parseOptions(schema, { sinceDate: '2026-03-01', limit: '5' })).toEqual({
      sinceDate: '2026-03-01',
      limit: 5,
    });
  });

  it('names each faulty flag once, in one line', () => {
    const fault = () => parseOptions(schema, { sinceDate: 'March', limit: '0' });
    expect(fault).toThrow(CliError);
    expect(fault).toThrow('--since-date: use a date like 2026-03-01; --limit must be 1 or more');
  });

  it('spells a camel-case option as its flag', () => {
    expect(flagOf('dryRun')).toBe('--dry-run');
    expect(flagOf('state')).toBe('--state');
  });
});
