import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { versionSchema, versionSummarySchema, type Version, type VersionSummary } from '@common/versions';
import { api, dataOf, pageOf } from '@client/lib/api-client';

/** Under the blog's own key, so that whatever refreshes the blog refreshes its history too. */
export const VERSION_KEYS = {
  list: (blogId: number) => ['/api/blogs', blogId, 'versions'] as const,
  one: (blogId: number, versionId: number) => ['/api/blogs', blogId, 'versions', versionId] as const,
};

/** The history as a paged list (client/lib/use-paged-list.ts); `namedOnly`: named versions only. */
export const versionPages = (blogId: number, namedOnly = false) => ({
  key: [...VERSION_KEYS.list(blogId), 'pages', namedOnly ? 'named' : 'all'] as const,
  first: (signal: AbortSignal) =>
    pageOf(
      api.GET('/api/blogs/{id}/versions', {
        params: { path: { id: blogId }, query: { limit: 20, ...(namedOnly ? { named: 'true' as const } : {}) } },
        signal,
      }),
    ),
  parse: (rows: unknown) => z.array(versionSummarySchema).parse(rows),
});

export const versionQuery = (blogId: number, versionId: number) =>
  queryOptions({
    queryKey: VERSION_KEYS.one(blogId, versionId),
    queryFn: async ({ signal }) =>
      versionSchema.parse(
        await dataOf(
          api.GET('/api/blogs/{id}/versions/{versionId}', { params: { path: { id: blogId, versionId } }, signal }),
        ),
      ),
    staleTime: Infinity, // a version's text never changes (its name does: naming refreshes it)
  });

/**
 * Names, renames or (null) unnames a version; `versionId: 'current'` names the blog as saved now
 * (docs/decisions/034). The history refreshes after.
 */
export function useNameVersion(blogId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { versionId: 'current'; name: string } | { versionId: number; name: string | null }) =>
      versionSummarySchema.parse(
        input.versionId === 'current'
          ? await dataOf(
              api.POST('/api/blogs/{id}/versions/named', {
                params: { path: { id: blogId } },
                body: { name: input.name },
              }),
            )
          : await dataOf(
              api.PATCH('/api/blogs/{id}/versions/{versionId}', {
                params: { path: { id: blogId, versionId: input.versionId } },
                body: { name: input.name },
              }),
            ),
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
      versionSchema.parse(
        await dataOf(
          api.POST('/api/blogs/{id}/versions/{versionId}/restore', { params: { path: { id: blogId, versionId } } }),
        ),
      ),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['/api/blogs'] });
    },
  });
}
