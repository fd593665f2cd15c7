import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSENT_TEXT, CONSENT_VERSION } from '#core/lead/consent';
import { AGE_MAX, AGE_MIN, EMAIL_MAX, NAME_MAX, NAME_MIN, ZIP_LENGTH } from '#core/lead/schema';
import { getPath } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { cities } from '../../content/places/cities';
import { loaderSrcOf } from '../../src/built-site/loader-script';
import { ISLAND_CHUNK_PREFIX } from '../../src/islands/chunks.server';
import { isIslandName, islands, islandTriggers } from '../../src/islands/registry';
import { Check, distDir, loadPages, readDist } from './helpers';

/**
 * Islands in the built pages: each page starts one small module (the loader) after its first paint
 * and asks for nothing else; its interactive parts are marked islands with JSON props; every Quick Quote is a link to
 * the form page, which works as plain HTML.
 */
const pages = loadPages();

describe('islands in dist', () => {
  it('every page: one script, the inline start of the loader after the first paint; no modulepreload; the quote and toaster islands', () => {
    const check = new Check('loader');
    const entries = new Set<string>();
    for (const { document: doc, file, html } of pages) {
      // Off the critical path: no script is requested while the page is parsed and first painted.
      const requested = [...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
      if (requested.length > 0) check.fail(file, `asks for a script while it parses: ${requested.join(', ')}`);
      const modules = doc.querySelectorAll('script[type="module"]').length;
      if (modules !== 1) check.fail(file, `expected one module script, found ${modules}`);
      try {
        entries.add(loaderSrcOf(html, file));
      } catch (error) {
        check.fail(file, (error as Error).message);
      }
      if (doc.querySelector('link[rel~="modulepreload"]'))
        check.fail(file, 'has a modulepreload (code before its trigger)');
      const names = [...doc.querySelectorAll<HTMLElement>('[data-island]')].map((el) => el.dataset.island ?? '');
      const redirect = doc.querySelector('meta[http-equiv="refresh" i]') !== null;
      if (!redirect && !(names.includes('quote') && names.includes('toaster'))) {
        check.fail(file, 'has no quote or toaster island');
      }
      // The quote dialog's first step is in the page: the loader opens it before React has it.
      if (names.includes('quote') && !doc.querySelector('[data-island="quote"] dialog[data-quote-dialog]:not([open])'))
        check.fail(file, 'the quote island has no closed dialog');
      for (const el of doc.querySelectorAll<HTMLElement>('[data-island]')) {
        const name = el.dataset.island;
        if (!isIslandName(name)) check.fail(file, `unknown island "${name}"`);
        if (!isIslandName(name) || el.dataset.trigger !== islandTriggers[name])
          check.fail(file, `island ${name} has not the trigger of the registry`);
        try {
          JSON.parse(el.dataset.props ?? '{}');
        } catch {
          check.fail(file, `island ${name} has props that are not JSON`);
        }
      }
    }
    if (entries.size !== 1) check.fail('dist/', `pages load ${entries.size} different entry scripts`);
    check.finish(`${pages.length} pages, entry ${[...entries].join(' ')}`);
  });

  it('every Quick Quote is a link to the form page', () => {
    const check = new Check('quick quote');
    let links = 0;
    for (const { document: doc, file } of pages) {
      for (const el of doc.querySelectorAll('[data-quick-quote]')) {
        links++;
        if (el.tagName !== 'A' || el.getAttribute('href') !== getPath('quote')) {
          check.fail(file, `a Quick Quote is <${el.tagName.toLowerCase()} href="${el.getAttribute('href')}">`);
        }
      }
    }
    check.finish(`${links} Quick Quote links`);
    expect(links).toBeGreaterThan(pages.length);
  });

  it('the form page holds the whole form as plain HTML, with the checks of the schema', () => {
    const page = pages.find((p) => p.path === getPath('quote'));
    if (!page) throw new Error('quote.html is missing');
    const form = page.document.querySelector('main form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/quotes');
    expect(form.hasAttribute('enctype')).toBe(false); // application/x-www-form-urlencoded
    const legends = [...form.querySelectorAll('fieldset > legend')].map((l) => l.textContent?.trim());
    expect(legends).toEqual([
      'Who is this quote for?',
      'What is the gender of the person the quote is for?',
      'What is the age of the person the quote is for?',
      'Does the person the quote is for use tobacco?',
      'How can an agent reach you?',
    ]);
    const input = (name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement;
    expect([...form.querySelectorAll<HTMLInputElement>('[name="quoteFor"]')].map((i) => i.value)).toEqual([
      'self',
      'parent',
    ]);
    expect(input('quoteFor').required).toBe(true);
    expect([...form.querySelectorAll<HTMLInputElement>('[name="gender"]')].map((i) => i.value)).toEqual([
      'male',
      'female',
    ]);
    expect([...form.querySelectorAll<HTMLInputElement>('[name="tobacco"]')].map((i) => i.value)).toEqual(['yes', 'no']);
    expect(input('gender').required && input('tobacco').required).toBe(true);
    expect([input('age').type, input('age').min, input('age').max, input('age').required]).toEqual([
      'number',
      String(AGE_MIN),
      String(AGE_MAX),
      true,
    ]);
    expect([input('name').minLength, input('name').maxLength, input('name').required]).toEqual([
      NAME_MIN,
      NAME_MAX,
      true,
    ]);
    expect([input('email').type, input('email').maxLength, input('email').required]).toEqual([
      'email',
      EMAIL_MAX,
      true,
    ]);
    expect([input('phone').type, input('phone').required]).toEqual(['tel', true]);
    expect(new RegExp(`^(?:${input('phone').pattern})$`, 'v').test('(555) 210-0142')).toBe(true);
    // The server refuses an exchange (or area code) starting with 0 or 1: so does the browser.
    expect(new RegExp(`^(?:${input('phone').pattern})$`, 'v').test('(555) 010-0142')).toBe(false);
    expect(new RegExp(`^(?:${input('phone').pattern})$`, 'v').test('555-0100')).toBe(false);
    expect([input('zipCode').pattern, input('zipCode').maxLength, input('zipCode').required]).toEqual([
      `\\d{${ZIP_LENGTH}}`,
      ZIP_LENGTH,
      true,
    ]);
    // The honeypot, hidden from people.
    expect(input('company').tabIndex).toBe(-1);
    expect(input('company').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(input('consentVersion').value).toBe(CONSENT_VERSION);
    expect(input('pageUrl').value).toMatch(/^https:\/\/.+\/quote$/);
    // Filled by the server each time it serves the page.
    for (const name of ['formToken', 'submissionId']) {
      expect(input(name).type).toBe('hidden');
      expect(input(name).value).toBe('');
    }
    expect(form.textContent).toContain(CONSENT_TEXT);
    // The consent stands before the submit button it speaks of.
    const consent = [...form.querySelectorAll('p')].find((p) => p.textContent?.trim() === CONSENT_TEXT);
    const submit = form.querySelector('button[type="submit"]') as HTMLElement;
    expect(consent && consent.compareDocumentPosition(submit) & 4).toBeTruthy();
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Get Your Free Quote');
    // The terms and privacy note comes before the button too; beside the button, the call.
    const terms = form.querySelector(`a[href="${getPath('termsOfService')}"]`) as HTMLElement;
    expect(terms.compareDocumentPosition(submit) & 4).toBeTruthy();
    const call = submit.parentElement?.querySelector(`a[href="tel:${siteConfig.phones.sales.e164}"]`);
    expect(call?.parentElement?.textContent).toBe(`Prefer not to agree? Call ${siteConfig.phones.sales.display}.`);
  });

  it('each island of the table has exactly one chunk, and every island the pages name is in the table', () => {
    const check = new Check('island table');
    const chunks = readdirSync(join(distDir, 'assets')).filter(
      (f) => f.startsWith(ISLAND_CHUNK_PREFIX) && f.endsWith('.js'),
    );
    const names = Object.keys(islands);
    for (const name of names) {
      const own = chunks.filter((f) => new RegExp(`^${ISLAND_CHUNK_PREFIX}${name}-[\\w-]{8}\\.js$`).test(f));
      if (own.length !== 1) check.fail('dist/assets/', `island "${name}" has ${own.length} chunks: ${own.join(' ')}`);
    }
    if (chunks.length !== names.length) {
      check.fail('dist/assets/', `${chunks.length} island chunks for ${names.length} islands: ${chunks.join(' ')}`);
    }
    const named = new Set<string>();
    for (const { document: doc, file } of pages) {
      for (const el of doc.querySelectorAll<HTMLElement>('[data-island]')) {
        const name = el.dataset.island ?? '';
        named.add(name);
        if (!isIslandName(name)) check.fail(file, `island "${name}" is not in the table`);
      }
    }
    check.finish(`${names.length} islands, ${chunks.length} chunks, pages name ${[...named].sort().join(' ')}`);
  });

  it('no JS chunk holds the city list (it would grow with the number of cities)', () => {
    const assets = join(distDir, 'assets');
    const names = cities.slice(0, 40).map((c) => c.name);
    for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(join(assets, file), 'utf8');
      const found = names.filter((name) => code.includes(`"${name}"`) || code.includes(`\`${name}\``));
      expect(found.length, `${file} holds city names: ${found.join(', ')}`).toBeLessThan(3);
    }
    expect(readDist('quote.html')).toContain('name="formToken" value=""');
  });
});
