import { type IslandName, type IslandTrigger, isIslandName, islands } from './registry';

/** Set on an island's marker once React has hydrated it. */
export const HYDRATED_ATTR = 'data-hydrated';

const started = new WeakMap<HTMLElement, Promise<void>>();

/**
 * Hydrates one island (once; later calls get the same promise): React, the mount helper and the
 * island's own chunk are downloaded together, then `hydrateRoot` runs on the marker element.
 */
export function hydrateIsland(element: HTMLElement): Promise<void> {
  const known = started.get(element);
  if (known) return known;
  const name = element.dataset.island;
  if (!isIslandName(name)) return Promise.reject(new Error(`Unknown island: ${String(name)}`));
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  const promise = Promise.all([import('./mount'), islands[name]()]).then(([{ mountIsland }, Component]) =>
    mountIsland(element, Component as never, props, element.dataset.prefix ?? `${name}-`).then(() => {
      element.setAttribute(HYDRATED_ATTR, '');
    }),
  );
  // A failed download may be tried again (the next trigger or click).
  promise.catch(() => started.delete(element));
  started.set(element, promise);
  return promise;
}

/** The marker of the first island of that name on the page, if any. */
export function findIsland(name: IslandName, root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[data-island="${name}"]`);
}

function report(error: unknown): void {
  // Shown in the console like any script error; the server-rendered HTML stays as it was.
  console.error(error);
}

/**
 * Runs `run` once the whole document has been parsed (at once if it already has). A module script
 * marked `async` may run while the parser is still in the body, before the islands below it exist;
 * the loader must not depend on how its script tag is written.
 */
export function whenParsed(run: () => void, doc: Pick<Document, 'readyState' | 'addEventListener'> = document): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

/** Runs `run` once the page has loaded and the main thread is idle. */
export function whenIdle(run: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 4000 });
    else setTimeout(run, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Runs `run(element)` the first time the element comes near the viewport (or is interacted with). */
export function whenVisible(element: HTMLElement, run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    element.removeEventListener('focusin', once);
    element.removeEventListener('pointerdown', once);
    run();
  };
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) once();
          },
          { rootMargin: '200px 0px' },
        )
      : null;
  if (observer) observer.observe(element);
  else whenIdle(once);
  element.addEventListener('focusin', once);
  element.addEventListener('pointerdown', once);
}

/** Schedules every island of the page on its trigger. */
export function startIslands(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const hydrate = () => hydrateIsland(element).catch(report);
    const trigger = element.dataset.trigger as IslandTrigger | undefined;
    if (trigger === 'load') void hydrate();
    else if (trigger === 'visible') whenVisible(element, hydrate);
    else whenIdle(hydrate);
  }
}
