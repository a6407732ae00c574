import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '@client/features/auth';

/** docs/product.md §2 "Shared header": logout calls the logout action, then navigates to /auth. */
export function useLogout() {
  const { logoutMutation } = useAuth();
  const [, navigate] = useLocation();
  const { mutate } = logoutMutation;
  const logout = useCallback(() => {
    mutate(undefined, { onSettled: () => navigate('/auth', { replace: true }) });
  }, [mutate, navigate]);
  return { logout, isPending: logoutMutation.isPending };
}
