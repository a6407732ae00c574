import { createContext, useContext } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { LoginInput, LoginResult, PublicUser, RegisterInput } from '@common/auth';

export interface AuthContextValue {
  /** The signed-in user, or null when signed out (or while the first load is pending). */
  user: PublicUser | null;
  /** True until the first answer of GET /api/user. */
  isLoading: boolean;
  /** A non-401 failure of the current-user query (e.g. the server is down). */
  error: Error | null;
  loginMutation: UseMutationResult<LoginResult, Error, LoginInput>;
  registerMutation: UseMutationResult<PublicUser, Error, RegisterInput>;
  logoutMutation: UseMutationResult<void, Error, void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
