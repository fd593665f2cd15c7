import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'vitest';
import { blockFault, findPriceClaims } from '../../src/lib/price-claims';
import { Check, distDir, excerpt, loadPages, requireDist } from './helpers';

/**
 * Honest prices over the built site (decision 0066): every "$N a month" on a page stands in the
 * same block as the insurer and plan it belongs to, or is a funeral cost; the price of a graded,
 * modified or guaranteed issue plan stands with its waiting period; and the retired formula's
 * figures ($4.80 and $5.20, the spec's examples) appear in no file at all.
 */

/** Every file below dist/ that holds text. */
function textFiles(dir = distDir): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(html|js|mjs|css|json|xml|txt|webmanifest)$/.test(name)) out.push(relative(dir, full));
    }
  };
  walk(dir);
  return out.sort();
}

describe('prices in the built site', () => {
  it('every monthly price stands with its insurer and plan in the same block (or is a funeral cost), a graded price with its waiting period', () => {
    const check = new Check('price blocks');
    let claims = 0;
    const blocks = 'p, li, tr, dd, caption, summary, h1, h2, h3, h4, figcaption';
    for (const page of loadPages()) {
      for (const block of page.document.querySelectorAll(blocks)) {
        // The innermost block holds the claim; a table row is one block with its cells.
        if (block.tagName !== 'TR' && block.querySelector(blocks)) continue;
        const text = (block.textContent ?? '').replace(/\s+/g, ' ');
        const found = findPriceClaims(text);
        if (found.length === 0) continue;
        claims += found.length;
        const fault = blockFault(text);
        if (fault) check.fail(page.file, `${fault} in "${text.trim().slice(0, 120)}"`);
      }
      for (const script of page.document.querySelectorAll('script[type="application/ld+json"]')) {
        for (const m of (script.textContent ?? '').matchAll(/"(?:priceRange|text|description)":"([^"]*)"/g)) {
          const value = m[1] ?? '';
          if (findPriceClaims(value).length === 0) continue;
          claims++;
          const fault = blockFault(value);
          if (fault) check.fail(page.file, `JSON-LD: ${fault}`);
        }
      }
    }
    check.finish(`${claims} monthly prices, each with its insurer and plan (or a funeral cost)`);
  });

  it('no page promises an estimate or a price it does not show (issue 41)', () => {
    const check = new Check('price promises');
    // What the pages said while they showed no figure: an estimate, sample premiums, each insurer's chart.
    const promises = [
      /Instant Quote Estimate/i,
      /sample premiums/i,
      /gives an estimate/i,
      /from each insurer’s own chart/i,
      /We show no prices yet/i,
      /the plan series the brief names/i,
    ];
    let pages = 0;
    for (const page of loadPages()) {
      pages++;
      const html = page.document.documentElement.outerHTML;
      for (const promise of promises) {
        const m = promise.exec(html);
        if (m) check.fail(page.file, `"${m[0]}"`);
      }
    }
    // The price calculator the menu names shows published figures: its page carries the form that gives them.
    const calc = loadPages().find((p) => p.path === '/quote-calculator');
    if (!calc?.document.querySelector('[data-island="premium-calculator"] form'))
      check.fail('quote-calculator.html', 'no price form');
    check.finish(`${pages} pages`);
  });

  it('"$4.80" and "$5.20" appear in no file', () => {
    requireDist();
    const check = new Check('retired formula figures');
    const files = textFiles();
    for (const file of files) {
      const body = readFileSync(join(distDir, file), 'utf8');
      for (const figure of ['$4.80', '$5.20']) {
        const at = body.indexOf(figure);
        if (at >= 0) check.fail(file, `${figure} at ${excerpt(body, at)}`);
      }
    }
    check.finish(`${files.length} files`);
  });
});
