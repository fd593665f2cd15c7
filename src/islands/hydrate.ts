import { replayChangedControls } from './controls';
import { isIslandName, islands } from './registry';

/** Set on an island's marker once React has hydrated it. */
export const HYDRATED_ATTR = 'data-hydrated';

const started = new WeakMap<HTMLElement, Promise<void>>();
const held = new WeakMap<HTMLElement, HeldInput>();

/**
 * What the visitor does inside an island before React has taken it over, kept to be done again
 * once it has: typed text and ticked boxes (./controls.ts), presses on its plain buttons
 * (`type="button"`, such as the quote dialog's first choice) and the submission of its forms
 * (stopped, so the page does not reload). A press the loader has handled itself (its default
 * prevented, such as the dialog's Close) is not kept.
 */
interface HeldInput {
  /** Stops holding (React listens from now on) and returns the replay, to run once hydrated. */
  release: () => () => void;
}

export function holdInput(element: HTMLElement): HeldInput {
  const known = held.get(element);
  if (known) return known;
  const presses: HTMLButtonElement[] = [];
  let submission: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const controller = new AbortController();
  const { signal } = controller;
  element.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button');
      if (button && button.type === 'button' && !event.defaultPrevented && element.contains(button)) {
        presses.push(button);
      }
    },
    { signal },
  );
  element.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      submission = { form: event.target as HTMLFormElement, submitter: (event as SubmitEvent).submitter ?? null };
    },
    { signal },
  );
  const replay = () => {
    replayChangedControls(element);
    for (const button of presses.splice(0)) if (button.isConnected && !button.disabled) button.click();
    const kept = submission;
    submission = null;
    if (kept?.form.isConnected) {
      const submitter = kept.submitter?.isConnected && kept.form.contains(kept.submitter) ? kept.submitter : null;
      kept.form.requestSubmit(submitter);
    }
  };
  const result: HeldInput = {
    release: () => {
      controller.abort();
      held.delete(element);
      return replay;
    },
  };
  held.set(element, result);
  return result;
}

/**
 * Hydrates one island (once; later calls get the same promise): React, the mount helper and the
 * island's own chunk are downloaded together, then `hydrateRoot` runs on the marker element and
 * what the visitor did inside it meanwhile (holdInput) is done again.
 */
export function hydrateIsland(element: HTMLElement): Promise<void> {
  const known = started.get(element);
  if (known) return known;
  const name = element.dataset.island;
  if (!isIslandName(name)) return Promise.reject(new Error(`Unknown island: ${String(name)}`));
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  const input = holdInput(element);
  const promise = Promise.all([import('./mount'), islands[name]()]).then(([{ mountIsland }, Component]) => {
    const replay = input.release();
    return mountIsland(element, Component as never, props, element.dataset.prefix ?? `${name}-`).then(() => {
      element.setAttribute(HYDRATED_ATTR, '');
      replay();
    });
  });
  // A failed download may be tried again (the next intent or click).
  promise.catch(() => started.delete(element));
  started.set(element, promise);
  return promise;
}

/** The marker of the first island of that name on the page, if any. */
export function findIsland(name: string, root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[data-island="${name}"]`);
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
