import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fediverseReplySchema, fediverseSettingsSchema, type UpdateFediverseSettingsInput } from '@common/fediverse';
import { apiRequest, getQueryFn } from '@client/lib/api';

const SETTINGS_KEY = ['/api/fediverse/settings'] as const;
const PENDING_KEY = ['/api/fediverse/replies?status=pending'] as const;
const fetchJson = getQueryFn<unknown>({ on401: 'throw' });

export const fediverseSettingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: async (ctx) => fediverseSettingsSchema.parse(await fetchJson(ctx)),
});

export const pendingRepliesQuery = queryOptions({
  queryKey: PENDING_KEY,
  queryFn: async (ctx) => z.array(fediverseReplySchema).parse(await fetchJson(ctx)),
});

export function useUpdateFediverseSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateFediverseSettingsInput) =>
      fediverseSettingsSchema.parse(await apiRequest('PATCH', '/api/fediverse/settings', input)),
    onSuccess: (settings) => qc.setQueryData(SETTINGS_KEY, settings),
  });
}

export function useDecideReply() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: 'approved' | 'rejected' }) =>
      fediverseReplySchema.parse(await apiRequest('PATCH', `/api/fediverse/replies/${id}`, { status })),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: PENDING_KEY });
      await qc.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
  });
}
