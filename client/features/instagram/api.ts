import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { instagramAccountSchema, instagramPostSchema } from '@common/instagram';
import { getQueryFn } from '@client/lib/api';

export const ACCOUNTS_QUERY_KEY = ['/api/instagram/accounts'] as const;
export const postsQueryKey = (accountId: number) => ['/api/instagram/accounts', accountId, 'posts'] as const;

const fetchJson = getQueryFn<unknown>({ on401: 'throw' });

/** The signed-in user's connected Instagram accounts. */
export const accountsQueryOptions = queryOptions({
  queryKey: ACCOUNTS_QUERY_KEY,
  queryFn: async (context) => z.array(instagramAccountSchema).parse(await fetchJson(context)),
});

/** Posts of one account, newest first. */
export const postsQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: postsQueryKey(accountId),
    queryFn: async (context) => z.array(instagramPostSchema).parse(await fetchJson(context)),
  });
