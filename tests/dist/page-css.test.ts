import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStyleTexts } from '../../server/csp';
import { STATE_SECTION_ID } from '../../src/components/after-death/state-section';
import { Check, distDir, loadPages } from './helpers';

/**
 * Each page's inline stylesheet is cut to the rules the page can use (build/page-css.ts,
 * decision 0091): no class of the page, nor of a state section or claim card the guide fetches
 * (decisions 0087, 0092), may lose its rules.
 */
const pages = loadPages();
const siteCss = readdirSync(join(distDir, 'assets'))
  .filter((name) => /^app-.*\.css$/.test(name))
  .map((name) => readFileSync(join(distDir, 'assets', name), 'utf8'))
  .join('');
const styled = (css: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css);
const classesOf = (element: Element) =>
  [element, ...element.querySelectorAll('[class]')].flatMap((el) => [...el.classList]);

describe('each page’s inline stylesheet', () => {
  it('keeps the rules of every class on the page', () => {
    expect(siteCss.length).toBeGreaterThan(0);
    const check = new Check('page css');
    for (const page of pages) {
      const css = inlineStyleTexts(page.html).join('');
      const body = page.document.body;
      if (!body) continue;
      for (const name of new Set(classesOf(body))) {
        if (styled(siteCss, name) && !styled(css, name)) check.fail(page.file, `.${name} has no rule`);
      }
    }
    check.finish(`${pages.length} pages`);
  });

  it('styles on the guide every class of the state sections and claim cards it fetches', () => {
    const guide = pages.find((page) => page.path === '/when-someone-dies');
    const css = inlineStyleTexts(guide?.html ?? '').join('');
    const names = new Set(
      pages.flatMap((page) => {
        const state = page.document.getElementById(STATE_SECTION_ID);
        const cards = [...page.document.querySelectorAll('section[data-insurer]')];
        return [...(state ? [state] : []), ...cards].flatMap(classesOf);
      }),
    );
    expect(names.size).toBeGreaterThan(0);
    const missing = [...names].filter((name) => styled(siteCss, name) && !styled(css, name));
    expect(missing, 'add them to runtimeClasses in build/page-css.ts').toEqual([]);
  });
});
