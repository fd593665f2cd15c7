// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../components/ui/toast/store';
import { afterPaint, INTENT_EVENTS, QUICK_QUOTE_INTENT_EVENTS, startIslands } from './triggers';

/**
 * The triggers: each island hydrates on the visitor's first intent, once; never because the page
 * went idle or the island came into view.
 */

const page = `<a href="/quote" data-quick-quote="">Quick Quote</a>
<div data-island="premium-calculator"><form><input name="age"><button>Calculate</button></form></div>
<div data-island="quote"><dialog><button type="button">Male</button></dialog></div>
<div data-island="toaster"></div>`;

/** Every IntersectionObserver made, with what it observes (none should be made). */
let observed: Element[] = [];
let idleCallbacks: Array<() => void> = [];

beforeEach(() => {
  document.body.innerHTML = page;
  observed = [];
  idleCallbacks = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push(element);
        this.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
    },
  );
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idleCallbacks.push(run));
});

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const island = (name: string) => document.querySelector<HTMLElement>(`[data-island="${name}"]`) as HTMLElement;
const hydrated = (hydrate: ReturnType<typeof vi.fn>) =>
  hydrate.mock.calls.map(([element]) => (element as HTMLElement).dataset.island);

function start() {
  const hydrate = vi.fn((_element: HTMLElement) => Promise.resolve());
  startIslands(document, hydrate);
  return hydrate;
}

describe('island triggers', () => {
  it('idle, load and visibility start nothing', () => {
    vi.useFakeTimers();
    const hydrate = start();
    window.dispatchEvent(new Event('load'));
    for (const run of idleCallbacks) run();
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('scroll'));
    expect(observed).toEqual([]);
    expect(hydrate).not.toHaveBeenCalled();
  });

  it.each(INTENT_EVENTS)('the first %s inside a calculator starts its hydration, once', (type) => {
    const hydrate = start();
    const input = island('premium-calculator').querySelector('input') as HTMLInputElement;
    input.dispatchEvent(new Event(type, { bubbles: true }));
    for (const other of INTENT_EVENTS) input.dispatchEvent(new Event(other, { bubbles: true }));
    expect(hydrated(hydrate)).toEqual(['premium-calculator']);
  });

  it.each(QUICK_QUOTE_INTENT_EVENTS)(
    'a %s on a Quick Quote link starts the dialog’s hydration once the click is painted, once',
    async (type) => {
      const hydrate = start();
      const link = document.querySelector('a') as HTMLAnchorElement;
      link.dispatchEvent(new Event(type, { bubbles: true }));
      for (const other of QUICK_QUOTE_INTENT_EVENTS) link.dispatchEvent(new Event(other, { bubbles: true }));
      // Not during the press: React's code would hold the click (and the dialog) back.
      expect(hydrate).not.toHaveBeenCalled();
      link.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(hydrate).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalled());
      // Intent inside the dialog (open by then) changes nothing more.
      island('quote')
        .querySelector('button')
        ?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await new Promise<void>((resolve) => afterPaint(resolve));
      expect(hydrated(hydrate)).toEqual(['quote']);
    },
  );

  it('events elsewhere on the page start nothing', () => {
    const hydrate = start();
    for (const type of [...INTENT_EVENTS, ...QUICK_QUOTE_INTENT_EVENTS]) {
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
    }
    expect(hydrate).not.toHaveBeenCalled();
  });

  it('the toaster hydrates when the first toast is raised, once', () => {
    const hydrate = start();
    expect(hydrate).not.toHaveBeenCalled();
    toast.success('Saved');
    toast.success('Saved again');
    expect(hydrated(hydrate)).toEqual(['toaster']);
  });

  it('a download that failed is tried again on the next intent', async () => {
    const hydrate = vi.fn((_element: HTMLElement) => Promise.reject(new Error('offline')));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    startIslands(document, hydrate);
    const input = island('premium-calculator').querySelector('input') as HTMLInputElement;
    input.dispatchEvent(new Event('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    input.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    error.mockRestore();
  });
});
