// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { initPageActions } from '../layout/page-actions';
import { Avatar, initialsOf } from './Avatar';

afterEach(() => {
  document.body.innerHTML = '';
});

const props = { name: 'Margaret Ellis', src: '/team/margaret-ellis.svg' };

function parts(container: HTMLElement) {
  const box = container.querySelector('.avatar') as HTMLElement;
  return {
    state: box.dataset.state,
    initials: box.querySelector('.avatar-initials')?.textContent ?? null,
    img: box.querySelector('img'),
  };
}

describe('initialsOf', () => {
  it.each([
    ['Margaret Ellis', 'ME'],
    ['daniel de la Reyes', 'DR'],
    ['  Cher  ', 'C'],
    ['', ''],
  ])('%j -> %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

/** The avatar as prerendered, then the loader's portrait code. */
function show(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  initPageActions(document);
  return container;
}

describe('Avatar', () => {
  it('prerenders the initials and no image (state idle), with the portrait address', () => {
    const html = renderToString(<Avatar {...props} />);
    expect(html).toContain('data-state="idle"');
    expect(html).toContain(`data-src="${props.src}"`);
    expect(html).toContain('>ME</span>');
    expect(html).not.toContain('<img');
  });

  it('keeps the initials while the image loads, the image invisible and sized', () => {
    const container = show(<Avatar {...props} size={96} />);
    const { state, initials, img } = parts(container);
    expect(state).toBe('loading');
    expect(initials).toBe('ME');
    expect(img?.getAttribute('src')).toBe(props.src);
    expect(img?.getAttribute('width')).toBe('96');
    expect(img?.getAttribute('height')).toBe('96');
    expect(img?.getAttribute('alt')).toBe('');
  });

  it('shows the image and drops the initials once it has loaded', () => {
    const container = show(<Avatar {...props} />);
    fireEvent.load(parts(container).img as HTMLImageElement);
    const after = parts(container);
    expect(after.state).toBe('loaded');
    expect(after.initials).toBeNull();
    expect(after.img).not.toBeNull();
  });

  it('removes a failed image and leaves the initials for good', () => {
    const container = show(<Avatar {...props} />);
    fireEvent.error(parts(container).img as HTMLImageElement);
    const after = parts(container);
    expect(after.state).toBe('error');
    expect(after.initials).toBe('ME');
    expect(after.img).toBeNull();
  });

  it('shows the initials when there is no image path', () => {
    const container = show(<Avatar name="Daniel Reyes" src="" />);
    expect(parts(container)).toMatchObject({ state: 'error', initials: 'DR', img: null });
  });
});
