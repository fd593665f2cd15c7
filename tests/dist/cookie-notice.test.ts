import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cookieNotice } from '#core/privacy';
import { siteConfig } from '#core/site.config';
import { Check, distDir, loadPages } from './helpers';

/**
 * The cookie banner says what the site does (issue 20.6): with siteConfig.measurement.analytics
 * false, every page's banner says it sets no cookie and runs no analytics, and the build holds
 * nothing that would make that false: no script or other resource from another site, no known
 * analytics tag, and no code that writes a cookie. (That the server sends no Set-Cookie is checked
 * against the real server in tests/e2e/cookie-notice.spec.ts.)
 */
const pages = loadPages().filter((page) => page.kind !== 'redirect');
const notice = cookieNotice(siteConfig.measurement);

/** Every JavaScript file the build wrote. */
function builtScripts(): Array<{ file: string; text: string }> {
  const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.m?js$/.test(f));
  return files.map((file) => ({ file, text: readFileSync(join(distDir, file), 'utf8') }));
}

/** Analytics and tag managers a page could load, by the names their tags carry. */
const analyticsTag =
  /googletagmanager|google-analytics|gtag\(|plausible|matomo|piwik|segment\.com|hotjar|clarity\.ms|fbq\(|connect\.facebook|posthog|mixpanel|amplitude|heapanalytics|umami|fathom|cloudflareinsights/i;

describe('dist cookie notice', () => {
  it('the shipped site measures nothing, so the notice must say so', () => {
    expect(siteConfig.measurement.analytics).toBe(false);
    expect(notice.text).toContain('sets no cookies and runs no analytics');
  });

  it("every page's banner carries the notice's words, with its title and the two buttons", () => {
    const check = new Check('cookie notice words');
    for (const page of pages) {
      const template = page.document.getElementById('cookie-banner-template');
      if (!template) {
        check.fail(page.file, 'no cookie banner template');
        continue;
      }
      const banner = template.innerHTML;
      const text = (template as HTMLTemplateElement).content.textContent?.replace(/\s+/g, ' ') ?? '';
      if (!text.includes(notice.text))
        check.fail(page.file, `banner words are not the notice's: ${text.slice(0, 120)}`);
      if (!text.includes(notice.title)) check.fail(page.file, `no title "${notice.title}"`);
      for (const button of ['Decline', 'Accept All'])
        if (!new RegExp(`<button[^>]*>${button}</button>`).test(banner)) check.fail(page.file, `no "${button}" button`);
      if (/analy[sz]e site traffic|browsing experience/i.test(page.html))
        check.fail(page.file, 'still says the site analyzes traffic');
    }
    check.finish(`${pages.length} pages`);
  });

  it('no page loads a script, style, image or frame from another site, or an analytics tag', () => {
    const check = new Check('no third-party measurement');
    const own = new URL(siteConfig.siteUrl).origin;
    for (const page of pages) {
      for (const element of page.document.querySelectorAll('script[src], link[href], img[src], iframe, source[src]')) {
        const ref = element.getAttribute('src') ?? element.getAttribute('href') ?? '';
        const rel = element.getAttribute('rel') ?? '';
        // Links that are not loads (canonical, alternate) name our own site's absolute URL.
        if (element.tagName === 'LINK' && !/stylesheet|preload|modulepreload|icon|manifest/.test(rel)) continue;
        const url = new URL(ref, own);
        if (url.origin !== own) check.fail(page.file, `<${element.tagName.toLowerCase()}> loads ${url.href}`);
      }
      for (const script of page.document.querySelectorAll('script:not([type="application/ld+json"])')) {
        if (analyticsTag.test(script.outerHTML))
          check.fail(page.file, `analytics tag: ${script.outerHTML.slice(0, 80)}`);
      }
    }
    check.finish(`${pages.length} pages`);
  });

  it('no built script writes a cookie or loads an analytics tag', () => {
    const check = new Check('built scripts');
    const scripts = builtScripts();
    expect(scripts.length).toBeGreaterThan(0);
    for (const { file, text } of scripts) {
      const write = /document\.cookie\s*=|cookieStore\.set/.exec(text);
      if (write) check.fail(file, `writes a cookie at ${write.index}`);
      const tag = analyticsTag.exec(text);
      if (tag) check.fail(file, `names an analytics tag "${tag[0]}" at ${tag.index}`);
    }
    check.finish(`${scripts.length} scripts`);
  });
});
