import { type RefObject, useCallback, useEffect, useRef } from 'react';

/** What Tab can reach in a dialog (a honeypot or a heading focused by script has tabindex -1). */
const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"])';

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
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === this)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export interface ModalDialog {
  /** For the <dialog> element. */
  ref: RefObject<HTMLDialogElement | null>;
  /** Opens the dialog as a modal; focus returns to `trigger` when it closes. False if it was open already. */
  show: (trigger: HTMLElement | null) => boolean;
  /** Closes it (the Close button, Done). Escape closes it through the browser. */
  close: () => void;
  /** For the dialog's onClose: however it closed, the page scrolls again and focus goes back. */
  onClose: () => void;
}

/**
 * A native modal <dialog>: `showModal()` makes the page behind it inert and Escape closes it; this
 * hook adds what the platform leaves to us. Focus cycles inside, the page behind does not scroll
 * (`lockClass` on <html> while open), and focus returns to the control that opened it. Where
 * `showModal` is missing it falls back to the `open` attribute.
 */
export function useModalDialog(lockClass: string): ModalDialog {
  const ref = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    dialog?.addEventListener('keydown', cycleTab);
    return () => {
      dialog?.removeEventListener('keydown', cycleTab);
      document.documentElement.classList.remove(lockClass);
    };
  }, [lockClass]);

  const onClose = useCallback(() => {
    document.documentElement.classList.remove(lockClass);
    const back = trigger.current;
    trigger.current = null;
    if (back?.isConnected) back.focus();
  }, [lockClass]);

  const show = useCallback(
    (opener: HTMLElement | null) => {
      const dialog = ref.current;
      if (!dialog || dialog.hasAttribute('open')) return false;
      trigger.current = opener;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      document.documentElement.classList.add(lockClass);
      return true;
    },
    [lockClass],
  );

  const close = useCallback(() => {
    const dialog = ref.current;
    if (!dialog?.hasAttribute('open')) return;
    if (typeof dialog.close === 'function') {
      dialog.close();
    } else {
      dialog.removeAttribute('open');
      onClose();
    }
  }, [onClose]);

  return { ref, show, close, onClose };
}
