import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { LoginInput, RegisterInput } from '@common/auth';
import { afterFirstContentfulPaint } from '@client/lib/scheduling';
import { AuthContext, type AuthCalls, type AuthContextValue } from './auth-context';
import { useAuthCall } from './use-auth-call';
import { signInStore } from './user-store';

/**
 * Owns the sign-in state (the store the entry fills from GET /api/user, user-store.ts) and the
 * login, register and logout calls. `connect` loads the query client and the calls' follow-ups
 * (client/app/auth-queries.ts): it is asked for right after the first paint, so TanStack Query
 * stays off /auth's first load (docs/decisions/047-auth-first-load-needs-two-libraries-off.md); a
 * call made before it has arrived waits for it. `connect` must keep its identity.
 */
export function AuthProvider({ children, connect }: { children: ReactNode; connect: () => Promise<AuthCalls> }) {
  const { user, isLoading, error } = useSyncExternalStore(signInStore.subscribe, signInStore.get);

  useEffect(() => {
    let live = true;
    void afterFirstContentfulPaint().then(() => {
      if (live) void connect().catch(() => undefined); // retried by the first call
    });
    return () => {
      live = false;
    };
  }, [connect]);

  const calls = useMemo(
    () => ({
      login: async (input: LoginInput) => (await connect()).login(input),
      register: async (input: RegisterInput) => (await connect()).register(input),
      logout: async () => (await connect()).logout(),
    }),
    [connect],
  );
  const loginMutation = useAuthCall(calls.login);
  const registerMutation = useAuthCall(calls.register);
  const logoutMutation = useAuthCall(calls.logout);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, error, loginMutation, registerMutation, logoutMutation }),
    [user, isLoading, error, loginMutation, registerMutation, logoutMutation],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
