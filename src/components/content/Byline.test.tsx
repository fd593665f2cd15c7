import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type Author, type BylinePage, bylineOf, bylines, people } from '../../../content/data/authors';
import { authorsModuleSchema } from '../../../content/data/authors.schema';
import { Byline } from './Byline';

/** The byline's text, as a reader gets it (tags dropped, spaces joined). */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([,.])/g, '$1')
    .trim();
}

const writer: Author = { id: 'ruth-calloway', name: 'Ruth Calloway', role: 'writer' };
const agent: Author = {
  id: 'samuel-okafor',
  name: 'Samuel Okafor',
  role: 'licensed life insurance agent',
  npn: { number: '19876543' },
};

describe('Byline', () => {
  it('names the writer, the reviewing agent with the NPN, and the date last reviewed', () => {
    const html = renderToStaticMarkup(
      <Byline page="guide" reviewed="2026-11-22" byline={{ author: writer, reviewer: agent }} />,
    );
    expect(textOf(html)).toBe(
      'Written by Ruth Calloway, writer. Reviewed by Samuel Okafor, licensed life insurance agent, NPN 19876543. Last reviewed: November 22, 2026',
    );
    expect(html).toContain('<time dateTime="2026-11-22">November 22, 2026</time>');
    expect(html).not.toContain('example-label');
  });

  it('says "Written and reviewed by" when one agent did both', () => {
    const html = renderToStaticMarkup(
      <Byline page="aarp" reviewed="2026-01-05" byline={{ author: agent, reviewer: agent }} />,
    );
    expect(textOf(html)).toMatch(
      /^Written and reviewed by Samuel Okafor, licensed life insurance agent, NPN 19876543\./,
    );
  });

  it('labels sample people and a placeholder NPN as examples', () => {
    const html = renderToStaticMarkup(<Byline page="guide" reviewed="2026-11-22" />);
    const { author, reviewer } = bylineOf('guide');
    expect(author.sample && reviewer.sample).toBe(true);
    expect(html).toContain('class="example-label"');
    expect(textOf(html)).toContain(`Written by ${author.name}`);
    expect(textOf(html)).toContain(`Reviewed by ${reviewer.name}`);
    expect(textOf(html)).toContain('(example number, not yet real)');
  });
});

describe('content/data/authors.ts', () => {
  it('passes its schema: every byline names known people, and every reviewer has an NPN', () => {
    expect(authorsModuleSchema.safeParse({ people, bylines }).success).toBe(true);
    for (const page of Object.keys(bylines) as BylinePage[]) expect(bylineOf(page).reviewer.npn).toBeDefined();
  });

  it('refuses a reviewer who is not a licensed agent, and a byline naming nobody', () => {
    const result = authorsModuleSchema.safeParse({
      people: [writer],
      bylines: {
        guide: { author: 'ruth-calloway', reviewer: 'ruth-calloway' },
        aarp: { author: 'x-y', reviewer: 'ruth-calloway' },
      },
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(messages).toContain(
      'bylines.guide.reviewer: the reviewer Ruth Calloway needs an NPN: a reviewer is a licensed agent',
    );
    expect(messages).toContain('bylines.aarp.author: no person "x-y"');
  });
});
