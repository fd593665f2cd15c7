// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPath } from '../../lib/paths';
import { siteConfig } from '../../site.config';
import { BANNER_HEIGHT_VAR, CookieBanner } from './CookieBanner';

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

const banner = () => screen.queryByRole('region', { name: 'Cookie Policy' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function useFakeClock() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CookieBanner', () => {
  it('renders nothing on the server (and so in the first client render)', () => {
    expect(renderToString(ui())).not.toContain('Cookie Policy');
  });

  it('is shown after mount when nothing was accepted, with the text, a privacy link and two buttons', () => {
    render(ui());
    const region = banner();
    expect(region).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Cookie Policy' })).toBeTruthy();
    expect(region?.textContent).toMatch(/cookies to improve your browsing experience and to analyze site traffic/);
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(getPath('privacyPolicy'));
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept All' })).toBeTruthy();
    // Not a modal: nothing marks the page inert.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays hidden when cookies were accepted', () => {
    localStorage.setItem(storageKey, 'true');
    render(ui());
    expect(banner()).toBeNull();
  });

  it('shows again for any other stored value', () => {
    localStorage.setItem(storageKey, 'false');
    render(ui());
    expect(banner()).not.toBeNull();
  });

  it('Decline closes it and stores nothing', async () => {
    const user = userEvent.setup();
    render(ui());
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('Accept All stores "true" and closes it', async () => {
    const user = userEvent.setup();
    render(ui());
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
    render(ui());
    expect(banner()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(banner()).toBeNull();
  });

  it(`closes itself after ${autoDismissMs} ms`, () => {
    vi.useFakeTimers();
    render(ui());
    advance(autoDismissMs - 1);
    expect(banner()).not.toBeNull();
    advance(1);
    expect(banner()).toBeNull();
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('pauses the countdown while keyboard focus is inside, and resumes it after', async () => {
    const user = useFakeClock();
    render(ui());
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
    render(ui());
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
    render(ui());
    expect(document.documentElement.style.getPropertyValue(BANNER_HEIGHT_VAR)).toMatch(/^\d+px$/);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(document.documentElement.style.getPropertyValue(BANNER_HEIGHT_VAR)).toBe('');
  });

  it('a keyboard choice gives focus back to where it came from; a pointer choice leaves focus alone', async () => {
    const user = userEvent.setup();
    const { unmount } = render(ui());
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Decline' }));
    await user.keyboard('{Enter}');
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(before);
    unmount();

    render(ui());
    const other = screen.getByRole('button', { name: 'Before' });
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(banner()).toBeNull();
    expect(document.activeElement).not.toBe(other);
  });
});
