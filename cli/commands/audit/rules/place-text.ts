import { getPath } from '#core/paths';
import { type PageSentences, sharedSentenceShare, textFaults } from '../../../../content/generate/text-rules';
import type { AuditPage, AuditRule, Fault, Site } from '../audited-site';

/**
 * The state and city pages: their words obey the text rules (no sentence about the agency's own
 * dealings with a place, no statistic without a source), and each ends with a list of its sources,
 * every one linked (absolute URL) and dated.
 */

const statePage = /^\/[a-z]{2}$/;
const cityPage = /^\/[a-z]{2}\/[a-z0-9-]+$/;

/** "state", "city" or undefined, from the page's path (the dedicated South Carolina and Chicago pages included). */
export function placeKind(path: string): 'state' | 'city' | undefined {
  if (statePage.test(path) || path === getPath('southCarolina')) return 'state';
  if (cityPage.test(path) || path === getPath('chicago')) return 'city';
  return undefined;
}

/** Parts of the main text that are not the page's own words: navigation, breadcrumbs, sample stories. */
const notOwnWords = 'nav, .breadcrumbs, figure, blockquote, script, style, template';

const blockTags = new Set(['H1', 'H2', 'H3', 'P', 'LI', 'DT', 'DD', 'SUMMARY', 'CAPTION', 'TH', 'TD']);

/** True when an element holds another block of text (an item whose text is in its paragraphs). */
function holdsBlocks(el: Element): boolean {
  for (const child of el.children) if (blockTags.has(child.tagName) || holdsBlocks(child)) return true;
  return false;
}

/**
 * The page's own words: the text of <main>, block by block, without navigation or stories (and
 * without the parts `skip` selects).
 */
export function placeText(document: Document, skip?: string): string {
  const main = document.querySelector('main');
  if (!main) return '';
  const blocks: string[] = [];
  const skipped = skip ? `${notOwnWords}, ${skip}` : notOwnWords;
  const walk = (el: Element) => {
    for (const child of el.children) {
      if (child.matches(skipped)) continue;
      if (blockTags.has(child.tagName) && !holdsBlocks(child)) {
        const text = (child.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text) blocks.push(/[.!?:]$/.test(text) ? text : `${text}.`);
      } else walk(child);
    }
  };
  walk(main);
  return blocks.join(' ');
}

function sourcesFaults(page: AuditPage): Fault[] {
  const list = page.document.querySelector('section#sources, section[aria-labelledby="sources"]');
  const items = list ? [...list.querySelectorAll('li')] : [];
  if (items.length === 0) return [{ rule: 'place-sources', file: page.file, message: 'no Sources list' }];
  const faults: Fault[] = [];
  for (const item of items) {
    const label = (item.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    const href = item.querySelector('a')?.getAttribute('href') ?? '';
    if (!/^https?:\/\/[^/\s]+\.[^/\s]+/.test(href)) {
      faults.push({ rule: 'place-sources', file: page.file, message: `source "${label}" has no absolute link` });
    }
    const date = item.querySelector('time')?.getAttribute('datetime') ?? '';
    if (!/^\d{4}(?:-\d{2}(?:-\d{2})?)?$/.test(date)) {
      faults.push({ rule: 'place-sources', file: page.file, message: `source "${label}" has no date` });
    }
  }
  return faults;
}

function checkPlaceText(site: Site): Fault[] {
  const faults: Fault[] = [];
  for (const page of site.pages) {
    if (page.kind !== 'page' || !placeKind(page.path)) continue;
    for (const fault of textFaults(placeText(page.document))) {
      faults.push({
        rule: 'place-claim',
        file: page.file,
        message: `${fault.rule.kind === 'experience' ? 'invented experience' : 'unsourced statistic'} (${fault.rule.reason}): ${JSON.stringify(fault.sentence.slice(0, 120))}`,
      });
    }
    faults.push(...sourcesFaults(page));
  }
  return faults;
}

export const placeTextRule: AuditRule = {
  names: ['place-claim', 'place-sources'],
  checks: 'place pages (no invented experience or unsourced statistic, a dated Sources list)',
  check: checkPlaceText,
};

/** The names a city page's sentences are about: the city, its state and its county, from the page's facts table. */
function namesOf(page: AuditPage): string[] {
  const crumbs = [...page.document.querySelectorAll('.breadcrumbs li')].map((li) => (li.textContent ?? '').trim());
  const county = page.document.querySelector('[data-fact="county"] dd, .place-facts dd')?.textContent?.trim() ?? '';
  return [...crumbs.slice(1), county.replace(/ (County|Parish|Borough)$/, ''), county].filter((n) => n.length > 1);
}

/** The audit's figure: the share of city-page words in sentences that another city page also has, names and numbers replaced. */
export function cityPagesSharedShare(site: Site): ReturnType<typeof sharedSentenceShare> & { pages: number } {
  const pages: PageSentences[] = site.pages
    .filter((p) => p.kind === 'page' && placeKind(p.path) === 'city')
    .map((p) => ({ page: p.file, names: namesOf(p), text: placeText(p.document) }));
  return { ...sharedSentenceShare(pages), pages: pages.length };
}
