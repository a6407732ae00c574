import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@common/auth';
import { isApiError } from '@client/lib/api';
import { USER_QUERY_KEY } from '@client/features/auth';

/**
 * docs/product.md §7: no retries, data never stale by default, no refetch on focus or polling. The
 * current-user query overrides freshness and focus refetching (features/auth/api.ts).
 *
 * A 401 from any other call means the session ended (expired or signed out elsewhere): the
 * current user becomes null and the protected routes send the visitor to /auth.
 *
 * There is no default query function: every query names its call on the typed client
 * (client/lib/api-client.ts), so a query key is a cache key only, not a URL.
 */
export function createQueryClient(): QueryClient {
  const onUnauthorized = (error: unknown, queryKey?: readonly unknown[]) => {
    if (!isApiError(error) || error.status !== 401) return;
    if (queryKey?.[0] === USER_QUERY_KEY[0]) return;
    if (queryClient.getQueryData<PublicUser | null>(USER_QUERY_KEY)) {
      queryClient.setQueryData<PublicUser | null>(USER_QUERY_KEY, null);
    }
  };

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onUnauthorized(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onUnauthorized(error) }),
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

export const queryClient = createQueryClient();
