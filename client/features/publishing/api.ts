import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  blogHomeSchema,
  connectionSchema,
  isActivePublication,
  platformSchema,
  publicationSchema,
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
import { api, dataOf } from '@client/lib/api-client';

const PLATFORMS_KEY = ['/api/publishing-platforms'] as const;
const CONNECTIONS_KEY = ['/api/platform-connections'] as const;
const ALL_PUBLICATIONS_KEY = ['/api/publications'] as const;
const BLOGS_KEY = ['/api/blogs'] as const;
const blogPublicationsKey = (blogId: number) => ['/api/blogs', blogId, 'publications'] as const;

const blog = (blogId: number) => ({ path: { id: blogId } });

/** While a job runs, statuses refresh on their own (no manual refresh). */
const POLL_MS = 2_000;

export const platformsQueryOptions = queryOptions({
  queryKey: PLATFORMS_KEY,
  queryFn: async ({ signal }) =>
    z.array(platformSchema).parse(await dataOf(api.GET('/api/publishing-platforms', { signal }))),
});

export const connectionsQueryOptions = queryOptions({
  queryKey: CONNECTIONS_KEY,
  queryFn: async ({ signal }) =>
    z.array(connectionSchema).parse(await dataOf(api.GET('/api/platform-connections', { signal }))),
});

export const pollWhileActive = (publications: Publication[] | undefined) =>
  publications?.some((p) => isActivePublication(p.status)) ? POLL_MS : false;

export const blogPublicationsQueryOptions = (blogId: number) =>
  queryOptions({
    queryKey: blogPublicationsKey(blogId),
    queryFn: async ({ signal }) =>
      z
        .array(publicationSchema)
        .parse(await dataOf(api.GET('/api/blogs/{id}/publications', { params: blog(blogId), signal }))),
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
    mutationFn: async (form: CreateConnection) =>
      connectionSchema.parse(await dataOf(api.POST('/api/platform-connections', { body: form }))),
    onSuccess: () => refreshAfterConnection(qc),
  });
}

export function useDeleteConnection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => dataOf(api.DELETE('/api/platform-connections/{id}', { params: { path: { id } } })),
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
    results.push(
      publicationSchema.parse(
        await dataOf(api.POST('/api/blogs/{id}/publish', { params: blog(blogId), body: { platformConnectionId } })),
      ),
    );
  }
  return results;
}

const blogHomeKey = (blogId: number) => ['/api/blogs', blogId, 'home'] as const;

/** The blog's home destination and the URL the other copies point to (GET /api/blogs/:id/home). */
export const blogHomeQueryOptions = (blogId: number) =>
  queryOptions({
    queryKey: blogHomeKey(blogId),
    queryFn: async ({ signal }) =>
      blogHomeSchema.parse(await dataOf(api.GET('/api/blogs/{id}/home', { params: blog(blogId), signal }))),
  });

/** Chooses the home: a connection, Inkgram's public page, or (null) the first copy that goes live. */
export function useSetHome(blogId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (req: HomeRequest) => dataOf(api.PUT('/api/blogs/{id}/home', { params: blog(blogId), body: req })),
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: blogHomeKey(blogId) });
      await qc.invalidateQueries({ queryKey: blogPublicationsKey(blogId) });
    },
  });
}

/** What one destination would be sent, with the overrides being edited (docs/decisions/046). */
export async function previewPublication(blogId: number, req: PublishPreviewRequest): Promise<PublishPreview> {
  return publishPreviewSchema.parse(
    await dataOf(api.POST('/api/blogs/{id}/publish-preview', { params: blog(blogId), body: req })),
  );
}

/** Saves a destination's own title, tags and excerpt (a live post is updated with them). */
export function useSaveOverrides(blogId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: number; overrides: PublishOverrides | null }) =>
      dataOf(
        api.PUT('/api/publications/{id}/overrides', {
          params: { path: { id: p.id } },
          body: { overrides: p.overrides },
        }),
      ),
    onSettled: () => refreshAfterPublish(qc, blogId),
  });
}
