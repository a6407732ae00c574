import { queryOptions } from '@tanstack/react-query';
import type { PublicUser } from '@common/auth';
import { fetchCurrentUser, USER_QUERY_KEY } from './api';

/** docs/product.md §4: the sign-in state is fresh for 5 minutes and refetched on mount and focus. */
const USER_STALE_TIME_MS = 5 * 60 * 1000;

/**
 * The current-user query: 401 → null (signed out). Observed by client/app/auth-queries.ts, which
 * mirrors it into the sign-in store (user-store.ts) once the query client has loaded.
 */
export const userQueryOptions = queryOptions<PublicUser | null>({
  queryKey: USER_QUERY_KEY,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  staleTime: USER_STALE_TIME_MS,
  refetchOnMount: true,
  refetchOnWindowFocus: true,
});
