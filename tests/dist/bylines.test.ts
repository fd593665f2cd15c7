import { describe, it } from 'vitest';
import { formatLongDate } from '#core/format';
import { getPath } from '#core/paths';
import { type BylinePage, bylineOf, bylines } from '../../content/data/authors';

const bylinePages = Object.keys(bylines) as BylinePage[];

import { Check, loadPages } from './helpers';

/**
 * Every guide, carrier review and the FAQ says who wrote it, which licensed agent reviewed it (with the
 * NPN) and when it was last reviewed (issue 20.8): the byline under the heading, from
 * content/data/authors.ts, its date the same as the page's Article or Review dateModified.
 */
const byPath = new Map(loadPages().map((page) => [page.path, page]));
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The dateModified of the page's Article, Review or FAQPage node. */
function dateModified(document: Document): string | undefined {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    const graph = (JSON.parse(script.textContent ?? '{}') as { '@graph'?: Array<Record<string, unknown>> })['@graph'];
    const node = graph?.find((n) => ['Article', 'Review', 'FAQPage'].includes(String(n['@type'])));
    if (typeof node?.dateModified === 'string') return node.dateModified;
  }
  return undefined;
}

describe('dist bylines', () => {
  it('every guide and carrier review shows its writer, its reviewing agent with NPN, and the date last reviewed', () => {
    const check = new Check('bylines');
    for (const name of bylinePages) {
      const page = byPath.get(getPath(name));
      if (!page) {
        check.fail(getPath(name), 'not built');
        continue;
      }
      const bylines = page.document.querySelectorAll('main [data-byline]');
      if (bylines.length !== 1) {
        check.fail(page.file, `${bylines.length} bylines`);
        continue;
      }
      const byline = bylines[0];
      const words = text(byline);
      const { author, reviewer } = bylineOf(name);
      if (!words.includes(`Written by ${author.name}, ${author.role}`)) check.fail(page.file, `no writer: ${words}`);
      if (!words.includes(`Reviewed by ${reviewer.name}, ${reviewer.role}, NPN ${reviewer.npn?.number}`))
        check.fail(page.file, `no reviewer with NPN: ${words}`);
      if ((author.sample || reviewer.sample) && !byline?.querySelector('.example-label'))
        check.fail(page.file, 'sample people without the "Example" label');
      const time = byline?.querySelector('time');
      const iso = time?.getAttribute('datetime') ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) check.fail(page.file, `no reviewed date (found "${iso}")`);
      else {
        if (!words.includes(`Last reviewed: ${formatLongDate(iso)}`)) check.fail(page.file, `date not shown: ${words}`);
        if (dateModified(page.document) !== iso)
          check.fail(page.file, `reviewed ${iso}, but the markup says modified ${dateModified(page.document)}`);
      }
    }
    check.finish(`${bylinePages.length} pages`);
  });
});
