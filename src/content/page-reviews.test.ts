import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { carrierReviews } from '../../content/data/carrier-reviews';
import { faqDates } from '../../content/data/faq';
import { pageReviews } from '../../content/data/page-reviews';
import { fillTokens, markdownTokens } from './markdown.server';

/** A page's date field, masked: changing only the date does not change the text it vouches for. */
const dateField = /\bupdated: ?(['"])\d{4}-\d{2}-\d{2}\1/g;

/** The words of one source as the page shows them: markdown with its tokens filled, other files as written. */
function wordsOf(file: string, source: string, tokens = markdownTokens): string {
  if (!file.endsWith('.md')) return source.replace(dateField, 'updated: <date>');
  const { data, content } = matter(source);
  const { updated: _date, ...front } = data as Record<string, unknown>;
  return `${JSON.stringify(front)}\n${fillTokens(content, file, tokens)}`;
}

/** The SHA-256 of a page's sources, each named, in the order given. */
function textHash(files: readonly string[], read = (file: string) => readFileSync(file, 'utf8')): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0${wordsOf(file, read(file))}\0`);
  return hash.digest('hex');
}

/** The date the page shows as "Last reviewed". */
function shownDate(name: string, files: readonly string[]): string {
  if (name === 'faq') return faqDates.updated;
  const carrier = carrierReviews.find((r) => r.page === name);
  if (carrier) return carrier.updated;
  const [first] = files;
  if (!first?.endsWith('.md')) throw new Error(`${name}: its first file must be its markdown`);
  const { updated } = matter(readFileSync(first, 'utf8')).data as { updated?: string };
  if (!updated) throw new Error(`${first} has no updated date`);
  return updated;
}

describe('"Last reviewed" dates', () => {
  it.each(Object.entries(pageReviews))('%s: the date shown is the review date of its current words', (name, review) => {
    expect(shownDate(name, review.files), `${name}: the date the page shows`).toBe(review.reviewed);
    const now = textHash(review.files);
    expect(
      now,
      `${name}: its words changed after ${review.reviewed}. Review them, then set the date to today in content/data/page-reviews.ts and where the page reads it, and sha256 to ${now}`,
    ).toBe(review.sha256);
  });

  it('a changed word, or a changed disclosure filled into the markdown, changes the hash; a changed date does not', () => {
    const file = 'content/pages/no-waiting-period.md';
    const source = readFileSync(file, 'utf8');
    expect(source).toContain('{{fullBenefitPointer}}');
    const words = wordsOf(file, source);
    expect(words).not.toContain('{{');
    expect(words).not.toContain('"updated"');
    const redated = source.replace(/^updated: .*$/m, "updated: '2030-01-01'");
    expect(redated).not.toBe(source);
    expect(wordsOf(file, redated)).toBe(words);
    const otherDisclosure = { ...markdownTokens, fullBenefitPointer: 'A different pointer.' };
    expect(wordsOf(file, source, otherDisclosure)).not.toBe(words);
    const files = [file];
    const edited = (f: string) => readFileSync(f, 'utf8').replace('a', 'b');
    expect(textHash(files, edited)).not.toBe(textHash(files));
    const data = 'content/data/faq.ts';
    const faq = readFileSync(data, 'utf8');
    expect(wordsOf(data, faq.replace(dateField, "updated: '2030-01-01'"))).toBe(wordsOf(data, faq));
  });
});
