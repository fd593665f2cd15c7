import { getPath } from '#core/paths';

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

/**
 * The "Quick Quote" call to action: a link to the quote form page, which works without script.
 * With script, the loader turns a plain click into opening the quote dialog instead
 * (src/components/quote/quick-quote.ts); focus returns to this link when the dialog closes.
 */
export function QuickQuoteButton({ variant = 'default', label = 'Quick Quote', className }: QuickQuoteButtonProps) {
  return (
    <a
      href={getPath('quote')}
      className={['btn', variantClass[variant], className].filter(Boolean).join(' ')}
      data-quick-quote=""
    >
      {label}
    </a>
  );
}
