// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { checklist } from '../../../content/data/checklist';
import { Checklist } from './Checklist';

afterEach(cleanup);

function setup() {
  const user = userEvent.setup();
  render(<Checklist groups={checklist} />);
  const groups = checklist.map((group) => {
    const region = screen.getByRole('region', { name: new RegExp(group.title) });
    const all = within(region).getByRole('checkbox', { name: `All ${group.title.toLowerCase()}` }) as HTMLInputElement;
    const items = group.items.map(
      (item) => within(region).getByRole('checkbox', { name: item.text }) as HTMLInputElement,
    );
    return { group, region, all, items };
  });
  return { user, groups };
}

describe('Checklist', () => {
  it('renders four groups of real, labelled checkboxes, all clear', () => {
    const { groups } = setup();
    expect(groups).toHaveLength(4);
    for (const { all, items, region, group } of groups) {
      expect(all.checked).toBe(false);
      expect(all.indeterminate).toBe(false);
      expect(items.every((box) => !box.checked)).toBe(true);
      expect(within(region).getByText(`0 of ${group.items.length} done`)).toBeTruthy();
    }
  });

  it('shows the group box as mixed when some items are ticked, and checked when all are', async () => {
    const { user, groups } = setup();
    const { all, items, region } = groups[1] as (typeof groups)[number];
    await user.click(items[0] as HTMLInputElement);
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    expect(within(region).getByText(`1 of ${items.length} done`)).toBeTruthy();
    for (const box of items.slice(1)) await user.click(box);
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    await user.click(items[0] as HTMLInputElement);
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
  });

  it('ticks and clears a whole group from its box, leaving other groups alone', async () => {
    const { user, groups } = setup();
    const [first, second] = groups as [(typeof groups)[number], (typeof groups)[number]];
    await user.click(first.items[0] as HTMLInputElement);
    await user.click(first.all);
    expect(first.items.every((box) => box.checked)).toBe(true);
    expect(first.all.checked).toBe(true);
    expect(first.all.indeterminate).toBe(false);
    expect(second.items.some((box) => box.checked)).toBe(false);
    await user.click(first.all);
    expect(first.items.every((box) => !box.checked)).toBe(true);
    expect(first.all.indeterminate).toBe(false);
  });

  it('works from the keyboard with Space', async () => {
    const { user, groups } = setup();
    const { all, items } = groups[2] as (typeof groups)[number];
    (items[1] as HTMLInputElement).focus();
    await user.keyboard(' ');
    expect((items[1] as HTMLInputElement).checked).toBe(true);
    expect(all.indeterminate).toBe(true);
    all.focus();
    await user.keyboard(' ');
    expect(items.every((box) => box.checked)).toBe(true);
  });

  it('stores nothing: no web storage, no cookie', async () => {
    localStorage.clear();
    sessionStorage.clear();
    const { user, groups } = setup();
    for (const { all } of groups) await user.click(all);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('renders on the server with every box clear', () => {
    const html = renderToString(<Checklist groups={checklist} />);
    const boxes = html.match(/type="checkbox"/g) ?? [];
    expect(boxes).toHaveLength(checklist.reduce((n, g) => n + g.items.length + 1, 0));
    expect(html).not.toMatch(/checked=""/);
  });
});
