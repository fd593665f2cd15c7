// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getPath } from '#core/paths';
import { QuickQuoteButton } from './QuickQuoteButton';

afterEach(cleanup);

describe('QuickQuoteButton', () => {
  it('is a link to the quote form page labelled "Quick Quote" by default, in the primary look', () => {
    render(<QuickQuoteButton />);
    const link = screen.getByRole('link', { name: 'Quick Quote' });
    expect(link.getAttribute('href')).toBe(getPath('quote'));
    expect(link.hasAttribute('data-quick-quote')).toBe(true);
    expect(link.className.split(' ')).toEqual(['btn', 'btn-primary']);
  });

  it.each([
    ['default', 'btn-primary'],
    ['white', 'btn-white'],
    ['outline', 'btn-outline'],
  ] as const)('variant %s uses %s', (variant, cls) => {
    render(<QuickQuoteButton variant={variant} className="extra" />);
    const classes = screen.getByRole('link').className.split(' ');
    expect(classes).toContain('btn');
    expect(classes).toContain(cls);
    expect(classes).toContain('extra');
  });

  it('takes a custom label', () => {
    render(<QuickQuoteButton label="Get My Free Quote" />);
    expect(screen.getByRole('link', { name: 'Get My Free Quote' })).toBeTruthy();
  });

  it('without script it is an ordinary link: a click is not prevented', async () => {
    const seen: boolean[] = [];
    const record = (event: MouseEvent) => {
      seen.push(event.defaultPrevented);
      event.preventDefault(); // jsdom does not navigate
    };
    render(<QuickQuoteButton />);
    window.addEventListener('click', record);
    try {
      await userEvent.setup().click(screen.getByRole('link', { name: 'Quick Quote' }));
    } finally {
      window.removeEventListener('click', record);
    }
    expect(seen).toEqual([false]);
  });
});
