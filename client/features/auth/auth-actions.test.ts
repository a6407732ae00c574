import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@common/auth';
import { ApiError } from '@client/lib/api';
import type { ToastOptions } from '@client/components/ui/use-toast';
import { USER_QUERY_KEY } from './api';
import { createAuthActions } from './auth-actions';

const ada: PublicUser = { id: 1, username: 'ada', name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: true };

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const userFn = vi.fn(async (): Promise<PublicUser | null> => ada);
  const toasts: ToastOptions[] = [];
  const actions = createAuthActions({ queryClient, toast: (t) => toasts.push(t) });
  return { queryClient, userFn, toasts, actions };
}

async function seed(queryClient: QueryClient, userFn: () => Promise<PublicUser | null>, user: PublicUser | null) {
  await queryClient.prefetchQuery({ queryKey: USER_QUERY_KEY, queryFn: userFn });
  queryClient.setQueryData(USER_QUERY_KEY, user);
  await queryClient.prefetchQuery({ queryKey: ['/api/blogs'], queryFn: async () => ['private blog'] });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('auth actions', () => {
  it('login success sets the user, toasts, drops other data and refetches the user after 500 ms', async () => {
    const { queryClient, userFn, toasts, actions } = setup();
    await seed(queryClient, userFn, null);
    userFn.mockClear();

    actions.onLoginSuccess({ ...ada, sessionId: 's1' });
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(ada);
    expect(queryClient.getQueryData(['/api/blogs'])).toBeUndefined();
    expect(toasts).toEqual([{ title: 'Welcome back!', description: "You're now logged in as ada." }]);

    await vi.advanceTimersByTimeAsync(499);
    expect(userFn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(userFn).toHaveBeenCalledTimes(1);
  });

  it('register success welcomes the user by name', async () => {
    const { queryClient, userFn, toasts, actions } = setup();
    await seed(queryClient, userFn, null);
    userFn.mockClear();

    actions.onRegisterSuccess(ada);
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(ada);
    expect(toasts).toEqual([{ title: 'Registration successful!', description: 'Welcome to Inkgram, Ada Lovelace!' }]);
    await vi.advanceTimersByTimeAsync(500);
    expect(userFn).toHaveBeenCalledTimes(1);
  });

  it('login and register failures show the server message in a destructive toast', () => {
    const { toasts, actions } = setup();
    actions.onLoginError(new ApiError({ status: 401, message: 'Invalid username or password' }));
    actions.onRegisterError(new ApiError({ status: 409, message: 'Username is already taken' }));
    expect(toasts).toEqual([
      { variant: 'destructive', title: 'Login failed', description: 'Invalid username or password' },
      { variant: 'destructive', title: 'Registration failed', description: 'Username is already taken' },
    ]);
  });

  it('logout success clears the user and data, refetches after 300 ms and toasts', async () => {
    const { queryClient, userFn, toasts, actions } = setup();
    await seed(queryClient, userFn, ada);
    userFn.mockClear();
    userFn.mockResolvedValue(null);

    actions.onLogoutSuccess();
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData(['/api/blogs'])).toBeUndefined();
    expect(toasts).toEqual([{ title: 'Logged out', description: 'You have been successfully logged out.' }]);
    await vi.advanceTimersByTimeAsync(299);
    expect(userFn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(userFn).toHaveBeenCalledTimes(1);
  });

  it('logout failure still clears the local user', async () => {
    const { queryClient, userFn, toasts, actions } = setup();
    await seed(queryClient, userFn, ada);

    actions.onLogoutError();
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData(['/api/blogs'])).toBeUndefined();
    expect(toasts).toEqual([
      {
        variant: 'destructive',
        title: 'Logout may not be complete',
        description: "There was an issue logging out, but we've cleared your local session.",
      },
    ]);
  });
});
