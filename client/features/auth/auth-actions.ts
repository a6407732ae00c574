import type { QueryClient } from '@tanstack/react-query';
import type { LoginResult, PublicUser } from '@common/auth';
import { AUTH_TOASTS } from '@common/copy';
import { errorMessage } from '@client/lib/api';
import { toast as showToast, type ToastOptions } from '@client/components/ui/use-toast';
import { POST_LOGIN_REFETCH_MS, POST_LOGOUT_REFETCH_MS, USER_QUERY_KEY } from './api';

/**
 * What happens after each auth call (docs/product.md §4), kept apart from React so it can be tested with a
 * real QueryClient and fake timers.
 */
interface AuthActionDeps {
  queryClient: QueryClient;
  toast?: (options: ToastOptions) => unknown;
}

/** Drops every cached query except the current user, so one account never sees another's data. */
function clearUserData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
}

function setUser(queryClient: QueryClient, user: PublicUser | null) {
  queryClient.setQueryData<PublicUser | null>(USER_QUERY_KEY, user);
}

function refetchUserAfter(queryClient: QueryClient, ms: number) {
  setTimeout(() => {
    void queryClient.refetchQueries({ queryKey: USER_QUERY_KEY });
  }, ms);
}

export function createAuthActions({ queryClient, toast = showToast }: AuthActionDeps) {
  return {
    onLoginSuccess({ id, username, name, email, emailVerified }: LoginResult) {
      clearUserData(queryClient);
      setUser(queryClient, { id, username, name, email, emailVerified });
      toast(AUTH_TOASTS.loginSuccess(username));
      refetchUserAfter(queryClient, POST_LOGIN_REFETCH_MS);
    },
    onLoginError(error: Error) {
      toast({ variant: 'destructive', title: AUTH_TOASTS.loginFailure, description: errorMessage(error) });
    },
    onRegisterSuccess(user: PublicUser) {
      clearUserData(queryClient);
      setUser(queryClient, user);
      toast(AUTH_TOASTS.registerSuccess(user.name));
      refetchUserAfter(queryClient, POST_LOGIN_REFETCH_MS);
    },
    /** A reset link set a new password and signed this browser in (the reset pages). */
    onPasswordReset(user: PublicUser) {
      clearUserData(queryClient);
      setUser(queryClient, user);
      toast({
        title: 'Password changed',
        description: `You're signed in as ${user.username}. Other devices were signed out.`,
      });
      refetchUserAfter(queryClient, POST_LOGIN_REFETCH_MS);
    },
    onRegisterError(error: Error) {
      toast({ variant: 'destructive', title: AUTH_TOASTS.registerFailure, description: errorMessage(error) });
    },
    onLogoutSuccess() {
      setUser(queryClient, null);
      clearUserData(queryClient);
      refetchUserAfter(queryClient, POST_LOGOUT_REFETCH_MS);
      toast(AUTH_TOASTS.logoutSuccess);
    },
    onLogoutError() {
      setUser(queryClient, null);
      clearUserData(queryClient);
      toast({ variant: 'destructive', ...AUTH_TOASTS.logoutFailure });
    },
  };
}
