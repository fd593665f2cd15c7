import { describe, expect, it } from 'vitest';
import {
  budgets,
  collectStaticGraph,
  cssUrls,
  evaluateBudgets,
  findParsers,
  formatKb,
  gzipSize,
  heaviestPage,
  isExternal,
  KB,
  type PageFigures,
  pageRefs,
  pagesOver,
  resolveSpecifier,
  scanDynamicImports,
  scanStaticImports,
} from './size';

describe('scanStaticImports', () => {
  it('finds every form of static import and re-export in minified output', () => {
    const code = [
      'const __vite__mapDeps=(i,m)=>i.map(i=>d[i]);',
      'import{i as e,n as t}from"./react-dom-B.js";import"./side-effect.js";',
      'import x from"./default.js";import y,{z}from"./mixed.js";import*as ns from"./ns.js";',
      "import { spaced } from './spaced.js';",
      'export{a as b}from"./re-export.js";export*from"./star.js";',
      'var g=1;',
    ].join('\n');
    expect(scanStaticImports(code)).toEqual([
      './react-dom-B.js',
      './side-effect.js',
      './default.js',
      './mixed.js',
      './ns.js',
      './spaced.js',
      './re-export.js',
      './star.js',
    ]);
  });

  it('ignores dynamic import(), import.meta and look-alikes inside code', () => {
    const code = [
      'import{a}from"./static.js";',
      'w(async()=>{let{default:e}=await import(`./client-X.js`);return e},[]);',
      'const u=import.meta.url;',
      'const p=import("./lazy.js");',
      'const s="import\\"./in-string.js\\"";',
      'foo.import("./method.js");',
    ].join('');
    expect(scanStaticImports(code)).toEqual(['./static.js']);
  });

  it('lists each specifier once', () => {
    expect(scanStaticImports('import"./a.js";import{b}from"./a.js";')).toEqual(['./a.js']);
  });
});

describe('scanDynamicImports', () => {
  it('finds import() with a literal specifier only', () => {
    const interpolated = ['import(`./', '$', '{x}.js`)'].join('');
    const code = `import{a}from"./s.js";import(\`./client-X.js\`);import("./b.js");import('./c.js');${interpolated}`;
    expect(scanDynamicImports(code)).toEqual(['./client-X.js', './b.js', './c.js']);
  });
});

describe('resolveSpecifier', () => {
  it('resolves relative and absolute specifiers against the importing chunk', () => {
    expect(resolveSpecifier('/assets/app.js', './b.js')).toBe('/assets/b.js');
    expect(resolveSpecifier('/assets/app.js', '../x/c.js')).toBe('/x/c.js');
    expect(resolveSpecifier('/assets/app.js', '/assets/d.js')).toBe('/assets/d.js');
  });

  it('keeps URLs on other hosts and gives up on bare specifiers', () => {
    expect(resolveSpecifier('/assets/app.js', 'https://cdn.example.com/x.js')).toBe('https://cdn.example.com/x.js');
    expect(resolveSpecifier('/assets/app.js', 'react')).toBeUndefined();
  });
});

describe('collectStaticGraph', () => {
  const files: Record<string, string> = {
    '/assets/app.js': 'import{a}from"./shared.js";import"./vendor.js";const l=()=>import("./lazy.js");',
    '/assets/shared.js': 'import{v}from"./vendor.js";export const a=1;',
    '/assets/vendor.js': 'export const v=1;',
    '/assets/page.js': 'import{a}from"./shared.js";import{app}from"./app.js";',
    '/assets/lazy.js': 'import"./only-lazy.js";',
    '/assets/only-lazy.js': '',
  };
  const read = (path: string) => files[path];

  it('follows static imports recursively, each file once, never dynamic ones', () => {
    expect(collectStaticGraph(['/assets/app.js'], read)).toEqual([
      '/assets/app.js',
      '/assets/shared.js',
      '/assets/vendor.js',
    ]);
  });

  it('deduplicates across start files (entry plus modulepreloads) and cycles', () => {
    const graph = collectStaticGraph(['/assets/app.js', '/assets/page.js', '/assets/vendor.js'], read);
    expect(graph).toEqual(['/assets/app.js', '/assets/page.js', '/assets/vendor.js', '/assets/shared.js']);
    expect(new Set(graph).size).toBe(graph.length);
  });

  it('with dynamic, follows dynamic import()s too (all a page can ever load)', () => {
    expect(collectStaticGraph(['/assets/app.js'], read, true)).toEqual([
      '/assets/app.js',
      '/assets/shared.js',
      '/assets/vendor.js',
      '/assets/lazy.js',
      '/assets/only-lazy.js',
    ]);
  });

  it('keeps a missing file in the list so that the caller can report it', () => {
    expect(collectStaticGraph(['/assets/gone.js'], read)).toEqual(['/assets/gone.js']);
  });
});

