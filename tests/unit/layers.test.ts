import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import direction (core → content → src | server → cli | scripts, bench | build) is a Biome rule
 * (noRestrictedImports in biome.json's overrides), so `npm run lint` fails on a wrong-way import.
 * Here planted files are written at their paths in a temporary tree that holds the project's
 * biome.json (never in the source tree), linted in one run, and each wrong-way import must be
 * refused and each right-way one pass (each file also holds a `debugger;`, whose diagnostic shows
 * it was linted).
 */
const root = resolve(import.meta.dirname, '../..');
const biome = resolve(root, 'node_modules/.bin/biome');

const refused: ReadonlyArray<readonly [path: string, specifier: string]> = [
  ['core/planted.ts', '../src/site'],
  ['core/planted.ts', '../content/data/plans'],
  ['core/planted.ts', '../server/app'],
  ['content/data/planted.ts', '../../src/lib/places'],
  ['content/data/planted.ts', '../../server/app'],
  ['content/data/planted.ts', '../../core/paths'],
  ['src/lib/planted.ts', '../../server/leads/batcher'],
  ['src/lib/planted.ts', '../../cli/commands/audit'],
  ['server/planted.ts', '../src/lib/places'],
  ['server/planted.ts', '../scripts/size'],
  ['scripts/planted.ts', '../cli/commands/cities-shared'],
  ['cli/planted.ts', '../scripts/size'],
  ['server/planted.ts', '../bench/bench-common'],
  ['cli/planted.ts', '../bench/bench-common'],
  ['bench/planted.ts', '../cli/commands/cities-shared'],
  ['bench/planted.ts', '../tests/setup/db'],
  ['bench/planted.ts', '../core/paths'],
  ['server/planted.ts', '../build/finish-build'],
  ['src/lib/planted.ts', '../../build/sitemap'],
  ['build/planted.ts', '../scripts/size'],
  ['build/planted.ts', '../cli/commands/audit'],
  ['src/lib/planted.ts', '#core/zip-codes'],
  ['server/planted.ts', '../tests/setup/db'],
  ['cli/planted.ts', '../tests/fixtures/leads'],
  ['src/lib/planted.ts', '../../tests/fixtures/jsdom-dialog'],
  ['content/places/planted.ts', '../../tests/fixtures/census/fixture'],
];

const allowed: ReadonlyArray<readonly [path: string, specifier: string]> = [
  ['content/data/planted.ts', '#core/paths'],
  ['src/lib/planted.ts', '../../content/data/plans'],
  ['src/lib/planted.ts', '#core/format'],
  ['server/planted.ts', '../content/data/plans'],
  ['server/planted.ts', '#core/lead/schema'],
  ['server/planted.ts', '#core/zip-codes'],
  ['cli/planted.ts', '#core/zip-codes'],
  ['cli/planted.ts', '../server/app'],
  // The benchmarks sit beside the scripts: they start the server and use the scripts' helpers.
  ['bench/planted.ts', '../scripts/server-process'],
  ['bench/planted.ts', '../server/db'],
  ['bench/planted.ts', '#core/paths'],
  ['scripts/planted.ts', '../src/seo/share-images'],
  ['build/planted.ts', '../src/islands/chunks.server'],
  ['build/planted.ts', '../server/csp'],
  ['core/lead/planted.ts', '../format'],
  // Tests may use the test set-up and fixtures (tests/), which production modules may not.
  ['server/db/planted.test.ts', '../../tests/setup/db'],
  ['cli/planted.test.ts', '../tests/fixtures/leads'],
  ['src/lib/planted.test.ts', '../../tests/fixtures/jsdom-dialog'],
  ['src/lib/planted.test.tsx', '../../tests/fixtures/jsdom-dialog'],
  ['content/places/planted.test.ts', '../../tests/fixtures/census/fixture'],
];

interface Diagnostic {
  category: string;
  location: { path: string };
}

/** Where each case's planted file is, relative to the temporary tree. */
const fileOf = new Map<string, string>();
/** The rules each planted file broke (each named once, sorted). */
const found = new Map<string, string[]>();
let tree = '';

const key = (path: string, specifier: string) => `${path} ${specifier}`;

beforeAll(() => {
  tree = mkdtempSync(join(tmpdir(), 'layers-'));
  // The project's rules as they are; only git is left out (the temporary tree is no checkout).
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(tree, 'biome.json'), JSON.stringify(config));
  [...refused, ...allowed].forEach(([path, specifier], i) => {
    const file = join(dirname(path), basename(path).replace('planted', `planted-${i}`));
    mkdirSync(join(tree, dirname(file)), { recursive: true });
    // The debugger statement is a witness: its diagnostic shows that Biome linted the file.
    writeFileSync(join(tree, file), `import { x } from '${specifier}';\nexport const y = x;\ndebugger;\n`);
    fileOf.set(key(path, specifier), file);
  });
  const run = spawnSync(
    biome,
    ['lint', '--only=style/noRestrictedImports', '--only=suspicious/noDebugger', '--reporter=json', '.'],
    {
      cwd: tree,
      encoding: 'utf8',
    },
  );
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  for (const diagnostic of report.diagnostics) {
    const rules = new Set(found.get(diagnostic.location.path)).add(diagnostic.category);
    found.set(diagnostic.location.path, [...rules].sort());
  }
});

afterAll(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
});

describe('layers', () => {
  it.each(refused)('%s may not import %s', (path, specifier) => {
    const file = fileOf.get(key(path, specifier)) ?? '';
    expect(found.get(file) ?? [], file).toEqual(['lint/style/noRestrictedImports', 'lint/suspicious/noDebugger']);
  });

  it.each(allowed)('%s may import %s', (path, specifier) => {
    const file = fileOf.get(key(path, specifier)) ?? '';
    expect(found.get(file) ?? [], file).toEqual(['lint/suspicious/noDebugger']);
  });
});
