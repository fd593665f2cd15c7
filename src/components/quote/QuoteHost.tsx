import { type ComponentType, useEffect, useState } from 'react';
import { siteConfig } from '#core/site.config';
import { QUICK_QUOTE_OPEN_EVENT, quoteHostReady } from '../../islands/quick-quote';
import { toast } from '../ui/toast';
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

/**
 * The quote island, on every page (hydrated when the page is idle, or by the first Quick Quote
 * click): it renders nothing until a Quick Quote link asks for the dialog (the `quickquote:open`
 * window event, or a click that came before it was ready); then it shows the dialog. It starts
 * downloading the dialog as soon as it is mounted, so the first click is instant.
 */
export function QuoteHost() {
  const [Dialog, setDialog] = useState<ComponentType<QuoteDialogProps>>();
  const [request, setRequest] = useState<QuoteOpenRequest>();

  useEffect(() => {
    const open = (trigger: HTMLElement) => {
      setRequest({ trigger });
      loadQuoteDialog().then(
        (module) => setDialog(() => module.QuoteDialog),
        () => toast.error(LOAD_ERROR_MESSAGE),
      );
    };
    const onOpen = (event: CustomEvent<{ trigger: HTMLElement }>) => open(event.detail.trigger);
    window.addEventListener(QUICK_QUOTE_OPEN_EVENT, onOpen);
    const first = quoteHostReady();
    if (first) open(first);
    else loadQuoteDialog().catch(() => {});
    return () => window.removeEventListener(QUICK_QUOTE_OPEN_EVENT, onOpen);
  }, []);

  return Dialog && request ? <Dialog request={request} /> : null;
}
