// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { islandComponents } from './components.server';
import { HYDRATED_ATTR } from './hydrate';
import { Island, serializeProps } from './Island.server';
import { mountIsland } from './mount';
import { islands } from './registry';

/** One small checklist group, its title carrying markup-like text. */
const groups = [
  {
    id: 'first',
    title: 'Count </script><b>',
    when: 'Now',
    items: [
      { id: 'a', text: 'Call the funeral home' },
      { id: 'b', text: 'Find the policy' },
    ],
  },
];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Island', () => {
  it('wraps the server render in a marker naming the island, its trigger, props and id prefix', () => {
    const html = renderToString(<Island name="checklist" props={{ groups }} />);
    document.body.innerHTML = html;
    const marker = document.querySelector<HTMLElement>('[data-island]');
    expect(marker?.dataset.island).toBe('checklist');
    expect(marker?.dataset.trigger).toBe('interaction');
    expect(marker?.dataset.prefix).toBe('checklist-');
    expect(JSON.parse(marker?.dataset.props ?? '')).toEqual({ groups });
    // No `<` in the props as written: no props value can read as markup.
    expect(/data-props="[^"]*</.test(html)).toBe(false);
    expect(marker?.querySelector('input')?.id).toContain('checklist-');
    // The server renders the registry's component for the name: the checklist's own markup.
    expect(marker?.querySelector('.checklist-group')).not.toBeNull();
  });

  it('escapes < in serialized props', () => {
    expect(serializeProps({ a: '<b>' })).toBe('{"a":"\\u003cb>"}');
    expect(JSON.parse(serializeProps({ a: '<b>' }))).toEqual({ a: '<b>' });
  });

  it('hydrates with the same ids, without a mismatch, and then answers input', async () => {
    document.body.innerHTML = renderToString(<Island name="checklist" props={{ groups }} />);
    const marker = document.querySelector<HTMLElement>('[data-island]') as HTMLElement;
    const before = marker.innerHTML;
    let mounted: Promise<void> | undefined;
    await act(async () => {
      mounted = mountIsland(
        marker,
        islandComponents.checklist as never,
        JSON.parse(marker.dataset.props ?? '{}'),
        marker.dataset.prefix ?? '',
      );
    });
    await expect(mounted).resolves.toBeUndefined();
    expect(marker.innerHTML).toBe(before);
    expect(screen.getByText('0 of 2 done')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Find the policy' }));
    expect(screen.getByText('1 of 2 done')).toBeTruthy();
    expect(HYDRATED_ATTR).toBe('data-hydrated');
  });

  it('gives the same component for each name on the server as the registry loads in the browser', async () => {
    for (const name of Object.keys(islands) as Array<keyof typeof islands>) {
      expect(await islands[name]()).toBe(islandComponents[name]);
    }
  });
});
