import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  commentListSchema,
  commentsEventsPath,
  commentThreadSchema,
  type CommentAnchor,
  type CommentThread,
} from '@common/comments';
import { apiRequest } from '@client/lib/api';

/** Under the blog's own key, so that whatever refreshes the blog refreshes its comments too. */
export const commentsQueryKey = (blogId: number) => ['/api/blogs', blogId, 'comments'] as const;

export const commentsQueryOptions = (blogId: number) =>
  queryOptions({
    queryKey: commentsQueryKey(blogId),
    queryFn: async ({ signal }) =>
      commentListSchema.parse(await apiRequest('GET', `/api/blogs/${blogId}/comments`, undefined, { signal })),
  });

const thread = async (p: Promise<unknown>): Promise<CommentThread> => commentThreadSchema.parse(await p);

/** Every change to comments: done on the server, then the list is read again (others see it through the stream). */
export function useCommentMutations(blogId: number) {
  const qc = useQueryClient();
  const base = `/api/blogs/${blogId}/comments`;
  const onSuccess = () => qc.invalidateQueries({ queryKey: commentsQueryKey(blogId) });
  return {
    create: useMutation({
      mutationFn: (input: { body: string; quote: string; anchor: CommentAnchor }) =>
        thread(apiRequest('POST', base, input)),
      onSuccess,
    }),
    reply: useMutation({
      mutationFn: ({ id, body }: { id: number; body: string }) =>
        thread(apiRequest('POST', `${base}/${id}/replies`, { body })),
      onSuccess,
    }),
    resolve: useMutation({
      mutationFn: ({ id, resolved }: { id: number; resolved: boolean }) =>
        thread(apiRequest('PATCH', `${base}/${id}`, { resolved })),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiRequest('DELETE', `${base}/${id}`),
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
