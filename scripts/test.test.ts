import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './server-process';
import { stages } from './test';

const scriptOf = (args: readonly string[]) =>
  args[0] === 'run' ? args.find((a, i) => i > 0 && !a.startsWith('-')) : undefined;
const stageOf = (script: string) => stages.findIndex((stage) => stage.some((step) => scriptOf(step.args) === script));

describe('npm test', () => {
  it('runs every check, each an npm script of package.json', () => {
    const scripts = (
      JSON.parse(readFileSync(`${repoRoot}/package.json`, 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    const run = stages.flat().flatMap((step) => scriptOf(step.args) ?? []);
    expect(run.sort()).toEqual(
      [
        'typecheck',
        'lint',
        'content:check',
        'test:unit',
        'build',
        'test:dist',
        'test:audit',
        'prose',
        'size',
        'lighthouse',
        'test:e2e',
        'test:faults',
      ].sort(),
    );
    for (const script of run) expect(scripts[script], script).toBeTruthy();
    expect(stages[0]?.[0]?.args).toEqual(['tsx', 'scripts/ensure.ts', 'chromium']);
  });

  it('builds every page through the render worker, so that the checks after it read what the pool renders', () => {
    const step = stages.flat().find((s) => scriptOf(s.args) === 'build');
    expect(step?.env).toEqual({ SSG_RENDER_WORKER: 'always' });
  });

  it('builds after the unit tests and before every check of the built site', () => {
    const build = stageOf('build');
    expect(stageOf('test:unit')).toBeLessThan(build);
    for (const script of ['test:dist', 'test:audit', 'prose', 'size', 'lighthouse', 'test:e2e', 'test:faults']) {
      expect(stageOf(script), script).toBeGreaterThan(build);
    }
  });

  it('runs Lighthouse once per page each way, its gates on every run', () => {
    const lighthouse = stages.flat().find((step) => scriptOf(step.args) === 'lighthouse');
    expect(lighthouse?.args.slice(-2)).toEqual(['--runs', '1']);
  });
});
