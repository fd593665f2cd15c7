/**
 * The toast store: a module-level list of notifications with subscribe/getSnapshot for
 * useSyncExternalStore. No React here, so anything (a form handler, a fetch callback) can call
 * `toast.success(...)`; the one <Toaster /> in the layout renders the list.
 */

export type ToastKind = 'success' | 'info' | 'warning' | 'error' | 'loading';

export interface ToastOptions {
  /** Reuse an id to replace that toast in place (e.g. a loading toast becoming a success one). */
  id?: string;
  /** Milliseconds before it closes by itself; `Infinity` keeps it until dismissed. */
  duration?: number;
}

export interface ToastItem {
  readonly id: string;
  readonly kind: ToastKind;
  readonly message: string;
  /** Milliseconds shown before it closes by itself; `Infinity` for never. */
  readonly duration: number;
  /** Bumped on every update of the same id, so that its countdown starts again. */
  readonly version: number;
}

/** How long each kind stays up (paused while the pointer or focus is on the toasts). */
export const TOAST_DURATIONS: Readonly<Record<ToastKind, number>> = {
  success: 6000,
  info: 6000,
  warning: 10_000,
  error: 10_000,
  loading: Number.POSITIVE_INFINITY,
};

/** At most this many at once: a new toast pushes out the oldest one. */
export const MAX_TOASTS = 3;

const EMPTY: readonly ToastItem[] = [];
let items: readonly ToastItem[] = EMPTY;
/** Where the toasts render while a modal dialog is open (null: in the layout). */
let host: HTMLElement | null = null;
let counter = 0;
const listeners = new Set<() => void>();

function commit(next: readonly ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++counter}`;
  const duration = options.duration ?? TOAST_DURATIONS[kind];
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
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  /** Stays until dismissed or replaced: `toast.success('Done', { id })`. */
  loading: (message: string, options?: ToastOptions) => show('loading', message, options),
  /** Closes one toast, or all of them without an id. */
  dismiss(id?: string): void {
    if (id === undefined) {
      if (items.length > 0) commit(EMPTY);
    } else if (items.some((t) => t.id === id)) {
      commit(items.filter((t) => t.id !== id));
    }
  },
};

/**
 * A modal <dialog> makes the rest of the page inert and covers it, so toasts rendered in the
 * layout would be hidden from sight and from screen readers. The dialog names itself the host
 * while it is open, and the toasts render inside it; `null` puts them back in the layout.
 */
export function setToastHost(element: HTMLElement | null): void {
  if (host === element) return;
  host = element;
  for (const listener of listeners) listener();
}

export function getToastHost(): HTMLElement | null {
  return host;
}

export function getServerToastHost(): HTMLElement | null {
  return null;
}

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
