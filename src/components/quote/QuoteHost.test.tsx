// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initQuickQuote, openQuickQuote, resetQuickQuote } from '../../islands/quick-quote';
import { QuickQuoteButton } from '../ui/QuickQuoteButton';
import { QuoteHost } from './QuoteHost';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  resetQuickQuote();
});

// The loader's click handling on the Quick Quote links (the host is already mounted here).
beforeAll(() => initQuickQuote(() => Promise.resolve()));

afterEach(cleanup);

const future = { v7_startTransition: true, v7_relativeSplatPath: true };

function renderHost() {
  return render(
    <MemoryRouter future={future}>
      <QuickQuoteButton />
      <QuoteHost />
    </MemoryRouter>,
  );
}

/** A bound on waiting for the lazily loaded dialog: the tests wait for its state, never for time. */
const loadTimeout = 20_000;

describe('QuoteHost', { timeout: 60_000 }, () => {
  it('renders nothing on the server', () => {
    const html = renderToString(
      <MemoryRouter future={future}>
        <QuoteHost />
      </MemoryRouter>,
    );
    expect(html).toBe('');
  });

  it('renders nothing until a Quick Quote button asks, then loads and opens the dialog', async () => {
    const { container } = renderHost();
    expect(container.querySelector('dialog')).toBeNull();
    const button = screen.getByRole('link', { name: 'Quick Quote' });
    await act(async () => button.click());
    // The dialog's module loads on demand: wait for the state (a busy machine may take seconds).
    const dialog = await screen.findByRole('dialog', { name: 'Quick Quote' }, { timeout: loadTimeout });
    expect(dialog.hasAttribute('open')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Male' })), {
      timeout: loadTimeout,
    });

    act(() => (dialog as HTMLDialogElement).close());
    await waitFor(() => expect(document.activeElement).toBe(button), { timeout: loadTimeout });

    // Opening again reuses the loaded dialog.
    act(() => openQuickQuote(button));
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(container.querySelectorAll('dialog')).toHaveLength(1);
  });

  it('opens the dialog for a click that came before it was mounted', async () => {
    render(<QuickQuoteButton />);
    const link = screen.getByRole('link', { name: 'Quick Quote' });
    await act(async () => link.click());
    expect(document.querySelector('dialog')).toBeNull();
    render(
      <MemoryRouter future={future}>
        <QuoteHost />
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Quick Quote' }, { timeout: loadTimeout });
    expect(dialog.hasAttribute('open')).toBe(true);
    act(() => (dialog as HTMLDialogElement).close());
    await waitFor(() => expect(document.activeElement).toBe(link), { timeout: loadTimeout });
  });
});
