/**
 * The toast store: a module-level list of short notices with subscribe/getSnapshot for
 * useSyncExternalStore. No React here, so an event handler or a failed download can call
 * `toast.success(...)`; the one <Toaster /> in the layout renders the list. Two kinds are used:
 * the funeral calculator's success and the quote form's failure to load. The Quick Quote dialog
 * has its own messages and raises none (a toast behind a modal dialog would be inert, and a
 * second announcement of the same failure).
 */

export type ToastKind = 'success' | 'error';

export interface ToastOptions {
  /** Reuse an id to replace that toast in place, restarting its time (one per calculator press). */
  id?: string;
}

export interface ToastItem {
  readonly id: string;
  readonly kind: ToastKind;
  readonly message: string;
  /** Milliseconds shown before it closes by itself. */
  readonly duration: number;
  /** Bumped on every update of the same id, so that its countdown starts again. */
  readonly version: number;
}

/** How long each kind stays up (paused while the pointer or focus is on the toasts). */
export const TOAST_DURATIONS: Readonly<Record<ToastKind, number>> = {
  success: 6000,
  error: 10_000,
};

/** At most this many at once: a new toast pushes out the oldest one. */
export const MAX_TOASTS = 3;

const EMPTY: readonly ToastItem[] = [];
let items: readonly ToastItem[] = EMPTY;
let counter = 0;
const listeners = new Set<() => void>();

function commit(next: readonly ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++counter}`;
  const duration = TOAST_DURATIONS[kind];
  const existing = items.find((t) => t.id === id);
  if (existing) {
    const updated: ToastItem = { id, kind, message, duration, version: existing.version + 1 };
    commit(items.map((t) => (t === existing ? updated : t)));
  } else {
    commit([...items, { id, kind, message, duration, version: 0 }].slice(-MAX_TOASTS));
  }
  return id;
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  /** Closes one toast, or all of them without an id. */
  dismiss(id?: string): void {
    if (id === undefined) {
      if (items.length > 0) commit(EMPTY);
    } else if (items.some((t) => t.id === id)) {
      commit(items.filter((t) => t.id !== id));
    }
  },
};

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): readonly ToastItem[] {
  return items;
}

/** The server (and hydration) never shows toasts. */
export function getServerToasts(): readonly ToastItem[] {
  return EMPTY;
}
