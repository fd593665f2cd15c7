import { parse, serialize } from 'parse5';
import { describe, expect, it } from 'vitest';
import { htmlNormalForm } from './html-normal-form';

/** What vite-react-ssg's preload step made of a page: parse5's parse and serialisation. */
const parse5Form = (html: string) => serialize(parse(html));

/** A page as vite-react-ssg assembles it: index.html's template around React's output. */
function page(head: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en" lang="en">',
    `  <head>${head}`,
    '    <meta charset="UTF-8" />',
    '    <script type="module" crossorigin src="/assets/app-abc.js"></script>',
    '    <link rel="stylesheet" crossorigin href="/assets/app-abc.css">',
    '  </head>',
    '  <body >',
    `    <div id="root" data-server-rendered="true">${body}</div>`,
    '<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script>',
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

describe('htmlNormalForm', () => {
  const cases: Record<string, string> = {
    'doctype, doubled attribute, whitespace before <head>, valueless attributes, what follows </body>': page(
      '',
      '<p>Hi</p>',
    ),
    'React head tags: self-closed void elements, JSON-LD kept as written': page(
      '<title data-rh="true">A &amp; B&#x27;s | Site</title><meta data-rh="true" name="description" content="Say &quot;hi&quot; &amp; it&#x27;s &lt;ok&gt;"/><script data-rh="true" type="application/ld+json">{"a":"&quot; \\u003c/script>"}</script><link data-rh="true" rel="canonical" href="https://x.test/a?b=1&amp;c=2"/>',
      '<main><h1>Title</h1></main>',
    ),
    'text: quotes and apostrophes decoded, & < > escaped, no-break spaces named': page(
      '',
      '<p>&quot;Quoted&quot; it&#x27;s 1 &lt; 2 &amp;&amp; 3 &gt; 2 a\u00a0b<!-- --> <time dateTime="2026-01-01">Jan 1</time></p>',
    ),
    'SVG: self-closed elements get end tags, viewBox keeps its case': page(
      '',
      '<a class="x" href="/"><svg aria-hidden="true" viewBox="0 0 24 24" width="20"><path d="M1 1h2" stroke-width="2"/><circle cx="1" cy="1" r="1"/></svg>Call</a>',
    ),
    'forms, details, template, dialog, tables, boolean attributes': page(
      '',
      '<form noValidate="" action="/quote" method="post"><input type="text" autoComplete="name" inputMode="text" maxLength="40" required=""/><select name="s"><option value="a" selected="">A</option></select></form><details open=""><summary>More</summary><p>Body</p></details><template id="t"><section><p>In a template</p></section></template><dialog><p>D</p></dialog><table><caption>C</caption><thead><tr><th>H</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><br/><img src="/a.png" alt=""/><hr/>',
    ),
  };
  for (const [name, html] of Object.entries(cases)) {
    it(`writes what parse5 writes: ${name}`, () => {
      expect(htmlNormalForm(html)).toBe(parse5Form(html));
    });
    it(`is parse5's fixed point: ${name}`, () => {
      const normal = parse5Form(html);
      expect(htmlNormalForm(normal)).toBe(normal);
    });
  }

  it('refuses what parse5 would reshape or read another way, naming it', () => {
    expect(() => htmlNormalForm(page('', '<p>a<div>b</div></p>'))).toThrow(/<div> inside <p>/);
    expect(() => htmlNormalForm(page('', '<a href="/">a<a href="/b">b</a></a>'))).toThrow(/<a> inside <a>/);
    expect(() => htmlNormalForm(page('', '<div><span>a</div></span>'))).toThrow(/<\/div> closes <span>/);
    expect(() => htmlNormalForm(page('<div>in head</div>', ''))).toThrow(/<div> inside <head>/);
    expect(() => htmlNormalForm(page('', '<pre>\ncode</pre>'))).toThrow(/<pre> is not handled/);
    expect(() => htmlNormalForm(page('', '<p>&copy; 2026</p>'))).toThrow(
      /character reference it does not know, &copy;/,
    );
    expect(() => htmlNormalForm(page('', '<div/>'))).toThrow(/<div\/> is not a void element/);
    expect(() => htmlNormalForm(page('', '</div>'))).toThrow(/closes/);
  });
});
