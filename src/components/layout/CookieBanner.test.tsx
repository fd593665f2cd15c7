// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPath } from '#core/paths';
import { cookieNotice } from '#core/privacy';
import { siteConfig } from '#core/site.config';
import { CookieBanner } from './CookieBanner';
import { BANNER_HEIGHT_VAR, initCookieBanner } from './cookie-banner';

const { storageKey, autoDismissMs } = siteConfig.cookieBanner;
const future = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

function ui() {
  return (
    <MemoryRouter future={future}>
      <button type="button">Before</button>
      <CookieBanner />
    </MemoryRouter>
  );
}

/** The page as prerendered, then the loader's cookie banner module. */
function show() {
  document.body.innerHTML = renderToString(ui());
  initCookieBanner(document);
}

const banner = () => screen.queryByRole('region', { name: 'Cookie Policy' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function useFakeClock() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.style.removeProperty(BANNER_HEIGHT_VAR);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CookieBanner', () => {
  it('is only a <template> in the prerendered page: nothing shows without script', () => {
    document.body.innerHTML = renderToString(ui());
    expect(banner()).toBeNull();
    expect(document.body.textContent).not.toContain('Cookie Policy');
  });

  it('is shown by the loader when nothing was accepted, with the text, a privacy link and two buttons', () => {
    show();
    const region = banner();
    expect(region).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Cookie Policy' })).toBeTruthy();
    expect(region?.textContent).toContain(cookieNotice(siteConfig.measurement).text);
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(getPath('privacyPolicy'));
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept All' })).toBeTruthy();
    // Not a modal: nothing marks the page inert.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays hidden when cookies were accepted', () => {
    localStorage.setItem(storageKey, 'true');
    show();
    expect(banner()).toBeNull();
  });

  it('shows again for any other stored value', () => {
    localStorage.setItem(storageKey, 'false');
    show();
    expect(banner()).not.toBeNull();
  });

  it('Decline closes it and stores nothing', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('Accept All stores "true" and closes it', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(storageKey)).toBe('true');
  });

  it('survives a localStorage that throws: shown, and Accept All still closes it', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const user = userEvent.setup();
    show();
    expect(banner()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(banner()).toBeNull();
  });

  it(`closes itself after ${autoDismissMs} ms`, () => {
    vi.useFakeTimers();
    show();
    advance(autoDismissMs - 1);
    expect(banner()).not.toBeNull();
    advance(1);
    expect(banner()).toBeNull();
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('pauses the countdown while keyboard focus is inside, and resumes it after', async () => {
    const user = useFakeClock();
    show();
    advance(4000);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Privacy Policy' }));
    advance(autoDismissMs * 3);
    expect(banner()).not.toBeNull();
    await user.tab();
    advance(autoDismissMs * 3);
    expect(banner()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Before' }));
    advance(autoDismissMs - 4000 - 1);
    expect(banner()).not.toBeNull();
    advance(1);
    expect(banner()).toBeNull();
  });

  it('pauses the countdown while the pointer is over it', async () => {
    const user = useFakeClock();
    show();
    const region = banner() as HTMLElement;
    await user.hover(region);
    advance(autoDismissMs * 2);
    expect(banner()).not.toBeNull();
    await user.unhover(region);
    advance(autoDismissMs - 1);
    expect(banner()).not.toBeNull();
    advance(1);
    expect(banner()).toBeNull();
  });

  it('reserves its height at the bottom of the page while shown', async () => {
    const user = userEvent.setup();
    show();
    expect(document.documentElement.style.getPropertyValue(BANNER_HEIGHT_VAR)).toMatch(/^\d+px$/);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(document.documentElement.style.getPropertyValue(BANNER_HEIGHT_VAR)).toBe('');
  });

  it('a keyboard choice gives focus back to where it came from; a pointer choice leaves focus alone', async () => {
    const user = userEvent.setup();
    show();
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Decline' }));
    await user.keyboard('{Enter}');
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(before);

    show();
    const other = screen.getByRole('button', { name: 'Before' });
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(banner()).toBeNull();
    expect(document.activeElement).not.toBe(other);
  });
});

describe('CookieBanner words', () => {
  const words = (analytics: boolean) => {
    document.body.innerHTML = renderToString(
      <MemoryRouter future={future}>
        <CookieBanner measurement={{ analytics }} />
      </MemoryRouter>,
    );
    initCookieBanner(document);
    return banner()?.textContent ?? '';
  };

  it('say no cookie and no analytics when the site measures nothing', () => {
    const text = words(false);
    expect(text).toContain('sets no cookies and runs no analytics');
    expect(text).not.toMatch(/analyze|improve your browsing/);
  });

  it('say analytics cookies wait for Accept All when the site measures visits', () => {
    const text = words(true);
    expect(text).toContain('analytics cookies');
    expect(text).toContain('only if you choose Accept All');
    expect(text).not.toContain('sets no cookies');
  });
});
