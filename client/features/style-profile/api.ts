import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { styleProfileSchema, type StyleOverrides, type StyleProfile } from '@common/style-profile';
import { api, dataOf } from '@client/lib/api-client';

const STYLE_KEY = ['/api/style-profile'] as const;

export const styleProfileQueryOptions = queryOptions({
  queryKey: STYLE_KEY,
  queryFn: async ({ signal }) => styleProfileSchema.parse(await dataOf(api.GET('/api/style-profile', { signal }))),
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
  useStyleMutation((overrides: StyleOverrides) => dataOf(api.PUT('/api/style-profile', { body: { overrides } })));

export const useRelearnStyle = () => useStyleMutation(() => dataOf(api.POST('/api/style-profile/relearn')));
