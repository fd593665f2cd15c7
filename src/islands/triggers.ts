import { subscribeToasts } from '../components/ui/toast/store';
import { holdInput, hydrateIsland } from './hydrate';
import { type IslandTrigger, isIslandName, islandTriggers } from './registry';

/**
 * When each island hydrates: only when the visitor acts (decision: islands hydrate on intent).
 * Never on idle, never because it scrolled into view: a page left alone runs the loader only.
 */

/** The first of these inside an island starts its hydration. */
export const INTENT_EVENTS = ['focusin', 'input', 'pointerdown'] as const;

/** The first of these on a Quick Quote link starts the quote dialog's hydration (the click opens it). */
export const QUICK_QUOTE_INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

export const QUICK_QUOTE_LINK = 'a[data-quick-quote]';

/** Runs `run` once, on the first intent event inside `element`. */
export function onIntent(element: HTMLElement, run: () => void): void {
  const controller = new AbortController();
  const once = () => {
    controller.abort();
    run();
  };
  for (const type of INTENT_EVENTS) {
    element.addEventListener(type, once, { capture: true, passive: true, signal: controller.signal });
  }
}

/** What ends the gesture a Quick Quote intent began: the click itself, or the gesture given up. */
export const QUICK_QUOTE_GESTURE_END = ['click', 'pointercancel', 'touchcancel', 'keyup', 'focusout'] as const;

/** Runs `run` after the next frame has been painted. */
export function afterPaint(run: () => void, view: Window = window): void {
  view.requestAnimationFrame(() => view.setTimeout(run, 0));
}

/**
 * Runs `run` once, after the first intent on any Quick Quote link of `doc`: once that gesture has
 * ended (the click that opens the dialog, or the gesture given up) and the next frame is painted.
 * React's code runs in one long task when it arrives; started at the pointerdown, it would land
 * between the press and the click, and hold the dialog's opening back by that long (measured at
 * 4x CPU slowdown: 0.76 s). Started after the click's frame, the dialog is on screen first.
 */
export function onQuickQuoteIntent(run: () => void, doc: Document = document): void {
  const controller = new AbortController();
  const view = doc.defaultView ?? window;
  const listener = (event: Event) => {
    if (!(event.target as Element | null)?.closest?.(QUICK_QUOTE_LINK)) return;
    controller.abort();
    const ended = new AbortController();
    const end = () => {
      ended.abort();
      afterPaint(run, view);
    };
    for (const type of QUICK_QUOTE_GESTURE_END) {
      doc.addEventListener(type, end, { capture: true, passive: true, signal: ended.signal });
    }
  };
  for (const type of QUICK_QUOTE_INTENT_EVENTS) {
    doc.addEventListener(type, listener, { capture: true, passive: true, signal: controller.signal });
  }
}

/** Runs `run` once, when the first toast is raised. */
export function onFirstToast(run: () => void): void {
  const unsubscribe = subscribeToasts(() => {
    unsubscribe();
    run();
  });
}

function report(error: unknown): void {
  // Shown in the console like any script error; the server-rendered HTML stays as it was.
  console.error(error);
}

/** The trigger of an island marker, from the one table (its data-trigger attribute is for tests). */
export function triggerOf(element: HTMLElement): IslandTrigger | undefined {
  const name = element.dataset.island;
  return isIslandName(name) ? islandTriggers[name] : undefined;
}

/**
 * Schedules every island of the page on its trigger, and keeps what the visitor does inside each
 * before it is hydrated (./hydrate.ts, holdInput). `hydrate` is for tests.
 */
export function startIslands(
  root: Document = document,
  hydrate: (element: HTMLElement) => Promise<void> = hydrateIsland,
): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const trigger = triggerOf(element);
    if (!trigger) continue;
    if (trigger === 'toast') {
      onFirstToast(() => void hydrate(element).catch(report));
      continue;
    }
    holdInput(element);
    // A download that failed is tried again on the next intent.
    const arm = () => {
      let done = false;
      const start = () => {
        if (done) return;
        done = true;
        hydrate(element).catch((error: unknown) => {
          report(error);
          arm();
        });
      };
      if (trigger === 'quick-quote') {
        // Focus lands inside the dialog as it opens: its code waits for the dialog's first frame.
        onIntent(element, () => afterPaint(start, root.defaultView ?? window));
        onQuickQuoteIntent(start, root);
      } else {
        onIntent(element, start);
      }
    };
    arm();
  }
}
