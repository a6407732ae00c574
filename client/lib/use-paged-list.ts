import { infiniteQueryOptions, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { nextPage, type ApiPage } from './api-client';

/** The first page of a list, as a typed call of client/lib/api-client.ts: `(signal) => pageOf(api.GET(…))`. */
export type FirstPage = (signal: AbortSignal) => Promise<ApiPage<unknown>>;

/**
 * A paginated list (server/lib/pagination.ts) as one growing array: the first page is `first`,
 * every next page the URL of the previous page's `Link: <…>; rel="next"` header. `parse` may be
 * asynchronous, so that a page can load its zod contracts beside the request instead of before it.
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  first: FirstPage,
  parse: (rows: unknown) => T[] | Promise<T[]> = (r) => r as T[],
  options: { enabled?: boolean } = {},
) {
  const query = useInfiniteQuery({ ...pagedListOptions(queryKey, first, parse), enabled: options.enabled ?? true });
  return { ...query, items: query.data?.pages.flatMap((p) => p.items) };
}

/** The infinite query of `usePagedList`, for prefetching a list before its page renders. */
export function pagedListOptions<T>(
  queryKey: QueryKey,
  first: FirstPage,
  parse: (rows: unknown) => T[] | Promise<T[]> = (r) => r as T[],
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<ApiPage<T>> => {
      const page = pageParam === null ? await first(signal) : await nextPage(pageParam, signal);
      return { items: await parse(page.items), next: page.next };
    },
    getNextPageParam: (last) => last.next,
  });
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
