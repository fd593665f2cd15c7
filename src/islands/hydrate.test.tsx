// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checklist } from '../../content/data/checklist';
import { standInForModalDialog } from '../../tests/fixtures/jsdom-dialog';
import { openQuoteDialog, resetQuickQuote, SCROLL_LOCK_CLASS } from '../components/quote/quick-quote';
import { HYDRATED_ATTR, holdInput, hydrateIsland } from './hydrate';
import { Island } from './Island.server';

/**
 * What a visitor does in an island before React has it is kept through hydration: ticks and
 * typed text (in the DOM, React replays their change), a press of Calculate (held, submitted
 * again) and a choice in the quote dialog (held, pressed again).
 */

beforeAll(standInForModalDialog);

let errors: ReturnType<typeof vi.spyOn>;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  // Hydration runs as in a browser, on React's own scheduler (the loader calls it outside any act).
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  // A hydration mismatch is reported as a console error: none may happen.
  errors = vi.spyOn(console, 'error');
});

afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  vi.unstubAllGlobals();
  resetQuickQuote();
  document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
  document.body.innerHTML = '';
});

/** The server's HTML of one island in the page; returns its marker, holding input as the loader does. */
function serverRender(html: string): HTMLElement {
  document.body.innerHTML = html;
  const marker = document.querySelector<HTMLElement>('[data-island]') as HTMLElement;
  holdInput(marker);
  return marker;
}

async function hydrate(marker: HTMLElement): Promise<void> {
  await hydrateIsland(marker);
  expect(marker.hasAttribute(HYDRATED_ATTR)).toBe(true);
}

describe('input before hydration', () => {
  it('the checklist keeps the boxes ticked before hydration, and counts them once hydrated', async () => {
    const marker = serverRender(renderToString(<Island name="checklist" props={{ groups: checklist }} />));
    const [group] = checklist;
    if (!group) throw new Error('no checklist group');
    const region = screen.getByRole('region', { name: new RegExp(group.title) });
    const first = within(region).getByRole('checkbox', { name: group.items[0]?.text }) as HTMLInputElement;
    first.click();
    expect(first.checked).toBe(true);
    expect(within(region).getByText(`0 of ${group.items.length} done`)).toBeTruthy();

    await hydrate(marker);
    expect(first.checked).toBe(true);
    // React replays the box's change once it has hydrated it.
    await vi.waitFor(() => expect(within(region).getByText(`1 of ${group.items.length} done`)).toBeTruthy());
  });

  it('a calculator keeps what was typed, and a Compare pressed before hydration is answered after it', async () => {
    const marker = serverRender(renderToString(<Island name="premium-calculator" props={{}} />));
    const age = screen.getByLabelText('Your age') as HTMLInputElement;
    const coverage = screen.getByLabelText('Coverage amount') as HTMLInputElement;
    age.value = '67';
    coverage.value = '10000';
    const calculate = screen.getByRole('button', { name: 'Compare prices' });
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: calculate });
    calculate.closest('form')?.dispatchEvent(submit);
    // Held: the page does not reload, and nothing is shown yet.
    expect(submit.defaultPrevented).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');

    await hydrate(marker);
    expect(age.value).toBe('67');
    expect(coverage.value).toBe('10000');
    expect(screen.getByRole('status').textContent).toContain('Prices for a 67-year-old person, $10,000 of coverage');
  });

  it('the quote dialog opens before hydration, and a choice made then moves it on once hydrated', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({
        ok: true,
        status: 200,
        json: async () => ({ token: 'v1.token', minFillMs: 0, maxAgeMs: 7_200_000 }),
      })),
    );
    const link = document.createElement('a');
    const marker = serverRender(renderToString(<Island name="quote" props={{}} />));
    document.body.prepend(link);
    expect(openQuoteDialog(link)).toBe(true);
    const dialog = screen.getByRole('dialog', { name: 'Quick Quote' });
    expect(dialog.hasAttribute('open')).toBe(true);
    // Its first step is the server's HTML, with focus on the first choice.
    expect(within(dialog).getByText('Who is this quote for?')).toBeTruthy();
    const parent = within(dialog).getByRole('button', { name: 'My parent' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Me' }));
    parent.click();

    await hydrate(marker);
    expect(within(dialog).getByText('Step 2 of 5')).toBeTruthy();
    expect(within(dialog).getByText("What is your parent's gender?")).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Male' }));
    // Back shows the choice that was made before hydration.
    within(dialog).getByRole('button', { name: 'Back' }).click();
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'My parent' }).getAttribute('aria-pressed')).toBe('true'),
    );
  });
});
