// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../ui/toast/store';
import { Toaster } from '../ui/toast/Toaster';
import { FUNERAL_TOAST, FuneralCostCalculator } from './FuneralCostCalculator';

afterEach(() => {
  cleanup();
  act(() => toast.dismiss());
});

const LABELS = ['Basic services', 'Facilities', 'Transportation', 'Casket', 'Urn', 'Cemetery', 'Headstone', 'Flowers'];

function setup() {
  const user = userEvent.setup();
  const { container } = render(
    <>
      <FuneralCostCalculator />
      <Toaster />
    </>,
  );
  const form = container.querySelector('form') as HTMLFormElement;
  return { user, form };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const calculate = () => screen.getByRole('button', { name: 'Calculate' });
const total = (form: HTMLFormElement) => within(form).getByRole('status').textContent;
const toastText = () => screen.queryByText(FUNERAL_TOAST);

describe('FuneralCostCalculator', () => {
  it('renders eight labelled inputs on the server, in order, with the defaults and no total', () => {
    const doc = new DOMParser().parseFromString(renderToString(<FuneralCostCalculator />), 'text/html');
    const inputs = [...doc.querySelectorAll('input')];
    expect(inputs.map((i) => doc.querySelector(`label[for="${i.id}"]`)?.textContent)).toEqual(LABELS);
    expect(inputs.map((i) => i.getAttribute('value'))).toEqual([
      '3000',
      '1000',
      '500',
      '2500',
      '0',
      '2000',
      '1500',
      '300',
    ]);
    expect(inputs.every((i) => i.getAttribute('type') === 'number')).toBe(true);
    expect(doc.querySelector('[role="status"]')?.textContent).toBe('');
  });

  it('shows no total until Calculate, then $10,800, a breakdown and the toast', async () => {
    const { user, form } = setup();
    expect(total(form)).toBe('');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(calculate());
    expect(total(form)).toBe('Estimated funeral cost: $10,800');
    const table = screen.getByRole('table', { name: 'Breakdown of your estimate' });
    expect(within(table).getByRole('row', { name: 'Casket $2,500' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Total $10,800' })).toBeTruthy();
    expect(toastText()).not.toBeNull();
    expect(screen.getByText(FUNERAL_TOAST).closest('[role="status"]')).not.toBeNull();

    // Pressing again keeps one toast, not a pile of identical ones.
    await user.click(calculate());
    expect(screen.getAllByText(FUNERAL_TOAST)).toHaveLength(1);
  });

  it('recomputes: a $5,000 casket gives $13,300', async () => {
    const { user, form } = setup();
    await user.click(calculate());
    await user.clear(field('Casket'));
    await user.type(field('Casket'), '5000');
    await user.click(calculate());
    expect(total(form)).toBe('Estimated funeral cost: $13,300');
  });

  it('counts an emptied line as $0', async () => {
    const { user, form } = setup();
    await user.clear(field('Flowers'));
    await user.click(calculate());
    expect(total(form)).toBe('Estimated funeral cost: $10,500');
  });

  it('names a negative line beside it, focuses it, and shows no total and no toast', async () => {
    const { user, form } = setup();
    await user.clear(field('Headstone'));
    await user.type(field('Headstone'), '-100');
    await user.click(calculate());
    expect(total(form)).toBe('');
    expect(toastText()).toBeNull();
    const headstone = field('Headstone');
    expect(headstone.getAttribute('aria-invalid')).toBe('true');
    const described = headstone.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Enter 0 or more. Amounts cannot be negative.',
    );
    expect(document.activeElement).toBe(headstone);
    expect(field('Casket').hasAttribute('aria-invalid')).toBe(false);
  });

  it('says "numbers only" for text the number input could not read', async () => {
    const { user, form } = setup();
    // What a browser reports for "12e" in a number input: an empty value and badInput.
    Object.defineProperty(field('Urn'), 'validity', { value: { badInput: true } });
    await user.click(calculate());
    expect(total(form)).toBe('');
    expect(screen.getByText(/numbers only/)).toBeTruthy();
  });

  it('refuses cents and amounts over the cap', async () => {
    const { user } = setup();
    await user.clear(field('Flowers'));
    await user.type(field('Flowers'), '99.50');
    await user.clear(field('Casket'));
    await user.type(field('Casket'), '20000000');
    await user.click(calculate());
    expect(screen.getByText('Enter whole dollars, without cents.')).toBeTruthy();
    expect(screen.getByText('Enter $10,000,000 or less.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Casket'));
  });
});
