// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initQuickQuote } from '../../islands/quick-quote';
import { QuickQuoteButton } from '../ui/QuickQuoteButton';
import { toast } from '../ui/toast';
import { LOAD_ERROR_MESSAGE, loadQuoteDialog, QuoteHost } from './QuoteHost';

// The dialog's chunk cannot be downloaded.
let attempts = 0;
vi.mock('./QuoteDialog', () => {
  attempts += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

beforeAll(() => initQuickQuote(() => Promise.resolve()));

afterEach(() => {
  cleanup();
  toast.dismiss();
});

describe('QuoteHost when the dialog cannot be loaded', () => {
  it('tells the visitor, with the phone number, and tries again on the next click', async () => {
    const error = vi.spyOn(toast, 'error');
    render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <QuickQuoteButton />
        <QuoteHost />
      </MemoryRouter>,
    );
    const button = screen.getByRole('link', { name: 'Quick Quote' });
    await act(async () => {
      button.click();
      await loadQuoteDialog().catch(() => {});
    });
    expect(error).toHaveBeenCalledWith(LOAD_ERROR_MESSAGE);
    expect(document.querySelector('dialog')).toBeNull();
    expect(attempts).toBeGreaterThan(0);

    // A failed download is not remembered: the next request starts a new one.
    const first = loadQuoteDialog();
    await expect(first).rejects.toThrow();
    const second = loadQuoteDialog();
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow();
  });
});
