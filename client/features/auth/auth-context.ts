import { createContext, useContext } from 'react';
import type { LoginInput, LoginResult, PublicUser, RegisterInput } from '@common/auth';
import type { SignInState } from './user-store';

/** Per-call callbacks of {@link AuthCall.mutate}, run after the call's own follow-ups (as TanStack Query's mutate). */
export interface AuthCallOptions<TData> {
  onSuccess?: (data: TData) => void;
  onError?: (error: Error) => void;
  onSettled?: () => void;
}

/**
 * One auth call (sign in, sign up, sign out) as the forms and the header use it: the three members
 * of TanStack Query's mutation they need, without loading TanStack Query on /auth
 * (docs/decisions/047-auth-first-load-needs-two-libraries-off.md). `mutate` keeps its identity.
 */
export interface AuthCall<TData, TVariables> {
  mutate: (variables: TVariables, options?: AuthCallOptions<TData>) => void;
  isPending: boolean;
  /** The last call's failure, null once a new call starts. */
  error: Error | null;
}

export interface AuthContextValue extends SignInState {
  loginMutation: AuthCall<LoginResult, LoginInput>;
  registerMutation: AuthCall<PublicUser, RegisterInput>;
  logoutMutation: AuthCall<void, void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/**
 * The auth calls with their follow-ups (docs/product.md §4: the cache, the toasts, the refetch), as
 * client/app/auth-queries.ts makes them once the query client has loaded.
 */
export interface AuthCalls {
  login: (input: LoginInput) => Promise<LoginResult>;
  register: (input: RegisterInput) => Promise<PublicUser>;
  logout: () => Promise<void>;
}
