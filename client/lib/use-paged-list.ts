import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { apiPage, type ApiPage } from './api';

/**
 * A paginated list (server/lib/pagination.ts) as one growing array: the first page is `firstUrl`,
 * every next page the URL of the previous page's `Link: <…>; rel="next"` header.
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  firstUrl: string,
  parse: (rows: unknown) => T[] = (r) => r as T[],
  options: { enabled?: boolean } = {},
) {
  const query = useInfiniteQuery({
    queryKey,
    enabled: options.enabled ?? true,
    initialPageParam: firstUrl,
    queryFn: async ({ pageParam, signal }): Promise<ApiPage<T>> => {
      const page = await apiPage<unknown>(pageParam, { signal });
      return { items: parse(page.items), next: page.next };
    },
    getNextPageParam: (last) => last.next,
  });
  return { ...query, items: query.data?.pages.flatMap((p) => p.items) };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
