// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenParsed } from './hydrate';

/** A document whose parser state the test moves by hand. */
function parsingDocument() {
  const listeners: Array<() => void> = [];
  const doc = {
    readyState: 'loading' as DocumentReadyState,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') listeners.push(listener);
    },
    finishParsing() {
      doc.readyState = 'interactive';
      for (const listener of listeners.splice(0)) listener();
    },
  };
  return doc;
}

describe('whenParsed', () => {
  it('waits for the end of parsing while the document is still loading', () => {
    const doc = parsingDocument();
    const run = vi.fn();
    whenParsed(run, doc as unknown as Document);
    expect(run).not.toHaveBeenCalled();
    doc.finishParsing();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it.each(['interactive', 'complete'] as const)('runs at once when the document is %s', (readyState) => {
    const run = vi.fn();
    whenParsed(run, { readyState, addEventListener: () => {} } as unknown as Document);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('the loader, run while the parser is still in the body (an async module script)', () => {
  afterEach(() => {
    // Back to jsdom's own readyState.
    delete (document as { readyState?: unknown }).readyState;
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-enhanced');
  });

  it('does nothing until the document is parsed, then wires the page and arms its islands', async () => {
    let readyState: DocumentReadyState = 'loading';
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });

    await import('./loader');
    expect(document.documentElement.hasAttribute('data-enhanced')).toBe(false);

    // The rest of the body arrives: an island the loader has to find.
    document.body.innerHTML = '<div data-island="checklist" data-props="{}"><form><button>Go</button></form></div>';
    readyState = 'interactive';
    document.dispatchEvent(new Event('DOMContentLoaded'));

    expect(document.documentElement.hasAttribute('data-enhanced')).toBe(true);
    // The loader saw the island and holds what is done in it until it hydrates: a submission
    // (the Enter key in a field, say) does not reload the page.
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(document.querySelector('[data-hydrated]')).toBeNull();
  });
});
