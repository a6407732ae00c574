import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fediverseReplySchema, fediverseSettingsSchema, type UpdateFediverseSettingsInput } from '@common/fediverse';
import { api, dataOf } from '@client/lib/api-client';

const SETTINGS_KEY = ['/api/fediverse/settings'] as const;
const PENDING_KEY = ['/api/fediverse/replies?status=pending'] as const;

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
