import { maxShingleOverlap, type ShingleOverlap } from '../../../../content/generate/text-rules';
import { minOwnFacts } from '../../../../content/places/place-facts';
import type { AuditPage, AuditRule, Fault, Site } from '../audited-site';
import { placeKind, placeText } from './place-text';

/**
 * Two checks over the city pages as a whole. Near copies: the largest Jaccard overlap of 5-word
 * shingles of the whole main text (the line to the state page and the Sources list included: what
 * every city page of a state repeats counts against it) between any two city pages may not pass
 * `maxOverlap`. Own facts: each
 * city page states how many facts of its own it has (`data-own-facts`); one with fewer than
 * minOwnFacts is `noindex, follow` and out of the sitemap, and one with more is neither.
 */

/** The audit fails when two city pages share more than this share of their 5-word shingles. */
export const maxOverlap = 0.5;

/** The page's canonical path, or undefined when it has none (a noindex page). */
function canonicalPathOf(page: AuditPage): string | undefined {
  const href = page.document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  return href ? new URL(href).pathname : undefined;
}

/** City pages that stand for themselves: not a second path to another page (/illinois/chicago). */
function cityPages(site: Site): AuditPage[] {
  return site.pages.filter((p) => {
    if (placeKind(p.path) !== 'city') return false;
    if (p.kind === 'noindex') return true;
    return p.kind === 'page' && canonicalPathOf(p) === p.path;
  });
}

/** The count of facts of its own a city page states, or undefined when it states none. */
export function ownFactCount(page: AuditPage): number | undefined {
  const raw = page.document.querySelector('[data-own-facts]')?.getAttribute('data-own-facts');
  return raw === null || raw === undefined ? undefined : Number(raw);
}

/** The largest shingle overlap between two city pages over their whole main text, and the pair. */
export function cityShingleOverlap(site: Site): ShingleOverlap & { pages: number } {
  const pages = cityPages(site);
  return {
    ...maxShingleOverlap(pages.map((p) => ({ page: p.path, text: placeText(p.document) }))),
    pages: pages.length,
  };
}

/** Each city page's count of own facts, by path. */
export function cityOwnFacts(site: Site): Array<{ path: string; facts: number | undefined }> {
  return cityPages(site).map((p) => ({ path: p.path, facts: ownFactCount(p) }));
}

function checkPlacePages(site: Site): Fault[] {
  const faults: Fault[] = [];
  const overlap = cityShingleOverlap(site);
  if (overlap.max > maxOverlap && overlap.pair) {
    faults.push({
      rule: 'place-near-copy',
      file: site.pages.find((p) => p.path === overlap.pair?.[0])?.file ?? overlap.pair[0],
      message: `shares ${overlap.max.toFixed(3)} of its 5-word shingles with ${overlap.pair[1]} (at most ${maxOverlap})`,
    });
  }
  const listed = new Set(site.sitemap ?? []);
  for (const page of cityPages(site)) {
    const facts = ownFactCount(page);
    if (facts === undefined) {
      faults.push({
        rule: 'place-noindex',
        file: page.file,
        message: 'the city page does not say its count of own facts',
      });
      continue;
    }
    const thin = facts < minOwnFacts;
    const noindex = page.kind === 'noindex';
    if (thin !== noindex) {
      faults.push({
        rule: 'place-noindex',
        file: page.file,
        message: `has ${facts} facts of its own but is ${noindex ? 'noindex' : 'indexable'} (noindex below ${minOwnFacts})`,
      });
    }
    if (site.sitemap && thin === listed.has(page.path)) {
      faults.push({
        rule: 'place-noindex',
        file: page.file,
        message: `has ${facts} facts of its own but is ${thin ? '' : 'not '}in sitemap.xml`,
      });
    }
  }
  return faults;
}

export const placePagesRule: AuditRule = {
  names: ['place-near-copy', 'place-noindex'],
  checks: `city pages (no two share more than ${maxOverlap} of their 5-word shingles; under ${minOwnFacts} own facts means noindex and out of the sitemap)`,
  check: checkPlacePages,
};
