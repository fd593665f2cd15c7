// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPath } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { Header } from './Header';
import { CLOSE_GRACE_MS, initHeader } from './header';
import { navMenus } from './nav';

const { hoverDelayMs, skipDelayMs } = siteConfig.menu;

/** The links followed (the browser would load their page; jsdom does not navigate). */
let followed: string[] = [];
let dispose = () => {};
const follow = (event: MouseEvent) => {
  const link = (event.target as Element | null)?.closest('a[href]');
  if (!link || event.defaultPrevented) return;
  event.preventDefault();
  followed.push(link.getAttribute('href') ?? '');
};

/** The header as prerendered (no React in the page), made to work by src/components/layout/header.ts. */
function renderHeader(path = '/') {
  document.body.innerHTML = `${renderToString(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Header />
    </MemoryRouter>,
  )}<main><button type="button">Outside</button></main>`;
  dispose = initHeader(document);
  followed = [];
  document.addEventListener('click', follow);
  return { unmount: () => dispose() };
}

const button = (name: 'Resources' | 'Tools') => screen.getByRole('button', { name });
const panel = (id: 'resources' | 'tools') => document.getElementById(`nav-panel-${id}`) as HTMLElement;
const isOpen = (name: 'Resources' | 'Tools') => button(name).getAttribute('aria-expanded') === 'true';
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/**
 * Fake timers with user-event: Testing Library only advances fake timers it recognises as
 * Jest's, so point its `jest` global at vitest's clock.
 */
function useFakeClock() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

afterEach(() => {
  dispose();
  document.removeEventListener('click', follow);
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Header markup', () => {
  it('links the logo home, shows the sales phone and a Quick Quote button', () => {
    renderHeader('/guide');
    const logo = screen.getByRole('link', { name: siteConfig.company.name });
    expect(logo.getAttribute('href')).toBe(getPath('home'));
    const img = logo.querySelector('img');
    expect(img?.getAttribute('width')).toBe('44');
    expect(img?.getAttribute('height')).toBe('44');
    const phone = screen.getByRole('link', { name: `Call ${siteConfig.phones.sales.display}` });
    expect(phone.getAttribute('href')).toBe(`tel:${siteConfig.phones.sales.e164}`);
    expect(screen.getByRole('link', { name: 'Quick Quote' }).getAttribute('href')).toBe(getPath('quote'));
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe(getPath('about'));
  });

  it('renders every menu link in closed, hidden panels, marking the current page', () => {
    renderHeader('/guide');
    for (const menu of navMenus) {
      const btn = button(menu.label as 'Resources' | 'Tools');
      expect(btn.getAttribute('aria-expanded')).toBe('false');
      const controlled = document.getElementById(btn.getAttribute('aria-controls') ?? '');
      expect(controlled?.hidden).toBe(true);
      for (const group of menu.groups) {
        const list = screen.getByRole('list', { name: group.heading, hidden: true });
        for (const link of group.links) {
          const a = screen.getByRole('link', { name: link.label, hidden: true });
          expect(list.contains(a)).toBe(true);
          expect(a.getAttribute('href')).toBe(getPath(link.name));
        }
      }
    }
    expect(
      screen.getByRole('link', { name: 'Burial Insurance Guide', hidden: true }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      screen.getByRole('link', { name: 'Cremation Costs and Options', hidden: true }).hasAttribute('aria-current'),
    ).toBe(false);
    // The spec's old /faqs link goes straight to /faq.
    expect(screen.getByRole('link', { name: 'Frequently Asked Questions', hidden: true }).getAttribute('href')).toBe(
      '/faq',
    );
  });
});

describe('Desktop menus by keyboard', () => {
  it('Enter toggles, ArrowDown focuses the first link, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderHeader();
    button('Resources').focus();
    await user.keyboard('{Enter}');
    expect(isOpen('Resources')).toBe(true);
    expect(panel('resources').hidden).toBe(false);
    expect(document.activeElement).toBe(button('Resources'));

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Burial Insurance Guide' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Types of Coverage' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Burial Insurance Guide' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'TruStage' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Burial Insurance Guide' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'TruStage' }));

    await user.keyboard('{Escape}');
    expect(isOpen('Resources')).toBe(false);
    expect(panel('resources').hidden).toBe(true);
    expect(document.activeElement).toBe(button('Resources'));

    await user.keyboard('{Enter}');
    expect(isOpen('Resources')).toBe(true);
    await user.keyboard('{Enter}');
    expect(isOpen('Resources')).toBe(false);
    await user.keyboard(' ');
    expect(isOpen('Resources')).toBe(true);
  });

  it('ArrowDown on a closed button opens the menu at its first link, ArrowUp at its last', async () => {
    const user = userEvent.setup();
    renderHeader();
    button('Tools').focus();
    await user.keyboard('{ArrowDown}');
    expect(isOpen('Tools')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Compare Prices' }));
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Frequently Asked Questions' }));
  });

  it('closes when focus leaves the menu, and opening one menu closes the other', async () => {
    const user = userEvent.setup();
    renderHeader();
    button('Resources').focus();
    await user.keyboard('{End}'); // nothing happens on the button itself
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'TruStage' }));
    await user.tab();
    expect(document.activeElement).toBe(button('Tools'));
    expect(isOpen('Resources')).toBe(false);

    await user.keyboard('{Enter}');
    expect(isOpen('Tools')).toBe(true);
    await user.click(button('Resources'));
    expect(isOpen('Resources')).toBe(true);
    expect(isOpen('Tools')).toBe(false);
  });

  it('a link click navigates and closes the menu; a press outside closes it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(button('Resources'));
    await user.click(screen.getByRole('link', { name: 'Mutual of Omaha' }));
    expect(followed).toEqual([getPath('mutualOfOmaha')]);
    expect(isOpen('Resources')).toBe(false);

    await user.click(button('Tools'));
    expect(isOpen('Tools')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(isOpen('Tools')).toBe(false);
  });
});

