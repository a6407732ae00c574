import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@common/auth';
import { USER_QUERY_KEY } from '@client/features/auth/api';
import { checkSignIn, signInStore } from '@client/features/auth/user-store';
import { json, mockFetch } from '../../test/helpers/fetch-mock';
import { connectAuthQueries } from './auth-queries';
import { queryClient } from './query-client';

// The sign-in store and the query cache (docs/decisions/047-auth-first-load-needs-two-libraries-off.md):
// the boot check fills the store, the query client arrives later and takes over the same state.
const ada: PublicUser = { id: 1, username: 'ada', name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: true };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sign-in store and the query cache', () => {
  it('the boot answer becomes the cached user, the store follows the cache, and the calls keep their follow-ups', async () => {
    const fetch = mockFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/user') return json(401, { message: 'Not signed in' });
      if (path === '/api/login') return json(200, { ...ada, sessionId: 's1' });
      if (path === '/api/logout') return new Response(null, { status: 204 });
      return json(404, { message: 'Not found' });
    });
    expect(signInStore.get()).toEqual({ user: null, isLoading: true, error: null });

    await expect(checkSignIn()).resolves.toBeNull();
    expect(signInStore.get()).toEqual({ user: null, isLoading: false, error: null });

    const calls = await connectAuthQueries();
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull();
    expect(fetch).toHaveBeenCalledOnce(); // the boot answer, not asked again

    await calls.login({ username: 'ada', password: 'secret-pass' });
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toEqual(ada);
    expect(signInStore.get().user).toEqual(ada);

    // A 401 elsewhere, an e-mail link: whatever writes the cached user, the store shows it.
    queryClient.setQueryData(USER_QUERY_KEY, null);
    expect(signInStore.get().user).toBeNull();
    queryClient.setQueryData(USER_QUERY_KEY, ada);
    expect(signInStore.get().user).toEqual(ada);

    await calls.logout();
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull();
    expect(signInStore.get()).toMatchObject({ user: null, isLoading: false });
  });

  it('a failed call is passed on to the caller', async () => {
    mockFetch(json(401, { message: 'Wrong username or password' }));
    const calls = await connectAuthQueries();
    await expect(calls.login({ username: 'ada', password: 'nope-nope' })).rejects.toThrow('Wrong username or password');
    expect(signInStore.get().user).toBeNull();
  });

  it('the boot answer does not replace a newer one already in the cache (an e-mail link opened meanwhile)', async () => {
    vi.resetModules();
    mockFetch(json(200, { ...ada, emailVerified: false }));
    const fresh = { client: await import('./query-client'), auth: await import('@client/features/auth/api') };
    const store = await import('@client/features/auth/user-store');
    fresh.client.queryClient.setQueryData(fresh.auth.USER_QUERY_KEY, ada);
    await (await import('./auth-queries')).connectAuthQueries();
    expect(fresh.client.queryClient.getQueryData(fresh.auth.USER_QUERY_KEY)).toEqual(ada);
    expect(store.signInStore.get().user).toEqual(ada);
  });
});
