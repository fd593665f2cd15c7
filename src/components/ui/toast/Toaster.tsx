import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { getServerToasts, getToasts, subscribeToasts, type ToastItem, type ToastKind, toast } from './store';
import './toast.css';

/** Read aloud before the message (the icon is decorative), so the kind is never shown by color alone. */
const kindLabel: Record<ToastKind, string> = { success: 'Success:', error: 'Error:' };

const icon: Record<ToastKind, string> = { success: '✓', error: '✕' };

const noSubscription = () => () => {};

interface ToastViewProps {
  item: ToastItem;
  paused: boolean;
  onClose: (id: string) => void;
}

function ToastView({ item, paused, onClose }: ToastViewProps) {
  const { id, kind, message, duration, version } = item;
  const remaining = useRef(duration);
  const counted = useRef(version);

  // Count down while nothing holds the toasts open; an update of the same id starts again.
  useEffect(() => {
    if (counted.current !== version) {
      counted.current = version;
      remaining.current = duration;
    }
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => toast.dismiss(id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [id, paused, version, duration]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Only the toast closes, nothing around it.
      event.preventDefault();
      event.stopPropagation();
      onClose(id);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the toast whose close button has focus.
    <div className={`toast toast-${kind}`} data-toast-id={id} onKeyDown={onKeyDown}>
      <span className="toast-icon" aria-hidden="true">
        {icon[kind]}
      </span>
      <p className="toast-message">
        <span className="toast-kind">{kindLabel[kind]} </span>
        {message}
      </p>
      <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={() => onClose(id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * Renders the toasts of the store, once, in the layout. Nothing is rendered on the server or
 * during hydration; after that one live region (role="status") waits, empty, so that screen
 * readers announce what arrives, its kind read first ("Error:"). While the
 * pointer is over the toasts or focus is in them, every countdown pauses. Closing one by
 * keyboard moves focus to the next toast, or back to where focus was before.
 */
export function Toaster() {
  const client = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const list = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);

  // A removed element fires no pointerleave or blur: with nothing left, nothing holds them open.
  useEffect(() => {
    if (list.length === 0) {
      setHovered(false);
      setFocused(false);
    }
  }, [list.length]);

  if (!client) return null;

  const close = (id: string) => {
    const root = ref.current;
    if (root?.contains(document.activeElement)) {
      const buttons = [...root.querySelectorAll<HTMLElement>('.toast-close')];
      const index = buttons.findIndex((b) => b.closest(`[data-toast-id="${id}"]`));
      const next = buttons[index + 1] ?? buttons[index - 1] ?? cameFrom.current;
      if (next?.isConnected) next.focus({ preventScroll: true });
      else document.getElementById('main')?.focus({ preventScroll: true });
    }
    toast.dismiss(id);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
    setFocused(true);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node && event.currentTarget.contains(to))) setFocused(false);
  };

  const paused = hovered || focused;
  const view = (item: ToastItem) => <ToastView key={item.id} item={item} paused={paused} onClose={close} />;

  return (
    <div
      ref={ref}
      role="status"
      className="toaster"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {list.map(view)}
    </div>
  );
}
