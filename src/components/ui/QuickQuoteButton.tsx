/**
 * The "Quick Quote" call to action. It does not own the quote dialog: it announces a request to
 * open it with a window event, and the dialog (mounted once, elsewhere) listens for it:
 *
 *   window.addEventListener(QUICK_QUOTE_OPEN_EVENT, (e) => open(e.detail.trigger));
 *
 * `detail.trigger` is the button that was pressed, so the dialog can give focus back to it.
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

/** Asks the quote dialog to open; `trigger` receives focus again when it closes. */
export function openQuickQuote(trigger: HTMLElement): void {
  window.dispatchEvent(new CustomEvent<QuickQuoteOpenDetail>(QUICK_QUOTE_OPEN_EVENT, { detail: { trigger } }));
}

export type QuickQuoteVariant = 'default' | 'white' | 'outline';

const variantClass: Record<QuickQuoteVariant, string> = {
  default: 'btn-primary',
  white: 'btn-white',
  outline: 'btn-outline',
};

export interface QuickQuoteButtonProps {
  variant?: QuickQuoteVariant;
  label?: string;
  className?: string;
}

export function QuickQuoteButton({ variant = 'default', label = 'Quick Quote', className }: QuickQuoteButtonProps) {
  return (
    <button
      type="button"
      className={['btn', variantClass[variant], className].filter(Boolean).join(' ')}
      data-quick-quote=""
      aria-haspopup="dialog"
      onClick={(event) => openQuickQuote(event.currentTarget)}
    >
      {label}
    </button>
  );
}
