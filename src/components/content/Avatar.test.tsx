// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './Avatar';

afterEach(cleanup);

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

describe('Avatar', () => {
  it('prerenders the initials and no image (state idle)', () => {
    const html = renderToString(<Avatar {...props} />);
    expect(html).toContain('data-state="idle"');
    expect(html).toContain('>ME</span>');
    expect(html).not.toContain('<img');
  });

  it('hydrates the prerendered HTML without a mismatch, then starts loading the image', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Avatar {...props} />);
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Avatar {...props} />);
    });
    expect(parts(container).state).toBe('loading');
    expect(parts(container).initials).toBe('ME');
    await act(async () => root?.unmount());
    container.remove();
  });

  it('keeps the initials while the image loads, the image invisible and sized', () => {
    const { container } = render(<Avatar {...props} size={96} />);
    const { state, initials, img } = parts(container);
    expect(state).toBe('loading');
    expect(initials).toBe('ME');
    expect(img?.getAttribute('src')).toBe(props.src);
    expect(img?.getAttribute('width')).toBe('96');
    expect(img?.getAttribute('height')).toBe('96');
    expect(img?.getAttribute('alt')).toBe('');
  });

  it('shows the image and drops the initials once it has loaded', () => {
    const { container } = render(<Avatar {...props} />);
    fireEvent.load(parts(container).img as HTMLImageElement);
    const after = parts(container);
    expect(after.state).toBe('loaded');
    expect(after.initials).toBeNull();
    expect(after.img).not.toBeNull();
  });

  it('removes a failed image and leaves the initials for good', () => {
    const { container } = render(<Avatar {...props} />);
    fireEvent.error(parts(container).img as HTMLImageElement);
    const after = parts(container);
    expect(after.state).toBe('error');
    expect(after.initials).toBe('ME');
    expect(after.img).toBeNull();
  });

  it('tries again when the image path changes', () => {
    const { container, rerender } = render(<Avatar {...props} />);
    fireEvent.error(parts(container).img as HTMLImageElement);
    rerender(<Avatar {...props} src="/team/daniel-reyes.svg" />);
    const after = parts(container);
    expect(after.state).toBe('loading');
    expect(after.img?.getAttribute('src')).toBe('/team/daniel-reyes.svg');
  });

  it('shows the initials when there is no image path', () => {
    const { container } = render(<Avatar name="Daniel Reyes" src="" />);
    expect(parts(container)).toMatchObject({ state: 'error', initials: 'DR', img: null });
  });
});
