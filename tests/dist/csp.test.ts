import { describe, expect, it } from 'vitest';
import { hashSource, inlineScriptTexts, inlineStyleTexts, readCspManifest } from '../../server/csp';
import { Check, distDir, loadPages } from './helpers';

/**
 * The server's CSP allows inline styles by hash only (no 'unsafe-inline'): every <style> of every
 * page must be listed in dist/.csp-hashes.json, and no element may carry a style attribute, which
 * a hash cannot allow.
 */
const pages = loadPages();

describe('dist CSP', () => {
  it("lists the hashes of the two inline scripts every page shares (the loader's start, the speculation rules), and no other", () => {
    const manifest = readCspManifest(distDir);
    const used = new Set(pages.flatMap((page) => inlineScriptTexts(page.html).map(hashSource)));
    expect(used.size).toBe(2);
    expect(manifest?.scriptHashes).toEqual([...used].sort());
    for (const page of pages) expect(inlineScriptTexts(page.html), page.file).toHaveLength(2);
  });

  it('lists the hash of every inline <style>, and no other', () => {
    const manifest = readCspManifest(distDir);
    expect(manifest, 'dist/.csp-hashes.json').toBeDefined();
    const listed = new Set(manifest?.styleHashes);
    const used = new Set<string>();
    const check = new Check('csp style hashes');
    for (const page of pages) {
      for (const text of inlineStyleTexts(page.html)) {
        const hash = hashSource(text);
        used.add(hash);
        if (!listed.has(hash)) check.fail(page.file, `inline <style> ${hash} is not in the CSP manifest`);
      }
      // The parser's count must match the pattern's: a <style> the pattern missed would go unhashed.
      const parsed = page.document.querySelectorAll('style').length;
      if (parsed !== inlineStyleTexts(page.html).length) check.fail(page.file, `${parsed} <style> elements parsed`);
    }
    for (const hash of listed) if (!used.has(hash)) check.fail('.csp-hashes.json', `${hash} is used by no page`);
    check.finish(`${pages.length} pages, ${used.size} distinct inline style(s), all hashed`);
  });

  it('has no style attribute on any element', () => {
    const check = new Check('style attributes');
    for (const page of pages) {
      const styled = [...page.document.querySelectorAll('[style]')];
      for (const element of styled.slice(0, 3)) {
        check.fail(page.file, `<${element.tagName.toLowerCase()} style="${element.getAttribute('style')}">`);
      }
    }
    check.finish(`${pages.length} pages without style attributes`);
  });
});
