import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  commentListSchema,
  commentsEventsPath,
  commentThreadSchema,
  mentionablePersonSchema,
  type CommentAnchor,
  type CommentThread,
} from '@common/comments';
import { api, dataOf } from '@client/lib/api-client';

/** Under the blog's own key, so that whatever refreshes the blog refreshes its comments too. */
export const commentsQueryKey = (blogId: number) => ['/api/blogs', blogId, 'comments'] as const;

export const commentsQueryOptions = (blogId: number) =>
  queryOptions({
    queryKey: commentsQueryKey(blogId),
    queryFn: async ({ signal }) =>
      commentListSchema.parse(
        await dataOf(api.GET('/api/blogs/{id}/comments', { params: { path: { id: blogId } }, signal })),
      ),
  });

const thread = async (p: Promise<{ data?: unknown; response: Response }>): Promise<CommentThread> =>
  commentThreadSchema.parse(await dataOf(p));

/** The people a comment on the blog may mention: its owner and everyone it is shared with. */
export const blogPeopleQueryOptions = (blogId: number) =>
  queryOptions({
    queryKey: [...commentsQueryKey(blogId), 'people'],
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      mentionablePersonSchema
        .array()
        .parse(await dataOf(api.GET('/api/blogs/{id}/comments/people', { params: { path: { id: blogId } }, signal }))),
  });

/** Every change to comments: done on the server, then the list is read again (others see it through the stream). */
export function useCommentMutations(blogId: number) {
  const qc = useQueryClient();
  const comment = (commentId: number) => ({ params: { path: { id: blogId, commentId } } });
  const onSuccess = () => qc.invalidateQueries({ queryKey: commentsQueryKey(blogId) });
  return {
    create: useMutation({
      mutationFn: (input: { body: string; quote: string; anchor: CommentAnchor }) =>
        thread(api.POST('/api/blogs/{id}/comments', { params: { path: { id: blogId } }, body: input })),
      onSuccess,
    }),
    reply: useMutation({
      mutationFn: ({ id, body }: { id: number; body: string }) =>
        thread(api.POST('/api/blogs/{id}/comments/{commentId}/replies', { ...comment(id), body: { body } })),
      onSuccess,
    }),
    resolve: useMutation({
      mutationFn: ({ id, resolved }: { id: number; resolved: boolean }) =>
        thread(api.PATCH('/api/blogs/{id}/comments/{commentId}', { ...comment(id), body: { resolved } })),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => dataOf(api.DELETE('/api/blogs/{id}/comments/{commentId}', comment(id))),
      onSuccess,
    }),
  };
}

const RETRY_MS = 5_000;

/**
 * Follows the blog's comments live (server-sent events over the realtime bus): each notice, and
 * every reconnection (something may have been missed), reads the list again.
 */
export function useLiveComments(blogId: number, enabled = true) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    const refetch = () => void qc.invalidateQueries({ queryKey: commentsQueryKey(blogId) });
    const open = () => {
      source = new EventSource(commentsEventsPath(blogId), { withCredentials: true });
      source.onopen = () => {
        if (opened) refetch();
        opened = true;
      };
      source.onerror = () => {
        // The browser retries a dropped stream itself, but not an error response: then we do.
        if (source?.readyState === EventSource.CLOSED) retry = setTimeout(open, RETRY_MS);
      };
      source.addEventListener('commentsChanged', refetch);
      // The server ended it for good (signed out, access revoked): the list's own answer shows why.
      source.addEventListener('ended', () => {
        source?.close();
        refetch();
      });
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [blogId, qc, enabled]);
}
