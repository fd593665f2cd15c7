import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Each page's inline stylesheet cut to the rules it can use (decision 0091). A rule stays when one
 * of its selectors names only classes, ids and elements that are on the page, in the built
 * JavaScript that page can run (the loader and its islands' chunks), or on `runtimeClasses`. Everything that
 * is not a plain style rule (@font-face, @keyframes, @import) stays as it is; @media and
 * @supports keep the rules inside them that stay, and go when none does. A selector with an
 * escape, or a rule with a nested block, always stays. The kept text is cut from the source, so
 * the same page and stylesheet give the same bytes.
 */

/**
 * Classes that no page's HTML nor any built file spells out whole: the toaster writes
 * `toast-${kind}`, and the guide puts a state page's `#after-a-death` section into itself
 * (src/pages/state-chooser.ts), so that section's classes must be styled on the guide too.
 * build/page-css.test.ts fails when a class of src/ is written at run time and is not here;
 * the dist tests fail when the state section uses a class the guide lacks.
 */
export const runtimeClasses: readonly string[] = [
  'toast-success',
  'toast-error',
  'after-death-state',
  'dated-source',
  'death-facts',
  'source-list',
  'target-link',
  'visually-hidden',
];

/** One node of a stylesheet: the text it is cut from and, for a style rule, its selectors' needs. */
type CssNode =
  | { kind: 'keep'; text: string }
  | { kind: 'rule'; selectors: { text: string; needs: string[] }[]; body: string }
  | { kind: 'group'; prelude: string; children: CssNode[] };

/** The index of the `close` that ends the block opened just before `from` (strings and comments skipped). */
function blockEnd(css: string, from: number, open = '{', close = '}'): number {
  let depth = 1;
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i < 0) break;
    } else if (c === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2) + 1;
      if (i <= 0) break;
    } else if (c === open) depth++;
    else if (c === close && --depth === 0) return i;
  }
  throw new Error(`page-css: an unclosed "${open}" in the stylesheet at ${from}`);
}

/** `text` split on the commas outside brackets and parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * The names a selector needs on the page: `.x` as "class:x", `#x` as "id:x", an element as
 * "tag:x". Inside :not(), :is(), :where(), :has() and attribute brackets nothing is required
 * (a rule is kept when in doubt). undefined: the selector is never dropped.
 */
export function selectorNeeds(selector: string): string[] | undefined {
  if (selector.includes('\\')) return undefined;
  let plain = '';
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '(') i = blockEnd(selector, i + 1, '(', ')');
    else if (c === '[') i = blockEnd(selector, i + 1, '[', ']');
    else plain += c;
  }
  const needs: string[] = [];
  for (const m of plain.matchAll(/([.#:]{0,2})(-?[A-Za-z_][\w-]*)/g)) {
    const [, mark, name] = m;
    const at = m.index;
    if (mark === '.') needs.push(`class:${name}`);
    else if (mark === '#') needs.push(`id:${name}`);
    else if (mark === '' && (at === 0 || /[\s>+~]/.test(plain[at - 1] as string))) {
      needs.push(`tag:${(name as string).toLowerCase()}`);
    }
  }
  return needs;
}

/** The nodes of `css` from `start` to `end`. */
function parseNodes(css: string, start: number, end: number): CssNode[] {
  const nodes: CssNode[] = [];
  let i = start;
  while (i < end) {
    while (i < end && /\s/.test(css[i] as string)) i++;
    if (i >= end) break;
    if (css.startsWith('/*', i)) {
      i = css.indexOf('*/', i + 2) + 2;
      continue;
    }
    const brace = css.indexOf('{', i);
    const semi = css.indexOf(';', i);
    if (semi >= 0 && semi < end && (brace < 0 || semi < brace)) {
      nodes.push({ kind: 'keep', text: css.slice(i, semi + 1) });
      i = semi + 1;
      continue;
    }
    if (brace < 0 || brace >= end) {
      nodes.push({ kind: 'keep', text: css.slice(i, end) });
      break;
    }
    const close = blockEnd(css, brace + 1);
    const prelude = css.slice(i, brace).trim();
    const body = css.slice(brace + 1, close);
    if (/^@(?:media|supports)\b/i.test(prelude)) {
      nodes.push({ kind: 'group', prelude, children: parseNodes(css, brace + 1, close) });
    } else if (prelude.startsWith('@') || body.includes('{')) {
      nodes.push({ kind: 'keep', text: css.slice(i, close + 1) });
    } else {
      const selectors = splitTopLevel(prelude).map((text) => ({ text: text.trim(), needs: selectorNeeds(text) }));
      if (selectors.some((s) => s.needs === undefined)) nodes.push({ kind: 'keep', text: css.slice(i, close + 1) });
      else nodes.push({ kind: 'rule', selectors: selectors as { text: string; needs: string[] }[], body });
    }
    i = close + 1;
  }
  return nodes;
}

/** The nodes' text with the rules whose every selector needs a name that `has` lacks left out. */
function keptText(nodes: readonly CssNode[], has: (name: string) => boolean): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'keep') out += node.text;
    else if (node.kind === 'rule') {
      const kept = node.selectors.filter((s) => s.needs.every(has));
      if (kept.length > 0) out += `${kept.map((s) => s.text).join(',')}{${node.body}}`;
    } else {
      const inner = keptText(node.children, has);
      if (inner) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

/** The classes, ids and elements of a page's HTML, as selectorNeeds names them. */
export function pageNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const m of html.matchAll(/<([A-Za-z][\w-]*)/g)) names.add(`tag:${(m[1] as string).toLowerCase()}`);
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (m[1] as string).split(/\s+/)) if (name) names.add(`class:${name}`);
  }
  for (const m of html.matchAll(/\sid="([^"]*)"/g)) names.add(`id:${m[1]}`);
  return names;
}

