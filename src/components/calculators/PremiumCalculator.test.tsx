// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { compare, type PremiumAnswers } from '../../lib/premium';
import { PremiumCalculator } from './PremiumCalculator';

afterEach(cleanup);

const age = () => screen.getByLabelText('Your age') as HTMLInputElement;
const coverage = () => screen.getByLabelText('Coverage amount') as HTMLInputElement;
const state = () => screen.getByLabelText('State (optional)') as HTMLSelectElement;
const calculate = () => screen.getByRole('button', { name: 'Compare prices' });
const result = () => screen.getByRole('status');

/** The plan names shown: the comparison table's (plans with a rate book), then those listed without one. */
const shownPlans = () => [...result().querySelectorAll('tbody th, [data-without-book] li')].map((el) => el.textContent);

/** The plan names the comparison should show for the answers. */
const expectedPlans = (answers: PremiumAnswers) => compare(answers).map((r) => `${r.plan.insurer}, ${r.plan.name}`);

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
    expect(coverageInput?.getAttribute('min')).toBe('1000');
    expect(coverageInput?.getAttribute('max')).toBe('40000');
    expect(coverageInput?.getAttribute('step')).toBe('1000');
    expect(coverageInput?.getAttribute('placeholder')).toContain('$1,000-$40,000');
    for (const input of [ageInput, coverageInput]) {
      expect(input?.getAttribute('type')).toBe('number');
      expect(doc.querySelector(`label[for="${input?.id}"]`)).not.toBeNull();
    }
    expect(doc.querySelector('[role="status"]')?.textContent).toBe('');
    expect(doc.querySelector('button[type="submit"]')?.textContent).toBe('Compare prices');
    expect(doc.querySelector('select[name="state"]')?.querySelectorAll('option').length).toBe(52);
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
    expect(shownPlans()).toEqual(expectedPlans({ age: 60, coverage: 10_000 }));
    act(() => root.unmount());
    container.remove();
  });

  it('shows nothing until Compare, then the plans we sell with the answers used', async () => {
    const user = await fill('60', '10000');
    expect(result().textContent).toBe('');
    await user.click(calculate());
    expect(result().querySelector('p')?.textContent).toBe('Prices for a 60-year-old person, $10,000 of coverage:');
    expect(shownPlans()).toEqual(expectedPlans({ age: 60, coverage: 10_000 }));
    expect(shownPlans().length).toBeGreaterThan(0);
    // No plan we sell has a rate book here: the table is empty, and each is listed without a price.
    expect(result().querySelectorAll('tbody tr')).toHaveLength(0);
    // The published figures come first, each with its publisher and date in its own block.
    const figures = [...result().querySelectorAll('[data-figure]')].map((li) => li.textContent ?? '');
    expect(figures).toHaveLength(4);
    expect(figures[2]).toMatch(
      /^\$33\.00 a month: Choice Mutual’s average monthly price .* for a woman aged 60, non-tobacco, \$10,000 of coverage\. As of November 4, 2024; prices may have changed since\. Source: Choice Mutual/,
    );
    expect(figures[0]).toMatch(
      /^\$612\.70 a year: Guaranteed Life from Gerber Life Insurance Company .* As published in August 2019; the insurer may have changed it\./,
    );
  });

  it('the guide’s form (simple): age and coverage only, Calculate, and the published figures for 60 and $10,000', async () => {
    const user = userEvent.setup();
    render(<PremiumCalculator simple />);
    expect(screen.queryByLabelText('State (optional)')).toBeNull();
    const press = () => user.click(screen.getByRole('button', { name: 'Calculate' }));
    await press();
    expect(result().textContent).toBe('');
    await user.type(age(), '60');
    await press();
    expect(result().textContent).toBe('');
    await user.type(coverage(), '10000');
    await press();
    const figures = [...result().querySelectorAll('[data-figure]')];
    expect(figures.map((li) => li.getAttribute('data-figure'))).toEqual([
      'gerber-guaranteed-life-gl-rc-2-0819',
      'gerber-guaranteed-life-gl-rc-2-0819',
      'choice-mutual-costs-by-age-2024-11-04',
      'choice-mutual-costs-by-age-2024-11-04',
    ]);
    for (const li of figures) expect(li.textContent).toMatch(/(Choice Mutual|Gerber Life).*(2019|2024)/);
    expect(result().querySelector('table')).toBeNull();
    await user.clear(age());
    await user.type(age(), '68');
    await press();
    // Choice Mutual prints ages 65 and 70, not 68: its figures for those ages, each labelled.
    expect([...result().querySelectorAll('[data-figure]')].map((li) => li.textContent?.match(/aged \d+/)?.[0])).toEqual(
      ['aged 68', 'aged 68', 'aged 65', 'aged 65', 'aged 70', 'aged 70'],
    );
  });

  it('compares for a woman of 70, non-tobacco, Texas, $10,000; Washington drops a plan not sold at that amount', async () => {
    const user = await fill('70', '10000');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.selectOptions(state(), 'TX');
    await user.click(calculate());
    const texas = { age: 70, coverage: 10_000, sex: 'female', tobacco: false, state: 'TX' } as const;
    expect(result().textContent).toContain('a 70-year-old woman who does not use tobacco, in TX, $10,000 of coverage');
    expect(shownPlans()).toEqual(expectedPlans(texas));
    expect(shownPlans()).toContain(
      'United of Omaha Life Insurance Company, Living Promise Whole Life, Level Benefit Plan',
    );
    await user.selectOptions(state(), 'WA');
    await user.click(calculate());
    expect(shownPlans()).toEqual(expectedPlans({ ...texas, state: 'WA' }));
    expect(shownPlans()).not.toContain(
      'United of Omaha Life Insurance Company, Living Promise Whole Life, Level Benefit Plan',
    );
  });

  it('leaves out plans that do not take the age, and recomputes only on each press', async () => {
    const user = await fill('83', '30000');
    await user.click(calculate());
    expect(shownPlans()).toEqual(expectedPlans({ age: 83, coverage: 30_000 }));
    // Ensured Legacy's graded plan stops at 80, Transamerica's plans at $25,000.
    expect(shownPlans().some((name) => name?.includes('Ensured Legacy, Graded'))).toBe(false);
    expect(shownPlans().some((name) => name?.startsWith('Transamerica'))).toBe(false);
    await user.clear(age());
    await user.type(age(), '60');
    expect(shownPlans()).toEqual(expectedPlans({ age: 83, coverage: 30_000 })); // not until pressed again
    await user.type(coverage(), '{Enter}');
    expect(shownPlans()).toEqual(expectedPlans({ age: 60, coverage: 30_000 }));
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
      'Enter a coverage amount from $1,000 to $40,000.',
    );
    expect(document.activeElement).toBe(age());
  });

  it('says when a value is outside its range, focuses that field, and clears an earlier result', async () => {
    const user = await fill('60', '10000');
    await user.click(calculate());
    expect(shownPlans()).toEqual(expectedPlans({ age: 60, coverage: 10_000 }));
    await user.clear(coverage());
    await user.type(coverage(), '60000');
    await user.click(calculate());
    expect(result().textContent).toBe('');
    expect(age().hasAttribute('aria-invalid')).toBe(false);
    expect(coverage().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a coverage amount from $1,000 to $40,000.')).toBeTruthy();
    expect(document.activeElement).toBe(coverage());

    // Fixed: the message goes and the estimate comes back.
    await user.clear(coverage());
    await user.type(coverage(), '20000');
    await user.click(calculate());
    expect(coverage().hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText(/Enter a coverage amount/)).toBeNull();
    expect(shownPlans()).toEqual(expectedPlans({ age: 60, coverage: 20_000 }));
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