describe('pageRefs', () => {
  const html = `<!DOCTYPE html><html><head>
    <script type="module">requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(()=>import("/assets/app-abc.js"))))</script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom.js">
    <link rel="stylesheet" href="/assets/app.css">
    <link rel="preload" as="font" href="https://fonts.example.com/a.woff2">
    <link rel="icon" href="/favicon.svg">
    <link rel="canonical" href="https://www.example.com/about">
    <script type="application/ld+json">{"url":"https://www.example.com/"}</script>
  </head><body><div data-island="quote" data-trigger="idle"></div><div data-island="checklist"></div>
  <div data-island="quote"></div><img src="/logo.svg" srcset="/logo-2x.png 2x, https://img.example.com/a.png 3x">
  <a href="https://elsewhere.example.com/">link</a><script src="https://cdn.example.com/x.js"></script></body></html>`;
  const refs = pageRefs(html);

  it("reads the entry (the loader's inline start), the modulepreloads and the stylesheets", () => {
    expect(refs.entries).toEqual(['/assets/app-abc.js']);
    expect(refs.loaded).toContain('/assets/app-abc.js');
    expect(pageRefs('<html><head><script type="module" src="/assets/m.js"></script></head></html>').entries).toEqual([
      '/assets/m.js',
    ]);
    expect(refs.modulepreloads).toEqual(['/assets/react-dom.js']);
    expect(refs.stylesheets).toEqual(['/assets/app.css']);
  });

  it("reads the names of the page's islands, each once", () => {
    expect(refs.islands).toEqual(['quote', 'checklist']);
  });

  it('reads the text of inline <style> elements', () => {
    const inline = pageRefs('<html><head><style>body{margin:0}</style><style> </style></head><body></body></html>');
    expect(inline.inlineStyles).toEqual(['body{margin:0}']);
    expect(refs.inlineStyles).toEqual([]);
  });

  it('lists what the page loads, not what it merely links to', () => {
    expect(refs.loaded).toContain('https://fonts.example.com/a.woff2');
    expect(refs.loaded).toContain('https://cdn.example.com/x.js');
    expect(refs.loaded).toContain('https://img.example.com/a.png');
    expect(refs.loaded).toContain('/logo-2x.png');
    expect(refs.loaded).not.toContain('https://www.example.com/about');
    expect(refs.loaded).not.toContain('https://elsewhere.example.com/');
    expect(refs.loaded.filter(isExternal)).toEqual([
      'https://cdn.example.com/x.js',
      'https://fonts.example.com/a.woff2',
      'https://img.example.com/a.png',
    ]);
  });
});

describe('isExternal and cssUrls', () => {
  it('treats http(s) and protocol-relative URLs as other hosts', () => {
    expect(isExternal('https://cdn.example.com/a.js')).toBe(true);
    expect(isExternal('http://cdn.example.com/a.js')).toBe(true);
    expect(isExternal('//cdn.example.com/a.js')).toBe(true);
    expect(isExternal('/assets/a.js')).toBe(false);
    expect(isExternal('./a.js')).toBe(false);
    expect(isExternal('data:image/svg+xml,...')).toBe(false);
  });

  it('finds url() and @import in CSS', () => {
    const css =
      '@import "https://fonts.example.com/css";@font-face{src:url(https://fonts.example.com/a.woff2) format("woff2")}' +
      '.a{background:url("/img/a.svg")}.b{background:url(\'data:image/png;base64,AAA\')}';
    expect(cssUrls(css)).toEqual([
      'https://fonts.example.com/a.woff2',
      '/img/a.svg',
      'data:image/png;base64,AAA',
      'https://fonts.example.com/css',
    ]);
  });
});

