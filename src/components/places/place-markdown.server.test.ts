import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { facts } from '#core/facts';
import { compileMarkdown } from '../../content/markdown.server';
import { compilePlaceText, fastTree, parseInline } from './place-markdown.server';

const root = join(__dirname, '..', '..', '..');

/** Every generated file in the repository: content/states/*.md and content/cities/*\/*.md. */
function generatedFiles(): string[] {
  const files = readdirSync(join(root, 'content/states')).map((f) => `content/states/${f}`);
  for (const state of readdirSync(join(root, 'content/cities'))) {
    for (const f of readdirSync(join(root, 'content/cities', state))) files.push(`content/cities/${state}/${f}`);
  }
  return files;
}

const frontMatter = `---
id: tx
last_updated: '2026-01-01'
---
`;

describe('the place text fast path', () => {
  it('builds exactly the tree unified builds, for every generated file', () => {
    const files = generatedFiles();
    expect(files.length).toBeGreaterThan(300);
    for (const file of files) {
      const source = readFileSync(join(root, file), 'utf8');
      const compiled = compilePlaceText(source, file);
      expect(compiled.via, file).toBe('fast');
      expect(compiled.tree, file).toEqual(compileMarkdown(source, file).tree);
    }
  }, 120_000);

  it('reads headings (with unique ids), paragraphs, lists, bold and links', () => {
    expect(
      fastTree('## Costs\n\nA **$7,000** funeral, see [costs](/funeral-costs).\n\n- one\n- two\n\n## Costs\n'),
    ).toEqual([
      ['h2', { id: 'costs' }, 'Costs'],
      ['p', null, 'A ', ['strong', null, '$7,000'], ' funeral, see ', ['a', { href: '/funeral-costs' }, 'costs'], '.'],
      ['ul', null, ['li', null, 'one'], ['li', null, 'two']],
      ['h2', { id: 'costs-2' }, 'Costs'],
    ]);
  });

  it('declines anything else, so that unified handles it', () => {
    for (const text of [
      'A line\nwrapped',
      '1. ordered',
      '> quote',
      'a *b* c',
      'snake_case',
      'x & y',
      'see https://example.com',
      'mail help@example.com',
      'a **b**c',
      '| a | b |',
      '## Heading #',
      '    code',
    ]) {
      expect(fastTree(text), text).toBeUndefined();
    }
    expect(parseInline('[a](/b) **c**')).toEqual([['a', { href: '/b' }, 'a'], ' ', ['strong', null, 'c']]);
  });

  it('falls back to unified for a hand-written text, with the same front matter checks', () => {
    const source = `${frontMatter}## Hand written\n\n1. First\n2. Second\n\n> A quote with *emphasis*.\n`;
    const compiled = compilePlaceText(source, 'content/states/tx.md');
    expect(compiled.via).toBe('unified');
    expect(compiled.tree).toEqual(compileMarkdown(source, 'content/states/tx.md').tree);
  });

  it('fills {{tokens}} from site.config and fails on bad front matter, naming the file', () => {
    const ok = compilePlaceText(`${frontMatter}Coverage {{coverageRange}}.\n`, 'content/states/tx.md');
    expect(ok.tree).toEqual([['p', null, `Coverage ${facts.coverageRange}.`]]);
    expect(() => compilePlaceText(frontMatter.replace('id: tx\n', ''), 'content/states/tx.md')).toThrow(
      /content\/states\/tx\.md: front matter id: /,
    );
    // A fact in the front matter is refused: the facts have one record, content/data.
    expect(() =>
      compilePlaceText(
        frontMatter.replace('id: tx\n', 'id: tx\nregulator: Texas Department of Insurance\n'),
        'content/states/tx.md',
      ),
    ).toThrow(/content\/states\/tx\.md: front matter \(root\): Unrecognized key: "regulator"/);
    expect(() => compilePlaceText(`${frontMatter}{{nope}}\n`, 'content/states/tx.md')).toThrow(
      /unknown token \{\{nope\}\}/,
    );
  });
});
