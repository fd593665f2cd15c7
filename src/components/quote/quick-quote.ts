/**
 * Quick Quote links and the quote dialog's frame, in plain DOM code (no React). Every "Quick
 * Quote" is a link to the form page (works without script). The dialog itself is in the page's
 * HTML (the quote island, its first step rendered on the server); with script, a plain click on a
 * Quick Quote link opens it at once with the platform (`showModal()`), while React hydrates it
 * (./triggers.ts starts that on the first pointerdown, touchstart, keydown or focus of the link).
 *
 * This module owns the dialog's frame, before and after hydration: opening, the scroll lock on
 * <html>, Tab cycling inside, the Close and Done buttons (`data-dialog-close`), and focus going
 * back to the link on close. React (QuoteDialog) owns the steps, and hears of each opening through
 * onQuoteDialogOpen. When the dialog's code cannot be loaded, the browser goes to the form page.
 */

/** On <html> while the dialog is open: the page behind it does not scroll. */
export const SCROLL_LOCK_CLASS = 'qq-scroll-lock';
/** Marks the quote dialog in the page. */
export const QUOTE_DIALOG_ATTR = 'data-quote-dialog';
/** Marks a button inside the dialog that closes it. */
export const DIALOG_CLOSE_ATTR = 'data-dialog-close';
/** Marks the control that takes focus when the dialog opens (the step's first control). */
export const AUTOFOCUS_ATTR = 'data-autofocus';

/** What Tab can reach in a dialog (a honeypot or a heading focused by script has tabindex -1). */
const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"])';

let opener: HTMLElement | null = null;
let openListener: (() => void) | null = null;
const wired = new WeakSet<HTMLDialogElement>();

/** The quote dialog of the page, if it has one. */
export function quoteDialog(doc: Document = document): HTMLDialogElement | null {
  return doc.querySelector<HTMLDialogElement>(`dialog[${QUOTE_DIALOG_ATTR}]`);
}

/**
 * Tab from the last control goes to the first, and Shift+Tab from the first to the last. The
 * modal dialog already makes the page behind it inert; this keeps focus from passing through the
 * browser's own controls on the way round.
 */
function cycleTab(this: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = [...this.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = this.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || active === this)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

function closeDialog(dialog: HTMLDialogElement): void {
  if (!dialog.hasAttribute('open')) return;
  if (typeof dialog.close === 'function') {
    dialog.close();
  } else {
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
  }
}

function wire(dialog: HTMLDialogElement): void {
  if (wired.has(dialog)) return;
  wired.add(dialog);
  const doc = dialog.ownerDocument;
  // However it closed (Close, Done, Escape), the page scrolls again and focus goes back.
  dialog.addEventListener('close', () => {
    doc.documentElement.classList.remove(SCROLL_LOCK_CLASS);
    const back = opener;
    opener = null;
    if (back?.isConnected) back.focus();
  });
  dialog.addEventListener('keydown', cycleTab);
  dialog.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(`[${DIALOG_CLOSE_ATTR}]`);
    if (!button || !dialog.contains(button)) return;
    // Handled here: the island does not keep this press for React (./hydrate.ts).
    event.preventDefault();
    closeDialog(dialog);
  });
}

/**
 * Opens the quote dialog as a modal (unless it is open already), focusing its step's first
 * control; focus returns to `trigger` when it closes. False when the page has no dialog.
 */
export function openQuoteDialog(trigger: HTMLElement, doc: Document = document): boolean {
  const dialog = quoteDialog(doc);
  if (!dialog) return false;
  wire(dialog);
  if (dialog.hasAttribute('open')) return true;
  opener = trigger;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  doc.documentElement.classList.add(SCROLL_LOCK_CLASS);
  dialog.querySelector<HTMLElement>(`[${AUTOFOCUS_ATTR}]`)?.focus();
  openListener?.();
  return true;
}

/** Closes the quote dialog if it is open. */
export function closeQuoteDialog(doc: Document = document): void {
  const dialog = quoteDialog(doc);
  if (dialog) closeDialog(dialog);
}

/**
 * For the hydrated dialog: `listener` runs on every opening from now on, and at once (with
 * `before` true) if the dialog was opened before React took it over. Returns the unsubscribe.
 */
export function onQuoteDialogOpen(listener: (before: boolean) => void, doc: Document = document): () => void {
  const mine = () => listener(false);
  openListener = mine;
  if (quoteDialog(doc)?.hasAttribute('open')) listener(true);
  return () => {
    if (openListener === mine) openListener = null;
  };
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
 * Listens for plain clicks on Quick Quote links anywhere in the document: each opens the dialog
 * at once and, once it is painted, asks for its hydration (`load`, the quote island). When that fails, the dialog
 * closes and the browser follows the link to the form page. On a page without the dialog, the
 * links are left alone. `signal` removes the listener (for tests).
 */
export function initQuickQuote(load: () => Promise<void>, doc: Document = document, signal?: AbortSignal): void {
  if (!quoteDialog(doc)) return;
  for (const link of doc.querySelectorAll('a[data-quick-quote]')) link.setAttribute('aria-haspopup', 'dialog');
  doc.addEventListener(
    'click',
    (event) => {
      if (!isPlainClick(event)) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-quick-quote]');
      if (!link) return;
      event.preventDefault();
      openQuoteDialog(link, doc);
      // The dialog is painted first; then its code (React) is asked for, if it is not in yet.
      const view = doc.defaultView ?? window;
      view.requestAnimationFrame(() =>
        view.setTimeout(() =>
          load().catch(() => {
            if (!quoteDialog(doc)?.hasAttribute('open')) return;
            closeQuoteDialog(doc);
            view.location.assign(link.href);
          }),
        ),
      );
    },
    { signal },
  );
}

/** For tests: forget the opener and React's listener. */
export function resetQuickQuote(): void {
  opener = null;
  openListener = null;
}