describe('findParsers', () => {
  it('spots markdown and YAML parsers by strings that survive minification', () => {
    expect(findParsers('var e="codeFencedFenceSequence"').map((p) => p.name)).toEqual(['micromark']);
    expect(findParsers('throw new e("YAMLException")').map((p) => p.name)).toEqual(['js-yaml']);
    expect(findParsers('self.data("fromMarkdownExtensions")').map((p) => p.name)).toEqual(['remark-parse']);
    expect(findParsers('require("gray-matter")').map((p) => p.name)).toEqual(['gray-matter']);
  });

  it('passes ordinary React code', () => {
    expect(findParsers('function f(){return jsx("h1",{children:"Markdown-free"})}')).toEqual([]);
  });
});

describe('evaluateBudgets', () => {
  const page = (name: string, js: number, css: number, html: number, upfront = 4 * KB): PageFigures => ({
    name,
    file: `${name}.html`,
    upfront: { bytes: upfront, files: 1, list: [] },
    islands: [],
    js: { bytes: js, files: 3, list: [] },
    css: { bytes: css, files: 1, list: [] },
    html: { bytes: html, files: 1 },
  });

  it('flags each figure over its budget, and accepts one exactly at it', () => {
    const verdicts = evaluateBudgets([page('home', 110 * KB, 15 * KB + 1, 3 * KB, 15 * KB + 1)]);
    expect(verdicts).toEqual([
      { page: 'home', kind: 'upfront', bytes: 15 * KB + 1, budget: budgets.upfront, ok: false },
      { page: 'home', kind: 'js', bytes: 110 * KB, budget: budgets.js, ok: true },
      { page: 'home', kind: 'css', bytes: 15 * KB + 1, budget: budgets.css, ok: false },
      { page: 'home', kind: 'html', bytes: 3 * KB, budget: budgets.html, ok: true },
    ]);
  });

  it('takes other limits', () => {
    const verdicts = evaluateBudgets([page('city', 10, 10, 10, 10)], { upfront: 10, js: 9, css: 10, html: 11 });
    expect(verdicts.map((v) => v.ok)).toEqual([true, false, true, true]);
  });

  it('the budgets are 15 KB of JS before load, 110 KB of JS ever, 15 KB of CSS and 14 KB of HTML', () => {
    expect(budgets).toEqual({ upfront: 15 * 1024, js: 110 * 1024, css: 15 * 1024, html: 14 * 1024 });
  });
});

describe('formatKb and gzipSize', () => {
  it('formats bytes as KB with one decimal', () => {
    expect(formatKb(1024)).toBe('1.0 KB');
    expect(formatKb(1536)).toBe('1.5 KB');
  });

  it('gzips at level 9: repetitive text shrinks', () => {
    expect(gzipSize('a'.repeat(10_000))).toBeLessThan(100);
  });
});

describe('pagesOver and heaviestPage (the HTML budget over every page)', () => {
  const sizes = [
    { file: 'a.html', bytes: 100 },
    { file: 'tx/houston.html', bytes: 300 },
    { file: 'b.html', bytes: 200 },
    { file: 'c.html', bytes: 300 },
  ];

  it('lists the pages over the limit, heaviest first, and none at the limit', () => {
    expect(pagesOver(sizes, 200)).toEqual([
      { file: 'c.html', bytes: 300 },
      { file: 'tx/houston.html', bytes: 300 },
    ]);
    expect(pagesOver(sizes, 300)).toEqual([]);
  });

  it('names the heaviest page, the first one on a tie', () => {
    expect(heaviestPage(sizes)).toEqual({ file: 'tx/houston.html', bytes: 300 });
    expect(heaviestPage([])).toBeUndefined();
  });
});
