import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { facts } from '#core/facts';
import { siteConfig } from '#core/site.config';
import { compileMarkdown, fillTokens, kindOf, MarkdownError, toModule } from './markdown.server';
import { renderMarkdown } from './render';

const file = 'content/pages/sample.md';
const front = (extra = '') =>
  `---\ntitle: A sample page\ndescription: A sample description that is long enough to pass the schema check here.\n${extra}---\n`;

function html(source: string): string {
  const { tree } = compileMarkdown(source, file);
  return renderToStaticMarkup(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      {renderMarkdown(tree)}
    </MemoryRouter>,
  );
}

describe('compileMarkdown', () => {
  it('returns validated front matter, the compact tree and the h2 headings with unique ids', () => {
    const out = compileMarkdown(`${front()}\n## Costs\n\nText.\n\n## Costs\n\n### Detail\n`, file);
    expect(out.frontmatter.title).toBe('A sample page');
    expect(out.headings).toEqual([
      { id: 'costs', text: 'Costs' },
      { id: 'costs-2', text: 'Costs' },
    ]);
    expect(out.tree[0]).toEqual(['h2', { id: 'costs' }, 'Costs']);
  });

  it('renders through the component map: internal links stay in the app, outside links open a new tab', () => {
    const out = html(`${front()}\nSee [the guide](/guide) and [the FTC](https://www.ftc.gov/).\n`);
    expect(out).toContain('<a href="/guide">the guide</a>');
    expect(out).toContain('target="_blank" rel="noopener noreferrer"');
    expect(out).toContain('(opens in a new tab)');
  });

  it('wraps tables in a scrollable, focusable region', () => {
    const out = html(`${front()}\n| A | B |\n| - | - |\n| 1 | 2 |\n`);
    expect(out).toMatch(/<section class="table-scroll" tabindex="0" aria-label="Table"><table><thead>/);
  });

  it('fills tokens from site.config in text, links and front matter', () => {
    const out = compileMarkdown(
      `${front('heading: Coverage {{coverageRange}}\n')}\nCall [{{salesPhone}}]({{salesTel}}).\n`,
      file,
    );
    expect(out.frontmatter.heading).toBe(`Coverage ${facts.coverageRange}`);
    expect(JSON.stringify(out.tree)).toContain(siteConfig.phones.sales.display);
    expect(JSON.stringify(out.tree)).toContain(`tel:${siteConfig.phones.sales.e164}`);
  });

  it('fails on an unknown token, naming the file and the token', () => {
    expect(() => fillTokens('Call {{phoneNumber}}', file)).toThrow(
      /content\/pages\/sample\.md: unknown token \{\{phoneNumber\}\}/,
    );
  });

  it('drops raw HTML and refuses elements outside the component map', () => {
    expect(html(`${front()}\nSafe <script>alert(1)</script> text.\n`)).not.toContain('<script');
    expect(() => compileMarkdown(`${front()}\n![a picture](/x.png)\n`, file)).toThrow(
      /<img> is not in the markdown component map/,
    );
    expect(() => compileMarkdown(`${front()}\n# Title\n`, file)).toThrow(/use ## headings/);
  });

  it('fails on bad front matter, naming the file and the field', () => {
    expect(() => compileMarkdown('---\ntitle: Hi there\n---\nText', file)).toThrow(
      /content\/pages\/sample\.md: front matter description/,
    );
    expect(() => compileMarkdown(`${front('colour: red\n')}Text`, file)).toThrow(MarkdownError);
  });

  it('knows which files belong to which content kind', () => {
    expect(kindOf('content/pages/about.md').name).toBe('page');
    expect(() => kindOf('content/misc/notes.md')).toThrow(/not in a content folder with a schema/);
  });

  it('emits a module of data and a renderer call, with no parser', () => {
    const code = toModule(compileMarkdown(`${front()}\nHello.\n`, file), '/src/content/render.tsx');
    expect(code).toContain('export const tree = [["p",null,"Hello."]];');
    expect(code).not.toMatch(/remark|micromark|gray-matter|yaml/);
  });
});
