import { useMemo, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AuthContext, type AuthContextValue } from './auth-context';
import { createAuthActions } from './auth-actions';
import { loginRequest, logoutRequest, registerRequest, userQueryOptions } from './api';

/** Owns the sign-in state (the current-user query) and the login, register and logout calls. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userQuery = useQuery(userQueryOptions);
  const actions = useMemo(() => createAuthActions({ queryClient }), [queryClient]);

  const loginMutation = useMutation({
    mutationFn: loginRequest,
    onSuccess: actions.onLoginSuccess,
    onError: actions.onLoginError,
  });
  const registerMutation = useMutation({
    mutationFn: registerRequest,
    onSuccess: actions.onRegisterSuccess,
    onError: actions.onRegisterError,
  });
  const logoutMutation = useMutation({
    mutationFn: logoutRequest,
    onSuccess: actions.onLogoutSuccess,
    onError: actions.onLogoutError,
  });

  const value = useMemo<AuthContextValue>(
    () => ({
      user: userQuery.data ?? null,
      isLoading: userQuery.isLoading,
      error: userQuery.error,
      loginMutation,
      registerMutation,
      logoutMutation,
    }),
    [userQuery.data, userQuery.isLoading, userQuery.error, loginMutation, registerMutation, logoutMutation],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
