import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  blogHomeSchema,
  connectionSchema,
  isActivePublication,
  platformSchema,
  publicationSchema,
  type Connection,
  type CreateConnection,
  type HomeRequest,
  type Publication,
} from '@common/publishing';
import {
  publishPreviewSchema,
  type PublishOverrides,
  type PublishPreview,
  type PublishPreviewRequest,
} from '@common/publish-overrides';
import { apiRequest, getQueryFn } from '@client/lib/api';

const PLATFORMS_KEY = ['/api/publishing-platforms'] as const;
const CONNECTIONS_KEY = ['/api/platform-connections'] as const;
const ALL_PUBLICATIONS_KEY = ['/api/publications'] as const;
const BLOGS_KEY = ['/api/blogs'] as const;
const blogPublicationsKey = (blogId: number) => ['/api/blogs', blogId, 'publications'] as const;

const fetchJson = getQueryFn<unknown>({ on401: 'throw' });

/** While a job runs, statuses refresh on their own (no manual refresh). */
const POLL_MS = 2_000;

export const platformsQueryOptions = queryOptions({
  queryKey: PLATFORMS_KEY,
  queryFn: async (ctx) => z.array(platformSchema).parse(await fetchJson(ctx)),
});

export const connectionsQueryOptions = queryOptions({
  queryKey: CONNECTIONS_KEY,
  queryFn: async (ctx) => z.array(connectionSchema).parse(await fetchJson(ctx)),
});

export const pollWhileActive = (publications: Publication[] | undefined) =>
  publications?.some((p) => isActivePublication(p.status)) ? POLL_MS : false;

export const blogPublicationsQueryOptions = (blogId: number) =>
  queryOptions({
    queryKey: blogPublicationsKey(blogId),
    queryFn: async (ctx) => z.array(publicationSchema).parse(await fetchJson(ctx)),
    refetchInterval: (query) => pollWhileActive(query.state.data),
  });

/**
 * Connecting a site re-attaches its earlier publications and queues again those its rejected key
 * stopped; disconnecting detaches them (docs/decisions/041): every publication list is refetched.
 */
const refreshAfterConnection = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: CONNECTIONS_KEY }),
    qc.invalidateQueries({ queryKey: ALL_PUBLICATIONS_KEY }),
    qc.invalidateQueries({ predicate: (q) => q.queryKey[0] === BLOGS_KEY[0] && q.queryKey[2] === 'publications' }),
    refreshBlogLists(qc),
  ]);

export function useCreateConnection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: CreateConnection) => apiRequest<Connection>('POST', '/api/platform-connections', form),
    onSuccess: () => refreshAfterConnection(qc),
  });
}

export function useDeleteConnection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/platform-connections/${id}`),
    onSuccess: () => refreshAfterConnection(qc),
  });
}

/**
 * The My Blogs list queries (`['/api/blogs']`, or with its filters `['/api/blogs', {…}]`), not one
 * blog (`['/api/blogs', id]`) nor its publications: refetched when a publication changes, since
 * the server derives each blog's `isPublished` and abilities from its publications.
 */
export const isBlogListKey = (key: readonly unknown[]) =>
  key[0] === BLOGS_KEY[0] && (key.length === 1 || (key.length === 2 && typeof key[1] === 'object'));

export const refreshBlogLists = (qc: QueryClient) =>
  qc.invalidateQueries({ predicate: (query) => isBlogListKey(query.queryKey) });

/** After publishing: the blog's publications, the blogs and the all-publications lists (docs/product.md §7). */
export function refreshAfterPublish(qc: QueryClient, blogId: number) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: blogPublicationsKey(blogId) }),
    refreshBlogLists(qc),
    qc.invalidateQueries({ queryKey: ALL_PUBLICATIONS_KEY }),
  ]);
}

/** Publishes to the selected connections one after another (docs/product.md §4). */
export async function publishSequentially(blogId: number, connectionIds: number[]): Promise<Publication[]> {
  const results: Publication[] = [];
  for (const platformConnectionId of connectionIds) {
    results.push(await apiRequest<Publication>('POST', `/api/blogs/${blogId}/publish`, { platformConnectionId }));
  }
  return results;
}

const blogHomeKey = (blogId: number) => ['/api/blogs', blogId, 'home'] as const;

/** The blog's home destination and the URL the other copies point to (GET /api/blogs/:id/home). */
export const blogHomeQueryOptions = (blogId: number) =>
  queryOptions({
    queryKey: blogHomeKey(blogId),
    queryFn: async (ctx) => blogHomeSchema.parse(await fetchJson(ctx)),
  });

/** Chooses the home: a connection, Inkgram's public page, or (null) the first copy that goes live. */
export function useSetHome(blogId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: HomeRequest) => apiRequest<void>('PUT', `/api/blogs/${blogId}/home`, req),
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: blogHomeKey(blogId) });
      await qc.invalidateQueries({ queryKey: blogPublicationsKey(blogId) });
    },
  });
}

/** What one destination would be sent, with the overrides being edited (docs/decisions/046). */
export async function previewPublication(blogId: number, req: PublishPreviewRequest): Promise<PublishPreview> {
  return publishPreviewSchema.parse(await apiRequest<unknown>('POST', `/api/blogs/${blogId}/publish-preview`, req));
}

/** Saves a destination's own title, tags and excerpt (a live post is updated with them). */
export function useSaveOverrides(blogId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: number; overrides: PublishOverrides | null }) =>
      apiRequest<Publication>('PUT', `/api/publications/${p.id}/overrides`, { overrides: p.overrides }),
    onSettled: () => refreshAfterPublish(qc, blogId),
  });
}