describe('Desktop menus by pointer', () => {
  it(`opens after the ${hoverDelayMs} ms hover delay and closes after a grace when left`, async () => {
    const user = useFakeClock();
    renderHeader();
    await user.hover(button('Resources'));
    advance(150);
    expect(isOpen('Resources')).toBe(false);
    advance(hoverDelayMs - 150);
    expect(isOpen('Resources')).toBe(true);

    // Moving into the panel keeps it open.
    await user.hover(screen.getByRole('link', { name: 'AARP' }));
    advance(CLOSE_GRACE_MS * 2);
    expect(isOpen('Resources')).toBe(true);

    await user.unhover(screen.getByRole('link', { name: 'AARP' }));
    await user.hover(screen.getByRole('button', { name: 'Outside' }));
    advance(CLOSE_GRACE_MS - 1);
    expect(isOpen('Resources')).toBe(true);
    advance(1);
    expect(isOpen('Resources')).toBe(false);
  });

  it('a hover that ends before the delay opens nothing', async () => {
    const user = useFakeClock();
    renderHeader();
    await user.hover(button('Tools'));
    advance(100);
    await user.hover(screen.getByRole('button', { name: 'Outside' }));
    advance(1000);
    expect(isOpen('Tools')).toBe(false);
  });

  it(`moving from an open menu to the other opens it at once, within ${skipDelayMs} ms of closing too`, async () => {
    const user = useFakeClock();
    renderHeader();
    await user.hover(button('Resources'));
    advance(hoverDelayMs);
    expect(isOpen('Resources')).toBe(true);

    // Straight across while Resources is still open: no delay.
    await user.hover(button('Tools'));
    expect(isOpen('Tools')).toBe(true);
    expect(isOpen('Resources')).toBe(false);

    // Leave; Tools closes after the grace; back on Resources within the skip window: no delay.
    await user.hover(screen.getByRole('button', { name: 'Outside' }));
    advance(CLOSE_GRACE_MS);
    expect(isOpen('Tools')).toBe(false);
    advance(skipDelayMs - 50);
    await user.hover(button('Resources'));
    expect(isOpen('Resources')).toBe(true);

    // After the skip window has passed, the hover delay applies again.
    await user.hover(screen.getByRole('button', { name: 'Outside' }));
    advance(CLOSE_GRACE_MS + skipDelayMs + 1);
    expect(isOpen('Resources')).toBe(false);
    await user.hover(button('Tools'));
    advance(hoverDelayMs - 1);
    expect(isOpen('Tools')).toBe(false);
    advance(1);
    expect(isOpen('Tools')).toBe(true);
  });

  it('a click on a hover-opened menu keeps it open until dismissed', async () => {
    const user = useFakeClock();
    renderHeader();
    await user.hover(button('Resources'));
    advance(hoverDelayMs);
    await user.click(button('Resources'));
    expect(isOpen('Resources')).toBe(true);
    await user.hover(screen.getByRole('button', { name: 'Outside' }));
    advance(5000);
    expect(isOpen('Resources')).toBe(true);
    await user.click(button('Resources'));
    expect(isOpen('Resources')).toBe(false);
  });

  it('clears its timers when disposed', async () => {
    const user = useFakeClock();
    const { unmount } = renderHeader();
    await user.hover(button('Resources'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('Small screens', () => {
  const narrow = () =>
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );

  it('the Menu toggle opens the panel; accordions expand; Escape closes it and returns focus', async () => {
    narrow();
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const wrap = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(wrap.hasAttribute('data-open')).toBe(false);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(wrap.hasAttribute('data-open')).toBe(true);
    expect(wrap.contains(screen.getByRole('link', { name: 'About' }))).toBe(true);
    expect(wrap.contains(screen.getByRole('link', { name: /Call/ }))).toBe(true);

    await user.click(button('Resources'));
    expect(isOpen('Resources')).toBe(true);
    await user.click(button('Tools'));
    expect(isOpen('Tools')).toBe(true);

    // Escape inside an accordion closes the whole panel.
    screen.getByRole('link', { name: 'Learning Center' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    // Hovering does nothing on small screens.
    const slowUser = useFakeClock();
    await slowUser.hover(button('Resources'));
    advance(1000);
    expect(isOpen('Resources')).toBe(false);
  });

  it('following a link closes the panel', async () => {
    narrow();
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(button('Tools'));
    await user.click(screen.getByRole('link', { name: 'Funeral Cost Calculator' }));
    expect(followed).toEqual([getPath('funeralCostCalculator')]);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(followed).toEqual([getPath('funeralCostCalculator'), getPath('about')]);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    // A press outside the header closes it as well.
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
