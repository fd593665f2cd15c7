// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HYDRATED_ATTR } from './hydrate';
import { Island, serializeProps } from './Island.server';
import { mountIsland } from './mount';

function Counter({ label, start }: { label: string; start: number }) {
  const id = useId();
  const [count, setCount] = useState(start);
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} readOnly value={count} />
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Add one
      </button>
    </p>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Island', () => {
  it('wraps the server render in a marker naming the island, its trigger, props and id prefix', () => {
    const html = renderToString(
      <Island name="checklist" component={Counter} props={{ label: 'Count </script><b>', start: 2 }} />,
    );
    document.body.innerHTML = html;
    const marker = document.querySelector<HTMLElement>('[data-island]');
    expect(marker?.dataset.island).toBe('checklist');
    expect(marker?.dataset.trigger).toBe('interaction');
    expect(marker?.dataset.prefix).toBe('checklist-');
    expect(JSON.parse(marker?.dataset.props ?? '')).toEqual({ label: 'Count </script><b>', start: 2 });
    // No `<` in the props as written: no props value can read as markup.
    expect(/data-props="[^"]*</.test(html)).toBe(false);
    expect(marker?.querySelector('input')?.id).toContain('checklist-');
  });

  it('escapes < in serialized props', () => {
    expect(serializeProps({ a: '<b>' })).toBe('{"a":"\\u003cb>"}');
    expect(JSON.parse(serializeProps({ a: '<b>' }))).toEqual({ a: '<b>' });
  });

  it('hydrates with the same ids, without a mismatch, and then answers input', async () => {
    document.body.innerHTML = renderToString(
      <Island name="checklist" component={Counter} props={{ label: 'Count', start: 2 }} />,
    );
    const marker = document.querySelector<HTMLElement>('[data-island]') as HTMLElement;
    const before = marker.innerHTML;
    let mounted: Promise<void> | undefined;
    await act(async () => {
      mounted = mountIsland(
        marker,
        Counter as never,
        JSON.parse(marker.dataset.props ?? '{}'),
        marker.dataset.prefix ?? '',
      );
    });
    await expect(mounted).resolves.toBeUndefined();
    expect(marker.innerHTML).toBe(before);
    expect((screen.getByLabelText('Count') as HTMLInputElement).value).toBe('2');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add one' }));
    expect((screen.getByLabelText('Count') as HTMLInputElement).value).toBe('3');
    expect(HYDRATED_ATTR).toBe('data-hydrated');
  });
});
