export type { ToastItem, ToastKind, ToastOptions } from './store';
export { MAX_TOASTS, TOAST_DURATIONS, toast } from './store';
export { Toaster } from './Toaster';
