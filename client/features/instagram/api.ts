import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  connectInstagramResultSchema,
  instagramAccountSchema,
  instagramPostSchema,
  type InstagramAccount,
} from '@common/instagram';
import { INSTAGRAM_COPY } from '@common/copy';
import { apiAllPages, apiRequest, errorMessage, getQueryFn } from '@client/lib/api';
import { toast } from '@client/components/ui/use-toast';

export const ACCOUNTS_QUERY_KEY = ['/api/instagram/accounts'] as const;
export const postsQueryKey = (accountId: number) => ['/api/instagram/accounts', accountId, 'posts'] as const;

const fetchJson = getQueryFn<unknown>({ on401: 'throw' });

/** The signed-in user's connected Instagram accounts. */
export const accountsQueryOptions = queryOptions({
  queryKey: ACCOUNTS_QUERY_KEY,
  queryFn: async (context) => z.array(instagramAccountSchema).parse(await fetchJson(context)),
});

/** Posts of one account, newest first: every page of the list (the pickers show them all). */
export const postsQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: postsQueryKey(accountId),
    queryFn: async ({ signal }) =>
      z
        .array(instagramPostSchema)
        .parse(await apiAllPages(`/api/instagram/accounts/${accountId}/posts?limit=100`, { signal })),
  });

/** POST /api/instagram/connect with the code and state Instagram put in the redirect URL. */
export async function connectInstagramAccount(code: string, state: string) {
  return connectInstagramResultSchema.parse(await apiRequest('POST', '/api/instagram/connect', { code, state }));
}

/** Disconnects an account (its posts go; blogs made from them stay). */
export function useDisconnectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (account: InstagramAccount) => {
      await apiRequest('DELETE', `/api/instagram/accounts/${account.id}`);
      return account;
    },
    onSuccess: async (account) => {
      queryClient.removeQueries({ queryKey: postsQueryKey(account.id) });
      await queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY });
      toast(INSTAGRAM_COPY.disconnected(account.username));
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: INSTAGRAM_COPY.disconnectFailed, description: errorMessage(error) }),
  });
}

/** Asks the server to import new posts now (after a failed import). */
export function useSyncNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number) => apiRequest('POST', `/api/instagram/accounts/${accountId}/sync`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY }),
    onError: (error) =>
      toast({ variant: 'destructive', title: INSTAGRAM_COPY.syncFailed, description: errorMessage(error) }),
  });
}
