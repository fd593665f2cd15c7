import { afterEach, describe, expect, it, vi } from 'vitest';
import { getServerToasts, getToasts, MAX_TOASTS, subscribeToasts, TOAST_DURATIONS, toast } from './store';

afterEach(() => toast.dismiss());

describe('toast store', () => {
  it('offers the two kinds the site uses, each returning a new id; only the newest MAX_TOASTS stay', () => {
    const ids = [toast.success('Saved'), toast.error('Failed'), toast.success('Again'), toast.error('Twice')];
    expect(new Set(ids).size).toBe(4);
    expect(MAX_TOASTS).toBe(3);
    expect(getToasts().map((t) => t.message)).toEqual(['Failed', 'Again', 'Twice']);
    expect(Object.keys(TOAST_DURATIONS).sort()).toEqual(['error', 'success']);
  });

  it('gives each kind its duration: long enough to read, an error longer', () => {
    toast.success('a');
    toast.error('b');
    const [success, error] = getToasts();
    expect(success?.duration).toBe(TOAST_DURATIONS.success);
    expect(error?.duration).toBe(TOAST_DURATIONS.error);
    expect(TOAST_DURATIONS.success).toBeGreaterThanOrEqual(5000);
    expect(TOAST_DURATIONS.error).toBeGreaterThan(TOAST_DURATIONS.success);
  });

  it('replaces a toast in place when its id is reused, bumping its version', () => {
    const first = toast.error('first');
    const id = toast.success('Calculated', { id: 'calc' });
    const same = toast.success('Calculated again', { id });
    expect(same).toBe(id);
    expect(getToasts().map((t) => [t.id, t.kind, t.message, t.version])).toEqual([
      [first, 'error', 'first', 0],
      [id, 'success', 'Calculated again', 1],
    ]);
  });

  it('dismisses one toast by id, or all without one', () => {
    const a = toast.success('a');
    toast.success('b');
    toast.dismiss(a);
    expect(getToasts().map((t) => t.message)).toEqual(['b']);
    toast.dismiss('no-such-id');
    expect(getToasts()).toHaveLength(1);
    toast.dismiss();
    expect(getToasts()).toEqual([]);
  });

  it('tells subscribers about each change, and no more after unsubscribing', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    const id = toast.success('a');
    toast.dismiss(id);
    toast.dismiss(id); // nothing to remove: no change
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast.success('b');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps a stable snapshot between changes (useSyncExternalStore needs it)', () => {
    toast.success('a');
    expect(getToasts()).toBe(getToasts());
    expect(getServerToasts()).toEqual([]);
    expect(getServerToasts()).toBe(getServerToasts());
  });
});
