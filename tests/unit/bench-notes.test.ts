import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The run tables of the speed decisions live in bench/notes/ (decision 0097): each decision that
 * had them links its section of a note, and each section links its decision back. A link to a
 * section that is not there, or a table left behind in a decision, fails here.
 */
const root = resolve(import.meta.dirname, '../..');
const decisions = join(root, 'docs/decisions');
const notes = join(root, 'bench/notes');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a markdown file's headings. */
function anchors(text: string): Set<string> {
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading = '']) => anchorOf(heading)));
}

/** Links to a note's section in a decision record: [file, note, anchor]. */
function noteLinks(): Array<[string, string, string]> {
  const links: Array<[string, string, string]> = [];
  for (const file of readdirSync(decisions).filter((name) => /^\d{4}-.*\.md$/.test(name))) {
    const text = readFileSync(join(decisions, file), 'utf8');
    for (const [, note = '', anchor = ''] of text.matchAll(/\]\(\.\.\/\.\.\/bench\/notes\/([\w-]+\.md)#([\w-]+)\)/g)) {
      links.push([file, note, anchor]);
    }
  }
  return links;
}

describe('bench notes', () => {
  const links = noteLinks();

  it('are linked from the decisions of issue 33', () => {
    const linking = new Set(links.map(([file]) => file.slice(0, 4)));
    expect([...linking].sort()).toEqual(['0074', '0075', '0081', '0082', '0083', '0084', '0085']);
  });

  it.each(links)('%s links a section that exists: %s#%s', (_file, note, anchor) => {
    expect(anchors(readFileSync(join(notes, note), 'utf8'))).toContain(anchor);
  });

  it('give each decision section a link back to its decision', () => {
    for (const note of readdirSync(notes).filter((name) => name.endsWith('.md'))) {
      const text = readFileSync(join(notes, note), 'utf8');
      const sections = [...text.matchAll(/^## Decision (\d{4})\n\n.*\]\(\.\.\/\.\.\/docs\/decisions\/(\d{4})-/gm)];
      expect(sections.length, note).toBeGreaterThan(0);
      for (const [, heading, linked] of sections) expect(linked, note).toBe(heading);
    }
  });

  it('leave no table in the decisions that link them', () => {
    for (const file of new Set(links.map(([name]) => name))) {
      const rows = readFileSync(join(decisions, file), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('|'));
      expect(rows, file).toEqual([]);
    }
  });

  it('make anchors as GitHub does', () => {
    expect(anchorOf('Decision 0074')).toBe('decision-0074');
    expect(anchorOf('Profile (before any change, a78641d)')).toBe('profile-before-any-change-a78641d');
  });
});
