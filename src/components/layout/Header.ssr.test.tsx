import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getPath } from '#core/paths';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { navMenus } from './nav';

/** Prerendering runs without a browser: these render in plain Node, with no window or document. */
describe('header, footer and cookie banner on the server', () => {
  const html = renderToString(
    <MemoryRouter initialEntries={['/about']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Header />
      <Footer />
      <CookieBanner />
    </MemoryRouter>,
  );

  it('renders without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
  });

  it('puts every menu link in the HTML, inside closed panels', () => {
    for (const menu of navMenus) {
      expect(html).toContain(`aria-controls="nav-panel-${menu.id}"`);
      expect(html).toMatch(new RegExp(`id="nav-panel-${menu.id}" class="nav-panel" hidden=""`));
      for (const group of menu.groups) {
        for (const link of group.links) expect(html).toContain(`href="${getPath(link.name)}"`);
      }
    }
    expect(html).toMatch(/aria-current="page"[^>]*href="\/about"|href="\/about"[^>]*aria-current="page"/);
  });

  it('renders the cookie banner only inside a <template>: not part of the page until script shows it', () => {
    const outside = html.replace(/<template\b[^>]*>[\s\S]*?<\/template>/g, '');
    expect(html).toContain('Cookie Policy');
    expect(outside).not.toContain('Cookie Policy');
    expect(outside).not.toContain('cookie-banner"');
  });
});
