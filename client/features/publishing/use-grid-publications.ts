import { useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshBlogLists } from './api';
import { byBlog } from './card-states';
import { publicationSummariesQueryOptions } from './outcomes-api';
import { settledKey } from './publication-view';

/**
 * The publications of every blog on the My Blogs grid in one call (GET /api/publications?blogIds=),
 * grouped by blog. The moment one settles (a job ended) the blog lists are refetched, since the
 * server derives each blog's `isPublished` and locks from its publications.
 */
export function useGridPublications(blogIds: readonly number[]) {
  const qc = useQueryClient();
  const query = useQuery(publicationSummariesQueryOptions(blogIds));
  const settled = settledKey(query.data);
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (settled === undefined) return;
    if (seen.current !== undefined && seen.current !== settled) void refreshBlogLists(qc);
    seen.current = settled;
  }, [settled, qc]);
  return useMemo(() => byBlog(query.data), [query.data]);
}
