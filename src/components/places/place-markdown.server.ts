import { slugify } from '#core/paths';
import { compileMarkdownText, readMarkdownFile } from '../../content/markdown.server';
import type { MdElement, MdNode } from '../../content/tree';

/**
 * Compiles the generated text of a state or city page at build. The front matter is checked
 * against its content kind's schema exactly as the markdown plugin does; the text then takes a
 * fast path when it is written in the small subset `content generate` produces (## headings,
 * one-line paragraphs, "- " lists, **bold**, [links](url)), and the full unified pipeline
 * (compileMarkdown) otherwise, e.g. for a hand-edited, locked file.
 *
 * Why: remark takes 10-20 ms per page, which is 2-3 minutes for 10,000 city pages; the fast path
 * takes well under a millisecond. A unit test holds the two to the same output on every
 * generated file, so the fast path is an optimisation, never a second dialect.
 */

export interface CompiledPlaceText {
  frontmatter: Record<string, unknown>;
  tree: MdNode[];
  /** Which path compiled it (for tests and the bench). */
  via: 'fast' | 'unified';
}

/** Characters that mean markdown syntax the fast path does not read. */
const special = /[\\`*_<>&~|[\]!#]|:\/\/|www\.|@/;

const strongAt = /\*\*([^\s*[\]\\`_<>&~|!#@][^*[\]\\`_<>&~|!#@]*?[^\s*[\]\\`_<>&~|!#@]|[^\s*[\]\\`_<>&~|!#@])\*\*/y;
const linkAt = /\[([^[\]\\`*_<>&~|!#@]+)\]\(([^\s()<>\\]+)\)/y;
const marker = /\*\*|\[/g;

/** Inline text: plain runs, **strong** and [links](url); undefined if anything else appears. */
export function parseInline(text: string): MdNode[] | undefined {
  const out: MdNode[] = [];
  let pos = 0;
  while (pos < text.length) {
    marker.lastIndex = pos;
    const found = marker.exec(text);
    const stop = found ? found.index : text.length;
    const plain = text.slice(pos, stop);
    if (plain !== '') {
      if (special.test(plain)) return undefined;
      out.push(plain);
    }
    if (!found) break;
    strongAt.lastIndex = stop;
    linkAt.lastIndex = stop;
    const strong = found[0] === '**' ? strongAt.exec(text) : null;
    const link = found[0] === '[' ? linkAt.exec(text) : null;
    if (strong) {
      const before = stop === 0 ? ' ' : text.charAt(stop - 1);
      const after = text.charAt(stop + strong[0].length);
      // CommonMark flanking, conservatively: open after a space or "(", close before a space or punctuation.
      if (!/[\s(]/.test(before) || (after !== '' && !/[\s.,;:!?)]/.test(after))) return undefined;
      out.push(['strong', null, strong[1] as string]);
      pos = stop + strong[0].length;
    } else if (link) {
      const label = link[1] as string;
      if (special.test(label) || label.trim() !== label) return undefined;
      out.push(['a', { href: link[2] as string }, label]);
      pos = stop + link[0].length;
    } else {
      return undefined;
    }
  }
  return out;
}

/** A line that would start some other block in markdown (quote, list, heading, rule, code, table). */
const otherBlock = /^(\s|>|[*+]|\d+[.)]|#|=|-{2,}|-(?! )|`|~|\|)/;

/** The tree of a text in the generated subset, as compileMarkdown would build it; undefined if not. */
export function fastTree(body: string): MdNode[] | undefined {
  const blocks = body.replace(/\n+$/, '').split(/\n{2,}/);
  const ids = new Map<string, number>();
  const tree: MdNode[] = [];
  for (const block of blocks) {
    if (block === '') continue;
    const lines = block.split('\n');
    const heading = /^## (\S.*\S|\S)$/.exec(block);
    if (lines.length === 1 && heading) {
      const inline = parseInline(heading[1] as string);
      if (!inline || /#\s*$/.test(heading[1] as string)) return undefined;
      const text = inline.map((n) => (typeof n === 'string' ? n : String(n[2] ?? ''))).join('');
      const base = slugify(text.trim()) || 'section';
      const seen = ids.get(base) ?? 0;
      ids.set(base, seen + 1);
      tree.push(['h2', { id: seen === 0 ? base : `${base}-${seen + 1}` }, ...inline] as MdElement);
    } else if (lines.every((l) => /^- \S/.test(l))) {
      const items: MdElement[] = [];
      for (const line of lines) {
        const inline = parseInline(line.slice(2));
        if (!inline || /\s$/.test(line)) return undefined;
        items.push(['li', null, ...inline]);
      }
      tree.push(['ul', null, ...items]);
    } else if (lines.length === 1 && !otherBlock.test(block) && !/\s$/.test(block)) {
      const inline = parseInline(block);
      if (!inline) return undefined;
      tree.push(['p', null, ...inline]);
    } else {
      return undefined;
    }
  }
  return tree;
}

/** Front matter checked and filled as every markdown file's is; the text through the fast path or unified. */
export function compilePlaceText(source: string, file: string): CompiledPlaceText {
  const { frontmatter, text } = readMarkdownFile(source, file);
  const tree = fastTree(text);
  if (tree) return { frontmatter, tree, via: 'fast' };
  return { frontmatter, tree: compileMarkdownText(text, file).tree, via: 'unified' };
}
