import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { publicationSummarySchema, type PublicationSummary } from '@common/publication-outcomes';
import {
  isActivePublication,
  publicationSchema,
  type HomeRequest,
  type Publication,
  type PublishModeName,
  type WithdrawHowName,
} from '@common/publishing';
import type { PublishOverrides } from '@common/publish-overrides';
import { allPages, api, dataOf } from '@client/lib/api-client';
import { refreshAfterPublish } from './api';

/** docs/decisions/018-publishing-destinations-and-modes.md: the grid's one call for its publications, and the calls of the Publish dialog's new actions. */

export const SUMMARIES_KEY = ['/api/publications', 'summaries'] as const;
const POLL_MS = 5_000;

/** The publications of the listed blogs, every page of them: one call for the whole My Blogs grid. */
export const publicationSummariesQueryOptions = (blogIds: readonly number[]) =>
  queryOptions({
    queryKey: [...SUMMARIES_KEY, [...blogIds].sort((a, b) => a - b).join(',')] as const,
    enabled: blogIds.length > 0,
    queryFn: async ({ signal }) =>
      z
        .array(publicationSummarySchema)
        .parse(
          await allPages(
            api.GET('/api/publications', { params: { query: { blogIds: blogIds.join(','), limit: 100 } }, signal }),
            signal,
          ),
        ),
    // The live stream says when a job ends; polling is the fallback while something is under way.
    refetchInterval: (query) => (query.state.data?.some((p) => isActivePublication(p.status)) ? POLL_MS : false),
  });

/** Everything a finished job changes: the grid's summaries, the blog's history, the blog lists (locks), connections. */
export async function refreshAfterOutcome(qc: QueryClient, blogId: number) {
  await Promise.all([
    qc.invalidateQueries({ queryKey: SUMMARIES_KEY }),
    qc.invalidateQueries({ queryKey: ['/api/platform-connections'] }),
    refreshAfterPublish(qc, blogId),
  ]);
}

export interface PublishOptions {
  mode?: PublishModeName;
  /** ISO 8601 with offset. */
  publishAt?: string;
  /** A destination's own title, tags and excerpt, by connection (docs/decisions/046); absent: the saved ones. */
  overrides?: ReadonlyMap<number, PublishOverrides>;
}

/** The spec's call (`{ platformConnectionId }`), with the mode and time only when they were chosen. */
export async function publishTo(
  blogId: number,
  connectionIds: number[],
  options: PublishOptions = {},
): Promise<Publication[]> {
  const results: Publication[] = [];
  for (const platformConnectionId of connectionIds) {
    const body = {
      platformConnectionId,
      ...(options.mode && options.mode !== 'publish' ? { mode: options.mode } : {}),
      ...(options.publishAt ? { publishAt: options.publishAt } : {}),
      ...(options.overrides?.has(platformConnectionId)
        ? { overrides: options.overrides.get(platformConnectionId) }
        : {}),
    };
    results.push(
      publicationSchema.parse(
        await dataOf(api.POST('/api/blogs/{id}/publish', { params: { path: { id: blogId } }, body })),
      ),
    );
  }
  return results;
}

function useAfter<T>(fn: (arg: T) => Promise<unknown>, blogIdOf: (arg: T) => number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: (_data, _error, arg) => refreshAfterOutcome(qc, blogIdOf(arg)),
  });
}

export const useCancelPublication = () =>
  useAfter(
    (p: { id: number; blogId: number }) =>
      dataOf(api.DELETE('/api/publications/{id}', { params: { path: { id: p.id } } })),
    (p) => p.blogId,
  );

export const useWithdrawPublication = () =>
  useAfter(
    (p: { id: number; blogId: number; how?: WithdrawHowName | undefined; newHome?: HomeRequest | undefined }) =>
      dataOf(
        api.POST('/api/publications/{id}/withdraw', {
          params: { path: { id: p.id } },
          body: { ...(p.how ? { how: p.how } : {}), ...(p.newHome ? { newHome: p.newHome } : {}) },
        }),
      ),
    (p) => p.blogId,
  );

export const useUpdateEverywhere = () =>
  useAfter(
    (blogId: number) => dataOf(api.POST('/api/blogs/{id}/update-everywhere', { params: { path: { id: blogId } } })),
    (blogId) => blogId,
  );

/** Re-queues one failed publication (the toast's Retry): the spec's publish call for that connection. */
export async function retryPublication(
  qc: QueryClient,
  p: Pick<PublicationSummary, 'blogId' | 'platformConnectionId' | 'mode'>,
) {
  if (p.platformConnectionId === null) throw new Error('The connection was removed; connect the platform again.');
  await publishTo(p.blogId, [p.platformConnectionId], { mode: p.mode === 'draft' ? 'draft' : undefined });
  await refreshAfterOutcome(qc, p.blogId);
}
