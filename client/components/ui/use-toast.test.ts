import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ToastState,
  type ToasterToast,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  dismissToast,
  dispatch,
  getToastState,
  toast,
  toastReducer,
} from './use-toast';

describe('toastReducer', () => {
  const t = (id: string): ToasterToast => ({ id, open: true, title: id });

  it('keeps only the newest toast (limit 1)', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: t('a') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: t('b') });
    expect(state.toasts.map((x) => x.id)).toEqual(['b']);
  });

  it('updates, dismisses and removes by id', () => {
    let state: ToastState = { toasts: [t('a')] };
    state = toastReducer(state, { type: 'UPDATE_TOAST', toast: { id: 'a', title: 'new' } });
    expect(state.toasts[0]?.title).toBe('new');
    state = toastReducer(state, { type: 'DISMISS_TOAST', toastId: 'a' });
    expect(state.toasts[0]?.open).toBe(false);
    state = toastReducer(state, { type: 'REMOVE_TOAST', toastId: 'a' });
    expect(state.toasts).toEqual([]);
  });
});

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    dispatch({ type: 'REMOVE_TOAST' });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast, closes it on dismiss and removes it after the removal delay', () => {
    const handle = toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    expect(getToastState().toasts).toMatchObject([{ id: handle.id, open: true, title: 'Logged out' }]);

    handle.dismiss();
    expect(getToastState().toasts[0]?.open).toBe(false);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('replaces the visible toast with a new one', () => {
    toast({ title: 'first' });
    const second = toast({ title: 'second', variant: 'destructive' });
    expect(getToastState().toasts).toMatchObject([{ id: second.id, title: 'second', variant: 'destructive' }]);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'x' });
    dismissToast();
    expect(getToastState().toasts.every((x) => !x.open)).toBe(true);
  });
});
