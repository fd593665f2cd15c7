// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openQuickQuote, QuickQuoteButton } from '../ui/QuickQuoteButton';
import { ATTRIBUTION_KEY } from './attribution';
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
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

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

describe('QuoteHost', () => {
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
    const button = screen.getByRole('button', { name: 'Quick Quote' });
    await act(async () => button.click());
    const dialog = await screen.findByRole('dialog', { name: 'Quick Quote' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Male' }));

    act(() => (dialog as HTMLDialogElement).close());
    expect(document.activeElement).toBe(button);

    // Opening again reuses the loaded dialog.
    act(() => openQuickQuote(button));
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(container.querySelectorAll('dialog')).toHaveLength(1);
  });

  it('captures the attribution of the first page view after mounting', () => {
    window.history.replaceState(null, '', '/guide?utm_source=google&gclid=abc');
    renderHost();
    expect(JSON.parse(window.sessionStorage.getItem(ATTRIBUTION_KEY) ?? 'null')).toEqual({
      landingPage: '/guide?utm_source=google&gclid=abc',
      referrer: '',
      utm_source: 'google',
      gclid: 'abc',
    });
  });
});
