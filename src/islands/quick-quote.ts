/**
 * Quick Quote links. Every "Quick Quote" is a link to the form page (works without script); with
 * script, a plain click opens the quote dialog instead. The dialog's island (QuoteHost) listens
 * for the `quickquote:open` window event; until it has hydrated, a click is kept here and handed
 * over when it is ready (and the click starts that hydration). If the island cannot be loaded
 * the link is followed, so the visitor still reaches the form.
 */
export const QUICK_QUOTE_OPEN_EVENT = 'quickquote:open';

export interface QuickQuoteOpenDetail {
  trigger: HTMLElement;
}

declare global {
  interface WindowEventMap {
    [QUICK_QUOTE_OPEN_EVENT]: CustomEvent<QuickQuoteOpenDetail>;
  }
}

let hostReady = false;
let queued: HTMLElement | null = null;

/** Asks the quote dialog to open; `trigger` receives focus again when it closes. */
export function openQuickQuote(trigger: HTMLElement): void {
  window.dispatchEvent(new CustomEvent<QuickQuoteOpenDetail>(QUICK_QUOTE_OPEN_EVENT, { detail: { trigger } }));
}

/**
 * Called by the dialog's host once it listens: from then on clicks go straight to it. Returns
 * the click that came before, if any, for the host to open the dialog for.
 */
export function quoteHostReady(): HTMLElement | null {
  hostReady = true;
  const first = queued;
  queued = null;
  return first;
}

/** For tests: back to "no host yet". */
export function resetQuickQuote(): void {
  hostReady = false;
  queued = null;
}

/**
 * A click on a Quick Quote link: opens the dialog (now, or once `load` has hydrated it). When
 * `load` fails, the browser follows the link to the form page.
 */
export function requestQuickQuote(link: HTMLAnchorElement, load: () => Promise<void>): void {
  if (hostReady) {
    openQuickQuote(link);
    return;
  }
  queued = link;
  load().catch(() => {
    if (queued === link) {
      queued = null;
      window.location.assign(link.href);
    }
  });
}

function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Listens for clicks on `a[data-quick-quote]` anywhere in the document, and tells assistive
 * technology that those links now open a dialog.
 */
export function initQuickQuote(load: () => Promise<void>, doc: Document = document): void {
  for (const link of doc.querySelectorAll('a[data-quick-quote]')) link.setAttribute('aria-haspopup', 'dialog');
  doc.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-quick-quote]');
    if (!link) return;
    event.preventDefault();
    requestQuickQuote(link, load);
  });
}
