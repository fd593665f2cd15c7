import { afterEach, describe, expect, it, vi } from 'vitest';
import { getServerToasts, getToasts, MAX_TOASTS, subscribeToasts, TOAST_DURATIONS, toast } from './store';

afterEach(() => toast.dismiss());

describe('toast store', () => {
  it('offers the five kinds, each returning a new id', () => {
    const ids = [
      toast.success('Saved'),
      toast.info('Note'),
      toast.warning('Careful'),
      toast.error('Failed'),
      toast.loading('Sending'),
    ];
    expect(new Set(ids).size).toBe(5);
    // Only the newest MAX_TOASTS stay.
    expect(getToasts().map((t) => t.kind)).toEqual(
      ['success', 'info', 'warning', 'error', 'loading'].slice(-MAX_TOASTS),
    );
  });

  it('gives each kind its duration, loading none', () => {
    toast.success('a');
    toast.loading('b');
    const [success, loading] = getToasts();
    expect(success?.duration).toBe(TOAST_DURATIONS.success);
    expect(loading?.duration).toBe(Number.POSITIVE_INFINITY);
    expect(TOAST_DURATIONS.success).toBeGreaterThanOrEqual(5000);
  });

  it('takes a duration option', () => {
    toast.info('a', { duration: 1234 });
    expect(getToasts()[0]?.duration).toBe(1234);
  });

  it('replaces a toast in place when its id is reused, bumping its version', () => {
    const first = toast.info('first');
    const id = toast.loading('Sending...');
    const same = toast.success('Sent', { id });
    expect(same).toBe(id);
    expect(getToasts().map((t) => [t.id, t.kind, t.message, t.version])).toEqual([
      [first, 'info', 'first', 0],
      [id, 'success', 'Sent', 1],
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
