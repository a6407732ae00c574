import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { versionSchema, versionSummarySchema, type Version, type VersionSummary } from '@common/versions';
import { apiRequest, getQueryFn } from '@client/lib/api';

const fetchJson = getQueryFn<unknown>({ on401: 'throw' });

/** Under the blog's own key, so that whatever refreshes the blog refreshes its history too. */
export const VERSION_KEYS = {
  list: (blogId: number) => ['/api/blogs', blogId, 'versions'] as const,
  one: (blogId: number, versionId: number) => ['/api/blogs', blogId, 'versions', versionId] as const,
};

/** The history as a paged list (client/lib/use-paged-list.ts); `namedOnly`: named versions only. */
export const versionPages = (blogId: number, namedOnly = false) => ({
  key: [...VERSION_KEYS.list(blogId), 'pages', namedOnly ? 'named' : 'all'] as const,
  url: `/api/blogs/${blogId}/versions?limit=20${namedOnly ? '&named=true' : ''}`,
  parse: (rows: unknown) => z.array(versionSummarySchema).parse(rows),
});

export const versionQuery = (blogId: number, versionId: number) =>
  queryOptions({
    queryKey: VERSION_KEYS.one(blogId, versionId),
    queryFn: async (c) => versionSchema.parse(await fetchJson(c)),
    staleTime: Infinity, // a version's text never changes (its name does: naming refreshes it)
  });

/**
 * Names, renames or (null) unnames a version; `versionId: 'current'` names the blog as saved now
 * (docs/decisions/034). The history refreshes after.
 */
export function useNameVersion(blogId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ versionId, name }: { versionId: number | 'current'; name: string | null }) =>
      versionSummarySchema.parse(
        versionId === 'current'
          ? await apiRequest('POST', `/api/blogs/${blogId}/versions/named`, { name })
          : await apiRequest('PATCH', `/api/blogs/${blogId}/versions/${versionId}`, { name }),
      ) as VersionSummary,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: VERSION_KEYS.list(blogId) });
    },
  });
}

export function useRestoreVersion(blogId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (versionId: number): Promise<Version> =>
      versionSchema.parse(await apiRequest('POST', `/api/blogs/${blogId}/versions/${versionId}/restore`)),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['/api/blogs'] });
    },
  });
}
