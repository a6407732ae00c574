import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  connectInstagramResultSchema,
  instagramAccountSchema,
  instagramPostSchema,
  type InstagramAccount,
} from '@common/instagram';
import { INSTAGRAM_COPY } from '@common/copy';
import { accountInsightsSchema } from '@common/instagram-insights';
import { errorMessage } from '@client/lib/api';
import { allPages, api, dataOf } from '@client/lib/api-client';
import { toast } from '@client/components/ui/use-toast';

export const ACCOUNTS_QUERY_KEY = ['/api/instagram/accounts'] as const;
export const postsQueryKey = (accountId: number) => ['/api/instagram/accounts', accountId, 'posts'] as const;

const account = (accountId: number) => ({ path: { id: accountId } });

/** The signed-in user's connected Instagram accounts. */
export const accountsQueryOptions = queryOptions({
  queryKey: ACCOUNTS_QUERY_KEY,
  queryFn: async ({ signal }) =>
    z.array(instagramAccountSchema).parse(await dataOf(api.GET('/api/instagram/accounts', { signal }))),
});

/** Posts of one account, newest first: every page of the list (the pickers show them all). */
export const postsQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: postsQueryKey(accountId),
    queryFn: async ({ signal }) =>
      z.array(instagramPostSchema).parse(
        await allPages(
          api.GET('/api/instagram/accounts/{id}/posts', {
            params: { ...account(accountId), query: { limit: 100 } },
            signal,
          }),
          signal,
        ),
      ),
  });

/** The account's insights, for 'Top posts to write about' (PostSort.tsx). */
export const insightsQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: ['/api/instagram/accounts', accountId, 'insights'] as const,
    queryFn: async ({ signal }) =>
      accountInsightsSchema.parse(
        await dataOf(api.GET('/api/instagram/accounts/{id}/insights', { params: account(accountId), signal })),
      ),
    staleTime: 5 * 60 * 1000,
  });

/** POST /api/instagram/connect with the code and state Instagram put in the redirect URL. */
export async function connectInstagramAccount(code: string, state: string) {
  return connectInstagramResultSchema.parse(
    await dataOf(api.POST('/api/instagram/connect', { body: { code, state } })),
  );
}

/** Disconnects an account (its posts go; blogs made from them stay). */
export function useDisconnectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (account: InstagramAccount) => {
      await dataOf(api.DELETE('/api/instagram/accounts/{id}', { params: { path: { id: account.id } } }));
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
    mutationFn: (accountId: number) =>
      dataOf(api.POST('/api/instagram/accounts/{id}/sync', { params: account(accountId) })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY }),
    onError: (error) =>
      toast({ variant: 'destructive', title: INSTAGRAM_COPY.syncFailed, description: errorMessage(error) }),
  });
}