/** Every word of these scripts, as a class, an id and an element, with `runtimeClasses`. */
export function scriptNames(scripts: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const text of scripts) {
    for (const m of text.matchAll(/[A-Za-z_][\w-]*/g)) {
      names.add(`class:${m[0]}`);
      names.add(`id:${m[0]}`);
      names.add(`tag:${m[0].toLowerCase()}`);
    }
  }
  for (const name of runtimeClasses) names.add(`class:${name}`);
  return names;
}

/** The built scripts by file name (app-x.js, island-quote-x.js): every .js file in dist/assets. */
export function builtScripts(outDir: string): Map<string, string> {
  const dir = join(outDir, 'assets');
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.js'));
  } catch {
    return new Map();
  }
  return new Map(files.sort().map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
}

/** The islands a page's HTML names (`data-island="quote"`), sorted. */
export function pageIslands(html: string): string[] {
  return [...new Set([...html.matchAll(/\sdata-island="([^"]+)"/g)].map((m) => m[1] as string))].sort();
}

/**
 * The names that JavaScript can put on a page with these islands: the words of the loader
 * (app-*.js), of each island's chunk (island-NAME-*.js) and of the chunks they import statically,
 * with `runtimeClasses`. The words of a chunk no island of the page reaches (another page's
 * calculator) do not count. Each set of islands is worked out once.
 */
export function runtimeNames(
  scripts: ReadonlyMap<string, string>,
): (islands: readonly string[]) => ReadonlySet<string> {
  const sets = new Map<string, ReadonlySet<string>>();
  const files = [...scripts.keys()];
  return (islands) => {
    const key = islands.join(' ');
    let names = sets.get(key);
    if (!names) {
      const roots = files.filter(
        (file) =>
          /^app-[\w-]+\.js$/.test(file) ||
          islands.some((name) => new RegExp(`^island-${name}-[\\w-]+\\.js$`).test(file)),
      );
      const reached = new Set<string>();
      const queue = [...roots];
      for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
        if (reached.has(file)) continue;
        reached.add(file);
        for (const m of (scripts.get(file) ?? '').matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
          queue.push(m[1] as string);
        }
      }
      names = scriptNames([...reached].sort().map((file) => scripts.get(file) ?? ''));
      sets.set(key, names);
    }
    return names;
  };
}

/**
 * Cuts each `<style>` of a page to what the page can use. `runtime` gives the names that the
 * JavaScript of a page with these islands may add (runtimeNames); each stylesheet is parsed once.
 */
export function styleCutter(runtime: (islands: readonly string[]) => ReadonlySet<string>): (html: string) => string {
  const parsed = new Map<string, CssNode[]>();
  return (html) => {
    const first = html.indexOf('<style');
    if (first < 0) return html;
    // The page's names outside its stylesheets: scanning the stylesheet text too cost as much again.
    const onPage = pageNames(html.slice(0, first) + html.slice(html.lastIndexOf('</style')));
    const scripts = runtime(pageIslands(html));
    const has = (name: string) => onPage.has(name) || scripts.has(name);
    return html.replace(
      /(<style\b[^>]*>)([\s\S]*?)(<\/style\s*>)/gi,
      (_all, open: string, css: string, close: string) => {
        let nodes = parsed.get(css);
        if (!nodes) {
          nodes = parseNodes(css, 0, css.length);
          parsed.set(css, nodes);
        }
        return `${open}${keptText(nodes, has)}${close}`;
      },
    );
  };
}
