import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { blogClaimsSchema, type BlogClaims, type UpdateClaimInput } from '@common/claims';
import { claimCheckResultSchema, sourcePackSchema, type SourcePack } from '@common/source-pack';
import { api, dataOf } from '@client/lib/api-client';

export const sourcePackQueryKey = (postId: number) => ['/api/posts', postId, 'source-pack'] as const;

/** The post's source pack; polled every second while it is being built (OCR, keyframes, transcript). */
export const sourcePackQueryOptions = (postId: number) =>
  queryOptions({
    queryKey: sourcePackQueryKey(postId),
    queryFn: async ({ signal }) =>
      sourcePackSchema.parse(
        await dataOf(api.GET('/api/posts/{id}/source-pack', { params: { path: { id: postId } }, signal })),
      ),
    refetchInterval: (query) => (query.state.data?.status === 'building' ? 1000 : false),
  });

export function useSaveNotes(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notes: string) =>
      sourcePackSchema.parse(
        await dataOf(
          api.PUT('/api/posts/{id}/source-pack/notes', { params: { path: { id: postId } }, body: { notes } }),
        ),
      ),
    onSuccess: (pack: SourcePack) => queryClient.setQueryData(sourcePackQueryKey(postId), pack),
  });
}

/** The article's claims the post does not support (the editor and the Publish dialog list them). */
export async function checkClaims(postId: number, content: string, title?: string) {
  return claimCheckResultSchema.parse(
    await dataOf(
      api.POST('/api/posts/{id}/source-pack/check', {
        params: { path: { id: postId } },
        body: { content, ...(title ? { title } : {}) },
      }),
    ),
  );
}

export const blogClaimsQueryKey = (blogId: number) => ['/api/blogs', blogId, 'claims'] as const;

/**
 * The claim check saved with a blog. Fresh on every mount (the Publish dialog, the editor): the
 * server recomputes it when the saved text changed and answers from the saved result otherwise.
 */
export const blogClaimsQueryOptions = (blogId: number) =>
  queryOptions({
    staleTime: 0,
    queryKey: blogClaimsQueryKey(blogId),
    queryFn: async ({ signal }) =>
      blogClaimsSchema.parse(
        await dataOf(api.GET('/api/blogs/{id}/claims', { params: { path: { id: blogId } }, signal })),
      ),
  });

/** Keep a flagged claim as written (or take that back); the saved check comes back. */
export function useUpdateClaim(blogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateClaimInput) =>
      blogClaimsSchema.parse(
        await dataOf(api.PATCH('/api/blogs/{id}/claims', { params: { path: { id: blogId } }, body: input })),
      ),
    onSuccess: (claims: BlogClaims) => queryClient.setQueryData(blogClaimsQueryKey(blogId), claims),
  });
}
