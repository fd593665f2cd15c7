// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { standInForModalDialog } from '../../../tests/fixtures/jsdom-dialog';
import {
  initQuickQuote,
  onQuoteDialogOpen,
  openQuoteDialog,
  QUOTE_DIALOG_ATTR,
  resetQuickQuote,
  SCROLL_LOCK_CLASS,
} from './quick-quote';

beforeAll(standInForModalDialog);

const controller = { abort: new AbortController() };
const page = `<a href="/quote" data-quick-quote="" class="btn">Quick Quote</a><a href="/guide">Guide</a>
<dialog ${QUOTE_DIALOG_ATTR}=""><button type="button" data-dialog-close="">Close</button>
<button type="button" data-autofocus="">Male</button><button type="button">Female</button></dialog>`;

beforeEach(() => {
  resetQuickQuote();
  document.body.innerHTML = page;
});

afterEach(() => {
  controller.abort.abort();
  controller.abort = new AbortController();
  document.body.innerHTML = '';
  document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
  vi.restoreAllMocks();
});

const link = () => document.querySelector<HTMLAnchorElement>('a[data-quick-quote]') as HTMLAnchorElement;
const dialog = () => document.querySelector('dialog') as HTMLDialogElement;
const byText = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('a, button')].find((el) => el.textContent === text) as HTMLElement;
/** Records whether each click reached the document with its default prevented (the link not followed). */
function followed(): boolean[] {
  const seen: boolean[] = [];
  document.addEventListener(
    'click',
    (event) => {
      seen.push(!event.defaultPrevented);
      event.preventDefault(); // jsdom does not navigate
    },
    { signal: controller.abort.signal },
  );
  return seen;
}

describe('Quick Quote links with script', () => {
  it('a plain click opens the dialog at once, before its code has arrived, then asks for that code', async () => {
    const load = vi.fn(() => new Promise<void>(() => {}));
    initQuickQuote(load, document, controller.abort.signal);
    expect(link().getAttribute('aria-haspopup')).toBe('dialog');
    const seen = followed();
    await userEvent.setup().click(link());
    expect(seen).toEqual([false]);
    expect(dialog().hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(byText('Male'));
    expect(document.documentElement.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
    // React is asked for once the open dialog has been painted, not within the click.
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('Close (by the loader, without React) returns focus to the link and unlocks the page', async () => {
    initQuickQuote(() => new Promise<void>(() => {}), document, controller.abort.signal);
    const user = userEvent.setup();
    link().focus();
    await user.keyboard('{Enter}');
    expect(dialog().hasAttribute('open')).toBe(true);
    await user.click(byText('Close'));
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(link());
    expect(document.documentElement.classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
  });

  it('tells the hydrated dialog of each opening, and at once of one that came before it', () => {
    openQuoteDialog(link());
    const calls: boolean[] = [];
    const unsubscribe = onQuoteDialogOpen((before) => calls.push(before));
    expect(calls).toEqual([true]);
    dialog().close();
    openQuoteDialog(link());
    expect(calls).toEqual([true, false]);
    dialog().close();
    unsubscribe();
    openQuoteDialog(link());
    expect(calls).toEqual([true, false]);
  });

  it('a modified click (new tab) and other links are left to the browser', async () => {
    const load = vi.fn(() => Promise.resolve());
    initQuickQuote(load, document, controller.abort.signal);
    const seen = followed();
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link());
    await user.keyboard('{/Control}');
    await user.click(byText('Guide'));
    expect(seen).toEqual([true, true]);
    expect(load).not.toHaveBeenCalled();
    expect(dialog().hasAttribute('open')).toBe(false);
  });

  it('when the dialog cannot be loaded, it closes and the browser goes to the form page', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    initQuickQuote(() => Promise.reject(new Error('offline')), document, controller.abort.signal);
    followed();
    await userEvent.setup().click(link());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(link().href));
    expect(dialog().hasAttribute('open')).toBe(false);
  });

  it('on a page without the dialog the links are plain links', async () => {
    dialog().remove();
    const load = vi.fn(() => Promise.resolve());
    initQuickQuote(load, document, controller.abort.signal);
    const seen = followed();
    await userEvent.setup().click(link());
    expect(seen).toEqual([true]);
    expect(link().hasAttribute('aria-haspopup')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
