import { type ComponentType, useEffect, useState } from 'react';
import { siteConfig } from '../../site.config';
import { QUICK_QUOTE_OPEN_EVENT } from '../ui/QuickQuoteButton';
import { toast } from '../ui/toast';
import { captureAttribution } from './attribution';
import type { QuoteDialogProps, QuoteOpenRequest } from './QuoteDialog';

type DialogModule = { QuoteDialog: ComponentType<QuoteDialogProps> };

/** Shown when the dialog's code cannot be downloaded (offline, or a deploy replaced it). */
export const LOAD_ERROR_MESSAGE = `We could not open the quote form. Please check your connection and try again, or call us at ${siteConfig.phones.sales.display}.`;

let pending: Promise<DialogModule> | undefined;

/** Starts (once) the download of the dialog's module; a failed download may be tried again. */
export function loadQuoteDialog(): Promise<DialogModule> {
  pending ??= import('./QuoteDialog').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

function warmUp(event: Event): void {
  if ((event.target as Element | null)?.closest?.('[data-quick-quote]')) loadQuoteDialog().catch(() => {});
}

/**
 * Mounted once by the Layout on every page, and kept tiny: the quote dialog is not part of the
 * first load. It renders nothing until a Quick Quote button asks for the dialog (the
 * `quickquote:open` window event); then it imports the dialog and shows it. The download starts
 * earlier when the pointer or focus reaches a Quick Quote button, so the click feels instant.
 * After hydration it also records the visitor's attribution for the session (first view only).
 */
export function QuoteHost() {
  const [Dialog, setDialog] = useState<ComponentType<QuoteDialogProps>>();
  const [request, setRequest] = useState<QuoteOpenRequest>();

  useEffect(() => {
    captureAttribution();
    const open = (event: CustomEvent<{ trigger: HTMLElement }>) => {
      setRequest({ trigger: event.detail.trigger });
      loadQuoteDialog().then(
        (module) => setDialog(() => module.QuoteDialog),
        () => toast.error(LOAD_ERROR_MESSAGE),
      );
    };
    window.addEventListener(QUICK_QUOTE_OPEN_EVENT, open);
    document.addEventListener('pointerover', warmUp, { passive: true });
    document.addEventListener('focusin', warmUp);
    return () => {
      window.removeEventListener(QUICK_QUOTE_OPEN_EVENT, open);
      document.removeEventListener('pointerover', warmUp);
      document.removeEventListener('focusin', warmUp);
    };
  }, []);

  return Dialog && request ? <Dialog request={request} /> : null;
}
