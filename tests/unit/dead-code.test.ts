import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The dead-code gate of `npm run lint` is `knip --production` with the project's knip.jsonc
 * (decision 0076). Here planted files are written in a temporary tree that holds that config
 * (never in the source tree): a server entry, a module with one export of each kind, and a test
 * of that module. The exports that no production file uses (one imported by nothing, one by the
 * test alone) must be refused and the run must fail; the others must pass, and once the two are
 * gone the same tree must pass.
 */
const root = resolve(import.meta.dirname, '../..');
const knip = resolve(root, 'node_modules/.bin/knip');

interface Report {
  issues: Array<{ file: string; exports: Array<{ name: string }>; files: Array<{ name: string }> }>;
}

const trees: string[] = [];

/** Writes the files into a fresh tree beside the project's knip.jsonc and runs the gate there. */
function gate(files: Record<string, string>): { status: number | null; refused: string[] } {
  const tree = mkdtempSync(join(tmpdir(), 'dead-code-'));
  trees.push(tree);
  copyFileSync(join(root, 'knip.jsonc'), join(tree, 'knip.jsonc'));
  // Vitest among the dependencies turns on knip's vitest plugin, which tells test files apart.
  writeFileSync(
    join(tree, 'package.json'),
    JSON.stringify({ name: 'planted', private: true, type: 'module', devDependencies: { vitest: '4.1' } }),
  );
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(tree, dirname(path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  const run = spawnSync(knip, ['--production', '--reporter', 'json', '--no-progress'], {
    cwd: tree,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  const report = JSON.parse(run.stdout || '{"issues":[]}') as Report;
  const refused = report.issues.flatMap((issue) => [
    ...issue.exports.map((e) => `${issue.file}: ${e.name}`),
    ...issue.files.map((f) => `unused file ${f.name}`),
  ]);
  return { status: run.status, refused: refused.sort() };
}

const entry = "import { used } from './planted';\nconsole.log(used);\n";
const test = "import { tagged, testOnly } from './planted';\nconsole.log(tagged, testOnly);\n";

afterAll(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

describe('the dead-code gate', () => {
  it('refuses an export nothing uses and one that only a test uses', () => {
    const planted = [
      'export const used = 1;',
      'export const unused = 2;',
      'export const testOnly = 3;',
      '/** @internal For its test. */',
      'export const tagged = 4;',
      'export const usedInFile = 5;',
      'console.log(usedInFile);',
    ].join('\n');
    const { status, refused } = gate({
      'server/index.ts': entry,
      'server/planted.ts': planted,
      'server/planted.test.ts': test,
    });
    expect(refused).toEqual(['server/planted.ts: testOnly', 'server/planted.ts: unused']);
    expect(status).toBe(1);
  });

  it('passes the same tree once every export is used by production code or tagged', () => {
    const planted = [
      'export const used = 1;',
      '/** @internal For its test. */',
      'export const tagged = 4;',
      '/** @internal For its test. */',
      'export const testOnly = 3;',
    ].join('\n');
    const { status, refused } = gate({
      'server/index.ts': entry,
      'server/planted.ts': planted,
      'server/planted.test.ts': test,
    });
    expect(refused).toEqual([]);
    expect(status).toBe(0);
  });
});
