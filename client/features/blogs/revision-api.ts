import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { blogSchema } from '@common/blogs';
import { publicationSchema } from '@common/publishing';
import { api, dataOf } from '@client/lib/api-client';

/** The calls of revisions of live blogs (docs/decisions/040-revisions-of-live-posts.md), for revisions.tsx. */

/** Starts a revision of the live blog (or returns the one already open). */
export const startRevision = async (blogId: number) =>
  blogSchema.parse(await dataOf(api.POST('/api/blogs/{id}/revision', { params: { path: { id: blogId } } })));

/** The live blog's publications: each copy's progress while the revision is sent. */
export const livePublicationsQuery = (blogId: number) =>
  queryOptions({
    queryKey: ['/api/blogs', blogId, 'publications'] as const,
    queryFn: async ({ signal }) =>
      z
        .array(publicationSchema)
        .parse(await dataOf(api.GET('/api/blogs/{id}/publications', { params: { path: { id: blogId } }, signal }))),
  });

/** Resolves when the revision still exists; a 404 means it became the live text. */
export const readRevision = (revisionId: number, signal: AbortSignal) =>
  dataOf(api.GET('/api/blogs/{id}', { params: { path: { id: revisionId } }, signal }));

/** Sends the revision to every live copy. */
export const updateEverywhere = (liveId: number) =>
  dataOf(api.POST('/api/blogs/{id}/revision/update-everywhere', { params: { path: { id: liveId } } }));

/** Drops the revision; the live blog stays as it is. */
export const discardRevision = (liveId: number) =>
  dataOf(api.DELETE('/api/blogs/{id}/revision', { params: { path: { id: liveId } } }));
