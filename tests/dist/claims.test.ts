import { describe, expect, it } from 'vitest';
import { isAppointed } from '#core/appointments';
import { disclosures } from '#core/facts';
import { formatCents } from '#core/numbers';
import { lowestPrice } from '#core/pricing/engine';
import { carrierComparison } from '../../content/data/carrier-comparison';
import { pricedPlans } from '../../content/data/insurer-plans';
import {
  examplePrices,
  healthExample,
  noPriceSentence,
  startingCase,
  startingPrice,
  startingPriceSentence,
} from '../../content/data/insurer-plans/claims';
import { Check, loadPages, requireDist } from './helpers';

/**
 * Regulated claims with their disclosures, over every built page (issue 20): a "no medical exam"
 * never stands without the health-question disclosure in the same block; a "from $N" never without
 * its basis, and N is the price engine's figure for that basis; the FAQ answers the health question
 * with the engine's prices.
 */

const blockTags = new Set([
  'P',
  'LI',
  'TD',
  'TH',
  'DD',
  'DT',
  'H1',
  'H2',
  'H3',
  'H4',
  'BLOCKQUOTE',
  'FIGCAPTION',
  'SUMMARY',
  'CAPTION',
]);

/** The nearest block element around a text node: where a disclosure must stand beside its claim. */
function blockOf(node: Node): Element | null {
  let el = node.parentElement;
  while (el && !blockTags.has(el.tagName)) el = el.parentElement;
  return el;
}

/** Every text node of a page's body, outside scripts and templates. */
function textNodes(document: Document): Node[] {
  const out: Node[] = [];
  const walker = document.createTreeWalker(document.body, 4);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.parentElement?.closest('script, style, template, noscript')) continue;
    out.push(n);
  }
  return out;
}

describe('claims and their disclosures in the built site', () => {
  requireDist();
  const pages = loadPages().filter((p) => p.kind === 'page');

  it('puts the health-question disclosure in the same block as every "no medical exam"', () => {
    const check = new Check('no medical exam');
    let claims = 0;
    for (const page of pages) {
      const blocks = new Set<Element>();
      for (const node of textNodes(page.document)) {
        if (!/no medical exam/i.test(node.textContent ?? '')) continue;
        // The title of a cited source (a link to another site) is the source's words, not ours.
        if (node.parentElement?.closest('a[href^="http"]')) continue;
        const block = blockOf(node);
        if (block) blocks.add(block);
        else check.fail(page.file, `"no medical exam" outside any block: ${node.textContent}`);
      }
      for (const block of blocks) {
        claims++;
        const text = (block.textContent ?? '').replace(/\s+/g, ' ');
        // Guaranteed issue's own disclosure: no health questions, with its waiting period.
        const guaranteed =
          /no health questions/i.test(text) && /waiting period|graded benefit period|first two years/i.test(text);
        if (!text.includes(disclosures.healthQuestions) && !guaranteed)
          check.fail(page.file, `"no medical exam" without "${disclosures.healthQuestions}": "${text.slice(0, 120)}"`);
      }
      const description = page.document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      if (/no medical exam/i.test(description))
        check.fail(page.file, `meta description claims no exam: ${description}`);
    }
    check.finish(`${claims} claims on ${pages.length} pages`);
    expect(claims).toBeGreaterThan(pages.length);
  });

  it("states one starting price: the engine's lowest published price over the appointed plans for its case", () => {
    const check = new Check('starting price');
    let claims = 0;
    const lowest = lowestPrice(pricedPlans, startingCase);
    expect(lowest?.monthlyCents ?? null).toBe(startingPrice?.monthlyCents ?? null);
    for (const page of pages) {
      for (const el of page.document.querySelectorAll('[data-claim="from-price"]')) {
        claims++;
        const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text !== startingPriceSentence) check.fail(page.file, `starting price "${text.slice(0, 80)}"`);
        if (lowest && !text.includes(formatCents(lowest.monthlyCents)))
          check.fail(page.file, `starting price without the engine's ${formatCents(lowest.monthlyCents)}`);
      }
      for (const block of page.document.querySelectorAll('p, li, td, dd, h1, h2, h3, summary')) {
        if (block.querySelector('p, li, td, dd, h1, h2, h3, summary')) continue;
        const text = (block.textContent ?? '').replace(/\s+/g, ' ');
        if (/from \$\d[\d,]*(?:\.\d\d)? (?:a|per) month/i.test(text) && !text.includes(startingPriceSentence))
          check.fail(page.file, `a "from $N a month" of its own: "${text.trim().slice(0, 80)}"`);
      }
      for (const script of page.document.querySelectorAll('script[type="application/ld+json"]')) {
        for (const m of (script.textContent ?? '').matchAll(/"priceRange":"([^"]*)"/g)) {
          if (!startingPrice) check.fail(page.file, `JSON-LD priceRange "${m[1]}" with no priced plan`);
          else if (m[1] !== startingPriceSentence) check.fail(page.file, `JSON-LD priceRange "${m[1]}"`);
        }
      }
    }
    check.finish(`${claims} starting-price sentences: "${startingPriceSentence.slice(0, 60)}..."`);
    expect(claims).toBeGreaterThan(0);
  });

  it('says "plans we offer" of no insurer outside the appointments list', () => {
    const check = new Check('plans we offer');
    const notSold = carrierComparison.filter((row) => !isAppointed(row.carrierId)).map((row) => row.company);
    let blocks = 0;
    for (const page of pages) {
      for (const block of page.document.querySelectorAll('p, li, td, dd, h1, h2, h3')) {
        const text = block.textContent ?? '';
        if (!/\b(?:plans|policies|insurers) we (?:offer|sell)\b|\bwe offer\b/i.test(text)) continue;
        blocks++;
        for (const name of notSold) {
          const company = name.replace(/ \(.*\)$/, '');
          if (text.includes(company) && !/do not sell|does not sell|not sold/i.test(text))
            check.fail(page.file, `"${text.trim().slice(0, 100)}" names ${name}, whose plans the agency does not sell`);
        }
      }
    }
    check.finish(`${blocks} blocks that say what we offer; not sold: ${notSold.join(', ')}`);
  });

  it('answers the health-conditions question on the FAQ page with the published prices, or says there are none', () => {
    const faq = pages.find((p) => p.path === '/faq');
    const item = faq?.document.querySelector('#health-conditions, [id$="health-conditions"]');
    const text = (
      item?.closest('details, section, li, div')?.textContent ??
      faq?.document.body.textContent ??
      ''
    ).replace(/\s+/g, ' ');
    expect(text).toContain('Can I get coverage with diabetes or a heart condition?');
    const example = examplePrices(healthExample);
    expect(text).toContain(example ?? noPriceSentence);
  });
});
