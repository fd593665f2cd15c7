import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageNames, runtimeClasses, runtimeNames, scriptNames, selectorNeeds, styleCutter } from './page-css';

const css =
  '@font-face{font-family:x;src:url(/a.woff2)}body{margin:0}.a,.b p{color:red}#c{top:0}' +
  '@media (min-width:40em){.a{gap:1px}.z{gap:2px}}@media print{.z{display:none}}.n:not(.z){x:y}.esc\\:a{x:y}';
const page = (body: string) => `<html><head><style>${css}</style></head><body>${body}</body></html>`;
const styleOf = (html: string) => /<style>([\s\S]*)<\/style>/.exec(html)?.[1];

describe('styleCutter', () => {
  it('keeps the rules whose selectors name what the page has, and at-rules that are not groups', () => {
    const cut = styleCutter(() => new Set());
    expect(styleOf(cut(page('<p class="a">x</p>')))).toBe(
      '@font-face{font-family:x;src:url(/a.woff2)}body{margin:0}.a{color:red}@media (min-width:40em){.a{gap:1px}}.esc\\:a{x:y}',
    );
  });

  it('keeps a rule whose class a built script names, and drops a group left empty', () => {
    const cut = styleCutter(() => scriptNames(['el.className="z"']));
    const out = styleOf(cut(page('<div id="c" class="n"></div>')));
    expect(out).toContain('#c{top:0}');
    expect(out).toContain('@media print{.z{display:none}}');
    expect(out).toContain('.n:not(.z){x:y}');
    expect(out).not.toContain('.a');
  });

  it('gives the same bytes for the same page', () => {
    const html = page('<b class="b"><p>x</p></b>');
    expect(styleCutter(() => new Set())(html)).toBe(styleCutter(() => new Set())(html));
  });
});

describe('selectorNeeds', () => {
  it('names classes, ids and elements outside :not() and attribute brackets', () => {
    expect(selectorNeeds('nav.menu>a#x:hover[data-y="a.b"]:not(.z)::before')).toEqual([
      'tag:nav',
      'class:menu',
      'tag:a',
      'id:x',
    ]);
  });
});

describe('pageNames', () => {
  it('reads elements, classes and ids', () => {
    expect([...pageNames('<main id="m" class="x  y"><P></P></main>')].sort()).toEqual([
      'class:x',
      'class:y',
      'id:m',
      'tag:main',
      'tag:p',
    ]);
  });
});

/** Every file under `dir` whose name passes `keep`. */
function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('runtimeClasses', () => {
  it('lists every styled class that src/ writes from a template, as the toaster writes toast-KIND', () => {
    const code = filesUnder('src', (name) => /\.tsx?$/.test(name) && !name.includes('.test.')).map((file) =>
      readFileSync(file, 'utf8'),
    );
    const prefixes = new Set(code.flatMap((text) => [...text.matchAll(/[\s`"]([a-z][\w]*-)\$\{/g)].map((m) => m[1])));
    const styled = new Set(
      filesUnder('src', (name) => name.endsWith('.css')).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\.([a-z][\w-]*)/g)].map((m) => m[1] as string),
      ),
    );
    // A class spelled out whole somewhere in src/ is in the HTML or the built scripts already.
    const spelled = (name: string) => code.some((text) => new RegExp(`[\\s"'\`]${name}[\\s"'\`]`).test(text));
    const missing = [...styled].filter(
      (name) =>
        [...prefixes].some((prefix) => prefix && name.startsWith(prefix)) &&
        !spelled(name) &&
        !runtimeClasses.includes(name),
    );
    expect(prefixes.size).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});

describe('runtimeNames', () => {
  const scripts = new Map([
    ['app-a1.js', 'el.className="menu-open";import("./island-quote-b2.js")'],
    ['island-quote-b2.js', 'import{x}from"./shared-c3.js";h("div",{className:"qq-error"})'],
    ['shared-c3.js', 'h("p",{className:"figure-note"})'],
    ['island-premium-calculator-d4.js', 'h("p",{className:"calc-invalid"})'],
  ]);

  it('counts the loader, the page’s islands and what they import, not another page’s island', () => {
    const names = runtimeNames(scripts)(['quote']);
    for (const name of ['menu-open', 'qq-error', 'figure-note']) expect(names.has(`class:${name}`), name).toBe(true);
    expect(names.has('class:calc-invalid')).toBe(false);
    expect(runtimeNames(scripts)(['premium-calculator']).has('class:calc-invalid')).toBe(true);
  });
});
