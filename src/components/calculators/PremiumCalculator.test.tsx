// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { estimate, estimateNote, formatDollarRange } from '#core/pricing/estimate';
import { PremiumCalculator } from './PremiumCalculator';

afterEach(cleanup);

const age = () => screen.getByLabelText('Your age') as HTMLInputElement;
const coverage = () => screen.getByLabelText('Coverage amount') as HTMLInputElement;
const calculate = () => screen.getByRole('button', { name: 'Calculate' });
const result = () => screen.getByRole('status');

/** The level plan's line for an unknown sex and tobacco use, as the engine gives it. */
function levelLine(age: number, coverage: number): string {
  const [level] = estimate({ age, coverage, plan: 'level' });
  if (!level?.ok) throw new Error('level not offered');
  return `Level benefit: ${formatDollarRange(level.lowCents, level.highCents, ' to ')} a month`;
}

async function fill(ageText: string, coverageText: string) {
  const user = userEvent.setup();
  render(<PremiumCalculator />);
  if (ageText) await user.type(age(), ageText);
  if (coverageText) await user.type(coverage(), coverageText);
  return user;
}

describe('PremiumCalculator', () => {
  it('renders the whole form on the server, with the spec attributes and no result', () => {
    const html = renderToString(<PremiumCalculator />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const [ageInput, coverageInput] = [...doc.querySelectorAll('input')];
    expect(ageInput?.getAttribute('min')).toBe('50');
    expect(ageInput?.getAttribute('max')).toBe('85');
    expect(ageInput?.getAttribute('placeholder')).toBe('Enter your age (50-85)');
    expect(coverageInput?.getAttribute('min')).toBe('2000');
    expect(coverageInput?.getAttribute('max')).toBe('50000');
    expect(coverageInput?.getAttribute('step')).toBe('1000');
    expect(coverageInput?.getAttribute('placeholder')).toContain('$2,000-$50,000');
    for (const input of [ageInput, coverageInput]) {
      expect(input?.getAttribute('type')).toBe('number');
      expect(doc.querySelector(`label[for="${input?.id}"]`)).not.toBeNull();
    }
    expect(doc.querySelector('[role="status"]')?.textContent).toBe('');
    expect(doc.querySelector('button[type="submit"]')?.textContent).toBe('Calculate');
    const legends = [...doc.querySelectorAll('fieldset legend')].map((l) => l.textContent);
    expect(legends).toEqual(['Sex (optional)', 'Do you use tobacco? (optional)']);
    const checked = [...doc.querySelectorAll('input[type="radio"]')].filter((r) => r.hasAttribute('checked'));
    expect(checked.map((r) => [r.getAttribute('name'), r.getAttribute('value')])).toEqual([
      ['sex', ''],
      ['tobacco', ''],
    ]);
    for (const radio of doc.querySelectorAll('input[type="radio"]')) {
      expect(radio.closest('label')?.textContent).toMatch(/^(Prefer not to say|Female|Male|No|Yes)$/);
    }
  });

  it('hydrates the server markup without a warning and then calculates', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PremiumCalculator />);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <PremiumCalculator />));
    const user = userEvent.setup();
    await user.type(age(), '60');
    await user.type(coverage(), '10000');
    await user.click(calculate());
    expect(result().textContent).toContain(levelLine(60, 10_000));
    act(() => root.unmount());
    container.remove();
  });

  it('shows nothing until Calculate, then the estimate with the figures used', async () => {
    const user = await fill('60', '10000');
    expect(result().textContent).toBe('');
    await user.click(calculate());
    const lines = [...result().querySelectorAll('p, li')].map((e) => e.textContent);
    expect(lines).toEqual([
      'Estimated monthly premium for a 60-year-old person, $10,000 of coverage:',
      levelLine(60, 10_000),
      expect.stringMatching(/^Graded benefit: \$\d+ to \$\d+ a month$/),
      expect.stringMatching(/^Guaranteed issue: \$\d+ to \$\d+ a month$/),
      estimateNote,
    ]);
    expect(result().textContent).not.toMatch(/\$4\.80|\$5\.20/);
  });

  it('narrows the estimate to the answers chosen: 65, $10,000, male, no tobacco', async () => {
    const user = await fill('65', '10000');
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(calculate());
    expect(result().textContent).toContain('a 65-year-old man who does not use tobacco, $10,000 of coverage');
    expect(result().textContent).toContain('Level benefit: $54 a month');
    // Back to "prefer not to say": the range spans women and men again.
    await user.click(screen.getAllByRole('radio', { name: 'Prefer not to say' })[0] as HTMLElement);
    await user.click(calculate());
    expect(result().textContent).toContain('Level benefit: $41 to $54 a month');
  });

  it('names a plan the visitor cannot buy, with the reason', async () => {
    const user = await fill('83', '30000');
    await user.click(calculate());
    expect(result().textContent).toContain(levelLine(83, 30_000));
    expect(result().textContent).toContain('Graded benefit: not offered. Graded benefit plans are for ages 50 to 80.');
    expect(result().textContent).toContain(
      'Guaranteed issue: not offered. Guaranteed issue plans offer $2,000 to $25,000',
    );
  });

  it('recomputes on each press', async () => {
    const user = await fill('60', '10000');
    await user.click(calculate());
    await user.clear(age());
    await user.type(age(), '70');
    expect(result().textContent).toContain(levelLine(60, 10_000)); // not until pressed again
    await user.click(calculate());
    expect(result().textContent).toContain('70-year-old');
    expect(result().textContent).toContain(levelLine(70, 10_000));
  });

  it('calculates when Enter is pressed in a field', async () => {
    const user = await fill('85', '50000');
    await user.type(coverage(), '{Enter}');
    expect(result().textContent).toContain(levelLine(85, 50_000));
  });

  it('names each missing field beside it, marks it invalid and focuses the first', async () => {
    const user = await fill('', '');
    await user.click(calculate());
    expect(result().textContent).toBe('');
    expect(age().getAttribute('aria-invalid')).toBe('true');
    expect(coverage().getAttribute('aria-invalid')).toBe('true');
    const ids = age().getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('Enter your age, from 50 to 85.');
    const coverageIds = coverage().getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(coverageIds.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Enter a coverage amount from $2,000 to $50,000.',
    );
    expect(document.activeElement).toBe(age());
  });

  it('says when a value is outside its range, focuses that field, and clears an earlier result', async () => {
    const user = await fill('60', '10000');
    await user.click(calculate());
    expect(result().textContent).toContain(levelLine(60, 10_000));
    await user.clear(coverage());
    await user.type(coverage(), '60000');
    await user.click(calculate());
    expect(result().textContent).toBe('');
    expect(age().hasAttribute('aria-invalid')).toBe(false);
    expect(coverage().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a coverage amount from $2,000 to $50,000.')).toBeTruthy();
    expect(document.activeElement).toBe(coverage());

    // Fixed: the message goes and the estimate comes back.
    await user.clear(coverage());
    await user.type(coverage(), '20000');
    await user.click(calculate());
    expect(coverage().hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText(/Enter a coverage amount/)).toBeNull();
    expect(result().textContent).toContain(levelLine(60, 20_000));
  });

  it('refuses a zero, a negative or a fractional age', async () => {
    const user = await fill('0', '10000');
    await user.click(calculate());
    expect(screen.getByText(/^Enter an age from 50 to 85\./)).toBeTruthy();
    await user.clear(age());
    await user.type(age(), '-60');
    await user.click(calculate());
    expect(screen.getByText(/^Enter an age from 50 to 85\./)).toBeTruthy();
    await user.clear(age());
    await user.type(age(), '60.5');
    await user.click(calculate());
    expect(screen.getByText('Enter your age in whole years, from 50 to 85.')).toBeTruthy();
    expect(result().textContent).toBe('');
  });
});
