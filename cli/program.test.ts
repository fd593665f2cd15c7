import { describe, expect, it } from 'vitest';
import type { runContentValidate } from './commands/content-validate';
import { CliError, reportError } from './errors';
import { buildProgram } from './program';

describe('staff CLI', () => {
  it('content validate reports the shipped data as valid', async () => {
    const lines: string[] = [];
    await buildProgram((l) => lines.push(l)).parseAsync(['node', 'cli', 'content', 'validate']);
    expect(lines.join('\n')).toMatch(/^ok: site config, 51 states and \d+ cities are valid$/);
  });

  it('content validate --json prints the counts', async () => {
    const lines: string[] = [];
    await buildProgram((l) => lines.push(l)).parseAsync(['node', 'cli', 'content', 'validate', '--json']);
    const result = JSON.parse(lines.join('\n')) as ReturnType<typeof runContentValidate>;
    expect(result.ok).toBe(true);
    expect(result.counts.states).toBe(51);
  });

  it('reportError prints one line and returns exit code 1', () => {
    const lines: string[] = [];
    expect(reportError(new CliError('no such city'), (l) => lines.push(l))).toBe(1);
    expect(lines).toEqual(['error: no such city']);
  });
});
