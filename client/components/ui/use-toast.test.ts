import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ToastState,
  type ToasterToast,
  ERROR_TOAST_DURATION,
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

  const error = (id: string): ToasterToast => ({ ...t(id), variant: 'destructive' });
  const add = (state: ToastState, toast: ToasterToast) => toastReducer(state, { type: 'ADD_TOAST', toast });
  const open = (state: ToastState) => state.toasts.filter((x) => x.open).map((x) => x.id);

  it('stacks toasts, newest first, at most TOAST_LIMIT open (docs/decisions/041)', () => {
    expect(TOAST_LIMIT).toBe(3);
    let state = add({ toasts: [] }, t('a'));
    state = add(state, t('b'));
    expect(open(state)).toEqual(['b', 'a']);
    state = add(add(state, t('c')), t('d'));
    expect(open(state)).toEqual(['d', 'c', 'b']);
  });

  it('never pushes a failure out for other toasts: the oldest success goes instead', () => {
    let state = add({ toasts: [] }, error('wordpress-failed'));
    for (const id of ['dev-published', 'ghost-published', 'medium-published', 'hashnode-published'])
      state = add(state, t(id));
    expect(open(state)).toEqual(['hashnode-published', 'medium-published', 'wordpress-failed']);
  });

  it('keeps every failure open however many come, until each is dismissed', () => {
    let state: ToastState = { toasts: [] };
    for (const id of ['e1', 'e2', 'e3', 'e4']) state = add(state, error(id));
    state = add(state, t('ok'));
    expect(open(state)).toEqual(['e4', 'e3', 'e2', 'e1']);
    state = toastReducer(state, { type: 'DISMISS_TOAST', toastId: 'e1' });
    expect(open(state)).toEqual(['e4', 'e3', 'e2']);
  });

  it('a dismissed toast does not take a place among the open ones', () => {
    let state = add(add({ toasts: [] }, t('a')), t('b'));
    state = toastReducer(state, { type: 'DISMISS_TOAST', toastId: 'a' });
    state = add(add(state, t('c')), t('d'));
    expect(open(state)).toEqual(['d', 'c', 'b']);
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

  it('shows a new toast above the visible one', () => {
    const first = toast({ title: 'first' });
    const second = toast({ title: 'second', variant: 'destructive' });
    expect(getToastState().toasts).toMatchObject([
      { id: second.id, title: 'second', variant: 'destructive' },
      { id: first.id, title: 'first', open: true },
    ]);
  });

  it('an error toast with an action stays until dismissed, one without goes after a while; others keep their display time', () => {
    const failed = toast({ variant: 'destructive', title: 'Could not publish to WordPress', action: 'Retry' });
    const plain = toast({ variant: 'destructive', title: 'No Post Selected' });
    const done = toast({ title: 'Published to DEV' });
    const timed = toast({ variant: 'destructive', title: 'Short', duration: 3000 });
    const byId = (id: string) => getToastState().toasts.find((x) => x.id === id);
    expect(byId(failed.id)?.duration).toBe(Infinity);
    expect(byId(plain.id)?.duration).toBe(ERROR_TOAST_DURATION);
    expect(byId(done.id)?.duration).toBeUndefined();
    expect(byId(timed.id)?.duration).toBe(3000);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'x' });
    dismissToast();
    expect(getToastState().toasts.every((x) => !x.open)).toBe(true);
  });
});
