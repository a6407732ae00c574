import { api, pageOf } from '@client/lib/api-client';
import type { BlogFilterValues } from './BlogFilters';
import { BLOGS_QUERY_KEY } from './query-keys';

/** My Blogs' list with its filters: its query key (under BLOGS_QUERY_KEY) and its first page. */
export const blogListKey = (filters: BlogFilterValues) => [...BLOGS_QUERY_KEY, filters] as const;

export const firstBlogsPage = (filters: BlogFilterValues) => (signal: AbortSignal) =>
  pageOf(api.GET('/api/blogs', { params: { query: filters }, signal }));
