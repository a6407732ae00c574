import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  fediverseReplySchema,
  fediverseSettingsSchema,
  followingSchema,
  receivedArticleSchema,
  type FollowInput,
  type UpdateFediverseSettingsInput,
} from '@common/fediverse';
import { api, dataOf } from '@client/lib/api-client';

const SETTINGS_KEY = ['/api/fediverse/settings'] as const;
const PENDING_KEY = ['/api/fediverse/replies?status=pending'] as const;
const FOLLOWING_KEY = ['/api/fediverse/following'] as const;
const RECEIVED_KEY = ['/api/fediverse/received'] as const;
/** While someone followed has not accepted yet, the lists refresh on their own. */
const FOLLOW_POLL_MS = 5_000;

export const fediverseSettingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: async ({ signal }) =>
    fediverseSettingsSchema.parse(await dataOf(api.GET('/api/fediverse/settings', { signal }))),
});

export const pendingRepliesQuery = queryOptions({
  queryKey: PENDING_KEY,
  queryFn: async ({ signal }) =>
    z
      .array(fediverseReplySchema)
      .parse(await dataOf(api.GET('/api/fediverse/replies', { params: { query: { status: 'pending' } }, signal }))),
});

export function useUpdateFediverseSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateFediverseSettingsInput) =>
      fediverseSettingsSchema.parse(await dataOf(api.PATCH('/api/fediverse/settings', { body: input }))),
    onSuccess: (settings) => qc.setQueryData(SETTINGS_KEY, settings),
  });
}

export function useDecideReply() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: 'approved' | 'rejected' }) =>
      fediverseReplySchema.parse(
        await dataOf(api.PATCH('/api/fediverse/replies/{id}', { params: { path: { id } }, body: { status } })),
      ),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: PENDING_KEY });
      await qc.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
  });
}

/** The accounts I follow on the fediverse (docs/decisions/044-fediverse-with-fedify.md). */
export const followingQuery = queryOptions({
  queryKey: FOLLOWING_KEY,
  queryFn: async ({ signal }) =>
    z.array(followingSchema).parse(await dataOf(api.GET('/api/fediverse/following', { signal }))),
  refetchInterval: (query) => (query.state.data?.some((f) => !f.accepted) ? FOLLOW_POLL_MS : false),
});

/** The articles they sent me, newest first. */
export const receivedQuery = queryOptions({
  queryKey: RECEIVED_KEY,
  queryFn: async ({ signal }) =>
    z.array(receivedArticleSchema).parse(await dataOf(api.GET('/api/fediverse/received', { signal }))),
});

export function useFollow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: FollowInput) =>
      followingSchema.parse(await dataOf(api.POST('/api/fediverse/following', { body }))),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: FOLLOWING_KEY });
      await qc.invalidateQueries({ queryKey: RECEIVED_KEY });
    },
  });
}
