import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { styleProfileSchema, type StyleOverrides, type StyleProfile } from '@common/style-profile';
import { apiRequest, getQueryFn } from '@client/lib/api';

const STYLE_KEY = ['/api/style-profile'] as const;
const fetchJson = getQueryFn<unknown>({ on401: 'throw' });

export const styleProfileQueryOptions = queryOptions({
  queryKey: STYLE_KEY,
  queryFn: async (ctx) => styleProfileSchema.parse(await fetchJson(ctx)),
});

function useStyleMutation<I>(request: (input: I) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: I): Promise<StyleProfile> => styleProfileSchema.parse(await request(input)),
    onSuccess: (profile) => qc.setQueryData(STYLE_KEY, profile),
  });
}

/** Saves the creator's own values (a trait left out goes back to the learned one). */
export const useSaveStyleOverrides = () =>
  useStyleMutation((overrides: StyleOverrides) => apiRequest('PUT', '/api/style-profile', { overrides }));

export const useRelearnStyle = () => useStyleMutation(() => apiRequest('POST', '/api/style-profile/relearn'));
