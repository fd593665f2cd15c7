// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initQuickQuote,
  QUICK_QUOTE_OPEN_EVENT,
  quoteHostReady,
  requestQuickQuote,
  resetQuickQuote,
} from './quick-quote';

let opened: HTMLElement[] = [];
const onOpen = (event: CustomEvent<{ trigger: HTMLElement }>) => opened.push(event.detail.trigger);
const controller = { abort: new AbortController() };

beforeEach(() => {
  resetQuickQuote();
  opened = [];
  window.addEventListener(QUICK_QUOTE_OPEN_EVENT, onOpen);
  document.body.innerHTML =
    '<a href="/quote" data-quick-quote="" class="btn">Quick Quote</a><a href="/guide">Guide</a>';
});

afterEach(() => {
  window.removeEventListener(QUICK_QUOTE_OPEN_EVENT, onOpen);
  controller.abort.abort();
  controller.abort = new AbortController();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const link = () => document.querySelector<HTMLAnchorElement>('a[data-quick-quote]') as HTMLAnchorElement;

describe('Quick Quote links with script', () => {
  it('a click before the dialog is ready starts loading it and is handed over when it is', async () => {
    let finish = () => {};
    const load = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const doc = document;
    initQuickQuote(load, doc);
    expect(link().getAttribute('aria-haspopup')).toBe('dialog');
    const seen: boolean[] = [];
    doc.addEventListener('click', (event) => seen.push(event.defaultPrevented), { signal: controller.abort.signal });
    await userEvent.setup().click(link());
    expect(seen).toEqual([true]); // the link is not followed
    expect(load).toHaveBeenCalledTimes(1);
    expect(opened).toEqual([]);
    // The host mounts: it takes the click that came first.
    expect(quoteHostReady()).toBe(link());
    finish();
    expect(quoteHostReady()).toBeNull();
  });

  it('once the host is ready a click opens the dialog through the window event', async () => {
    const load = vi.fn(() => Promise.resolve());
    initQuickQuote(load, document);
    quoteHostReady();
    link().focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(opened).toEqual([link()]);
    expect(load).not.toHaveBeenCalled();
  });

  it('a modified click (new tab) and other links are left to the browser', async () => {
    const load = vi.fn(() => Promise.resolve());
    initQuickQuote(load, document);
    const seen: boolean[] = [];
    document.addEventListener(
      'click',
      (event) => {
        seen.push(event.defaultPrevented);
        event.preventDefault(); // jsdom does not navigate
      },
      { signal: controller.abort.signal },
    );
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link());
    await user.keyboard('{/Control}');
    await user.click(document.querySelector('a[href="/guide"]') as HTMLElement);
    expect(seen).toEqual([false, false]);
    expect(load).not.toHaveBeenCalled();
  });

  it('when the dialog cannot be loaded, the browser goes to the form page', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    requestQuickQuote(link(), () => Promise.reject(new Error('offline')));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(link().href));
    expect(quoteHostReady()).toBeNull();
  });
});
