import { QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import type { PublicUser } from '@common/auth';
import { loginRequest, logoutRequest, registerRequest, USER_QUERY_KEY } from '@client/features/auth/api';
import { createAuthActions } from '@client/features/auth/auth-actions';
import type { AuthCalls } from '@client/features/auth/auth-context';
import { userQueryOptions } from '@client/features/auth/user-query';
import { checkSignIn, signInStore } from '@client/features/auth/user-store';
import { queryClient } from './query-client';

/** A call, then its follow-up on success or on failure (the failure is passed on). */
async function withFollowUps<T>(call: Promise<T>, onSuccess: (data: T) => void, onError: (error: Error) => void) {
  let data: T;
  try {
    data = await call;
  } catch (error) {
    onError(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  onSuccess(data);
  return data;
}

const mirror = ({ data, isLoading, error }: QueryObserverResult<PublicUser | null>) =>
  signInStore.set({ user: data ?? null, isLoading, error });

async function connect(): Promise<AuthCalls> {
  // The boot check's answer becomes the query's data (fresh: no second request), unless a newer
  // answer is there already (an e-mail link opened meanwhile). When the check failed, the query
  // asks again, as the query did before the store existed.
  const user = await checkSignIn().catch(() => undefined);
  if (user !== undefined && queryClient.getQueryData(USER_QUERY_KEY) === undefined)
    queryClient.setQueryData<PublicUser | null>(USER_QUERY_KEY, user);
  // What QueryClientProvider does on mount: refetch on focus and reconnect. The client stays
  // mounted for the page's life, whichever providers (client/app/QueryProvider.tsx) come and go.
  queryClient.mount();
  // From here the current-user query is the source of the sign-in state and the store mirrors it:
  // a 401 anywhere (query-client.ts), an e-mail link or a co-editing session changes it there.
  const observer = new QueryObserver<PublicUser | null>(queryClient, userQueryOptions);
  observer.subscribe(mirror);
  mirror(observer.getCurrentResult());

  const actions = createAuthActions({ queryClient });
  return {
    login: (input) => withFollowUps(loginRequest(input), actions.onLoginSuccess, actions.onLoginError),
    register: (input) => withFollowUps(registerRequest(input), actions.onRegisterSuccess, actions.onRegisterError),
    logout: () => withFollowUps(logoutRequest(), actions.onLogoutSuccess, actions.onLogoutError),
  };
}

let connected: Promise<AuthCalls> | undefined;

/**
 * Loaded right after the first paint (docs/decisions/047-auth-first-load-needs-two-libraries-off.md):
 * puts the sign-in state into the query cache under USER_QUERY_KEY, keeps the sign-in store in step
 * with it, and gives the auth calls their follow-ups (auth-actions.ts). Once per page.
 */
export function connectAuthQueries(): Promise<AuthCalls> {
  connected ??= connect().catch((error: unknown) => {
    connected = undefined;
    throw error;
  });
  return connected;
}
