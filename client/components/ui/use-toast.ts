import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * Toast queue (docs/product.md §2 "Notifications"): toasts stack, at most TOAST_LIMIT open at once,
 * and a new one pushes out the oldest open default toast, never an error (docs/decisions/041: a
 * failure is never hidden behind another destination's success). An error (destructive) toast
 * with an action stays until it is dismissed; one without an action is shown for
 * ERROR_TOAST_DURATION. A dismissed toast stays in memory (closed) for TOAST_REMOVE_DELAY before
 * removal. The default display time (5000 ms) is the Radix provider's `duration` in toaster.tsx.
 */
export const TOAST_LIMIT = 3;
/** Closed toasts kept for their removal delay beyond the open ones (older ones go at once). */
const CLOSED_KEPT = 10;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;
/** An error with nothing to act on ("No Post Selected") is read and goes; it never covers the page for good. */
export const ERROR_TOAST_DURATION = 10_000;
export const TOAST_SWIPE_THRESHOLD = 50;

type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  /** A <ToastAction altText="…"> element. */
  action?: ReactNode;
  variant?: ToastVariant;
  /** Overrides the default display time for this toast, in ms (an error toast: until dismissed). */
  duration?: number;
}

export interface ToasterToast extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastState {
  toasts: ToasterToast[];
}

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/**
 * Newest first. While more than TOAST_LIMIT are open, the oldest open default toast goes; errors
 * are never pushed out (each is dismissed by the person). Closed ones past CLOSED_KEPT go too.
 */
function withinLimit(toasts: ToasterToast[]): ToasterToast[] {
  const kept = [...toasts];
  let open = kept.filter((t) => t.open).length;
  for (let i = kept.length - 1; i >= 0 && open > TOAST_LIMIT; i--) {
    const t = kept[i];
    if (t?.open && t.variant !== 'destructive') {
      kept.splice(i, 1);
      open--;
    }
  }
  let closed = 0;
  return kept.filter((t) => t.open || ++closed <= CLOSED_KEPT);
}

/** Pure state transition; side effects (removal timers) live in dispatch. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: withinLimit([action.toast, ...state.toasts]) };
    case 'UPDATE_TOAST':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

let count = 0;
function nextId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
let memoryState: ToastState = { toasts: [] };

function scheduleRemoval(toastId: string) {
  if (removeTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimers.set(toastId, timer);
}

export function dispatch(action: ToastAction) {
  if (action.type === 'DISMISS_TOAST') {
    const targets =
      action.toastId === undefined ? memoryState.toasts : memoryState.toasts.filter((t) => t.id === action.toastId);
    for (const t of targets) scheduleRemoval(t.id);
  }
  if (action.type === 'REMOVE_TOAST') {
    const ids = action.toastId === undefined ? [...removeTimers.keys()] : [action.toastId];
    for (const id of ids) {
      const timer = removeTimers.get(id);
      if (timer) clearTimeout(timer);
      removeTimers.delete(id);
    }
  }
  memoryState = toastReducer(memoryState, action);
  for (const listener of listeners) listener();
}

export function getToastState(): ToastState {
  return memoryState;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

/** Shows a toast; callable from anywhere (hooks, mutation callbacks, plain modules). */
export function toast(options: ToastOptions): ToastHandle {
  const id = nextId();
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });
  const update = (next: ToastOptions) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });
  // An error with an action stays until the person dismisses it (docs/decisions/041), unless the caller says otherwise.
  const errorDuration = options.action ? Infinity : ERROR_TOAST_DURATION;
  const duration = options.duration ?? (options.variant === 'destructive' ? errorDuration : undefined);
  dispatch({
    type: 'ADD_TOAST',
    toast: { ...options, ...(duration === undefined ? {} : { duration }), id, open: true },
  });
  return { id, dismiss, update };
}

export function dismissToast(toastId?: string) {
  dispatch(toastId === undefined ? { type: 'DISMISS_TOAST' } : { type: 'DISMISS_TOAST', toastId });
}

export function useToast() {
  const state = useSyncExternalStore(subscribe, getToastState, getToastState);
  return { ...state, toast, dismiss: dismissToast };
}
