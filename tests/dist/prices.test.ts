import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'vitest';
import { cheapestCents } from '#core/pricing/estimate';
import { claimFault, findPriceClaims } from '../../src/lib/price-claims';
import { Check, distDir, excerpt, listHtmlFiles, readDist, requireDist } from './helpers';

/**
 * Honest prices over the built site: no monthly price claim on any page is below what the price
 * engine gives for the cheapest case the claim names, and the retired formula's figures ($4.80 and
 * $5.20, the spec's examples) appear in no file at all.
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
  it('no monthly price claim is below the engine’s cheapest case it names', () => {
    requireDist();
    const check = new Check('price claims');
    let claims = 0;
    const seen = new Set<string>();
    for (const file of listHtmlFiles()) {
      const html = readDist(file);
      // The raw HTML holds the claims in attributes and JSON-LD; the text without tags holds those
      // split by inline elements (<strong>$30</strong> a month).
      const text = html.replace(/<[^>]+>/g, '');
      for (const source of [html, text]) {
        for (const claim of findPriceClaims(source)) {
          claims++;
          seen.add(claim.text);
          const fault = claimFault(claim);
          if (fault) check.fail(file, `${fault} at ${excerpt(source, claim.index)}`);
        }
      }
    }
    if (claims === 0) check.fail('dist', 'found no price claim at all: the pattern no longer matches the site');
    check.finish(
      `${claims} claims (${seen.size} distinct: ${[...seen].slice(0, 4).join(' | ')}) against the cheapest case, ${cheapestCents()} cents`,
    );
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
