// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUICK_QUOTE_OPEN_EVENT, QuickQuoteButton } from './QuickQuoteButton';

afterEach(cleanup);

describe('QuickQuoteButton', () => {
  it('is a plain button labelled "Quick Quote" by default, in the primary look', () => {
    render(<QuickQuoteButton />);
    const button = screen.getByRole('button', { name: 'Quick Quote' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('data-quick-quote')).toBe(true);
    expect(button.className.split(' ')).toEqual(['btn', 'btn-primary']);
  });

  it.each([
    ['default', 'btn-primary'],
    ['white', 'btn-white'],
    ['outline', 'btn-outline'],
  ] as const)('variant %s uses %s', (variant, cls) => {
    render(<QuickQuoteButton variant={variant} className="extra" />);
    const classes = screen.getByRole('button').className.split(' ');
    expect(classes).toContain('btn');
    expect(classes).toContain(cls);
    expect(classes).toContain('extra');
  });

  it('takes a custom label', () => {
    render(<QuickQuoteButton label="Get My Free Quote" />);
    expect(screen.getByRole('button', { name: 'Get My Free Quote' })).toBeTruthy();
  });

  it(`dispatches "${QUICK_QUOTE_OPEN_EVENT}" on window with the pressed button as detail.trigger`, async () => {
    expect(QUICK_QUOTE_OPEN_EVENT).toBe('quickquote:open');
    const listener = vi.fn((event: CustomEvent<{ trigger: HTMLElement }>) => event.detail.trigger);
    window.addEventListener(QUICK_QUOTE_OPEN_EVENT, listener);
    try {
      const user = userEvent.setup();
      render(<QuickQuoteButton variant="outline" />);
      const button = screen.getByRole('button', { name: 'Quick Quote' });
      await user.click(button);
      button.focus();
      await user.keyboard('{Enter}');
      expect(listener).toHaveBeenCalledTimes(2);
      const event = listener.mock.calls[0]?.[0];
      expect(event).toBeInstanceOf(CustomEvent);
      expect(event?.detail.trigger).toBe(button);
    } finally {
      window.removeEventListener(QUICK_QUOTE_OPEN_EVENT, listener);
    }
  });
});
