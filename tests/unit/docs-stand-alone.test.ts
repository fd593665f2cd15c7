import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands alone: its README, docs and decisions never point to a file outside it (a
 * design document or spec kept beside the repository is not there for a reader of a clone).
 */
const root = resolve(import.meta.dirname, '../..');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...readdirSync(join(root, 'docs/decisions'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/decisions/${name}`),
  'bench/results.md',
  ...readdirSync(join(root, 'bench/notes'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `bench/notes/${name}`),
];

/** Relative link targets and path-like references that climb out of the file's folder. */
function outsideReferences(file: string, text: string): string[] {
  const found = new Set<string>();
  const outsideOrMissing = (target: string) => {
    const path = resolve(dirname(join(root, file)), target);
    return relative(root, path).startsWith('..') || !existsSync(path);
  };
  for (const [, target = ''] of text.matchAll(/\]\(([^)\s#]+)[^)]*\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    if (outsideOrMissing(target)) found.add(target);
  }
  for (const [reference = ''] of text.matchAll(/(?:\.\.\/)+[\w./-]+/g)) {
    if (outsideOrMissing(reference.replace(/[.]$/, ''))) found.add(reference.replace(/[.]$/, ''));
  }
  // A document named but not in the repository (the design notes the project started from).
  for (const [name = ''] of text.matchAll(/\b[A-Z][A-Z_]+\.md\b/g)) {
    if (!existsSync(join(root, name)) && !existsSync(join(root, 'docs', name))) found.add(name);
  }
  return [...found].sort();
}

describe('docs stand alone', () => {
  it('finds the README and the decisions', () => {
    expect(documents.length).toBeGreaterThan(10);
  });

  it.each(documents)('%s points to nothing outside the repository', (file) => {
    expect(outsideReferences(file, readFileSync(join(root, file), 'utf8'))).toEqual([]);
  });

  it('catches a reference to a document outside the repository', () => {
    const text = 'See DESIGN.md and [the spec](../../shared/spec.txt), or ../shared/DESIGN.md.';
    expect(outsideReferences('docs/decisions/0001-tooling.md', text)).toEqual([
      '../../shared/spec.txt',
      '../shared/DESIGN.md',
      'DESIGN.md',
    ]);
  });
});
