import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import direction (core → content → src | server → cli | scripts) is a Biome rule
 * (noRestrictedImports in biome.json's overrides), so `npm run lint` fails on a wrong-way import.
 * Here a planted file is written at a path in the tree, linted, and removed: each wrong-way import
 * is refused, each right-way one passes.
 */
const root = resolve(import.meta.dirname, '../..');
const biome = resolve(root, 'node_modules/.bin/biome');

function lint(path: string, source: string): { ok: boolean; output: string } {
  const file = join(dirname(path), `planted-${randomBytes(4).toString('hex')}.ts`);
  writeFileSync(join(root, file), source);
  try {
    const run = spawnSync(biome, ['lint', '--only=style/noRestrictedImports', file], { cwd: root, encoding: 'utf8' });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(join(root, file), { force: true });
  }
}

const planted = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('layers', () => {
  it.each([
    ['core/planted.ts', '../src/site'],
    ['core/planted.ts', '../content/data/plans'],
    ['core/planted.ts', '../server/app'],
    ['content/data/planted.ts', '../../src/lib/places'],
    ['content/data/planted.ts', '../../server/app'],
    ['content/data/planted.ts', '../../core/paths'],
    ['src/lib/planted.ts', '../../server/leads/store'],
    ['src/lib/planted.ts', '../../cli/commands/audit'],
    ['server/planted.ts', '../src/lib/places'],
    ['server/planted.ts', '../scripts/size'],
    ['scripts/planted.ts', '../cli/commands/cities-shared'],
    ['cli/planted.ts', '../scripts/size'],
    ['src/lib/planted.ts', '#core/zip-codes'],
  ])('%s may not import %s', (path, specifier) => {
    const result = lint(path, planted(specifier));
    expect(result.ok, result.output).toBe(false);
    expect(result.output).toContain('noRestrictedImports');
  });

  it.each([
    ['content/data/planted.ts', '#core/paths'],
    ['src/lib/planted.ts', '../../content/data/plans'],
    ['src/lib/planted.ts', '#core/format'],
    ['server/planted.ts', '../content/data/plans'],
    ['server/planted.ts', '#core/lead/schema'],
    ['server/planted.ts', '#core/zip-codes'],
    ['cli/planted.ts', '#core/zip-codes'],
    ['cli/planted.ts', '../server/app'],
    ['scripts/planted.ts', '../src/seo/sitemap.server'],
    ['core/lead/planted.ts', '../format'],
  ])('%s may import %s', (path, specifier) => {
    const result = lint(path, planted(specifier));
    expect(result.ok, result.output).toBe(true);
  });
});
