// Public: GET /media/:key reads the session itself (owners; anyone once published); the signed-in upload is media-upload.routes.ts.
import { ERROR_CODES } from '@common/errors';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { parseRange } from '../../lib/storage/byte-range';
import { isMediaKey, type MediaStorage } from '../../lib/storage/media-storage';
import type { App } from '../../types';
import { mediaLibrary } from './media.library';
import { mediaUploadRoutes } from './media-upload.routes';
import { mediaVisibility, type MediaVisibility } from './media.policy';
import { mediaRepository } from './media.repository';

/**
 * Private images stay in the owner's browser cache only; public ones (a published blog's) may be
 * kept by shared caches, for a day rather than forever since a blog's images are public only while
 * it stays published and its owner exists. Keys are content hashes, so the ETag never changes.
 */
const CACHE_CONTROL: Record<MediaVisibility, string> = {
  private: 'private, max-age=3600',
  public: 'public, max-age=86400',
};

/** One answer for a missing key and for a key the viewer may not see: nothing tells them apart. */
const notFound = (reply: FastifyReply) =>
  reply.code(404).header('cache-control', 'no-store').send({ message: 'Media not found', code: ERROR_CODES.notFound });

/**
 * GET /media/:key — the app's stored copies (Instagram images, featured images, a reel's video): to
 * their owners (the session cookie, sent with same-origin <img> and <video> requests, says who asks)
 * and, once a blog showing them is published, to anyone (media.policy.ts). A `Range` header gets that
 * part (206), so a <video> can start at once and seek; a range past the end is a 416.
 * Also POST /api/media/images, the editor's picture upload (media-upload.routes.ts).
 */
export async function mediaRoutes(app: App, storage: MediaStorage) {
  const repo = mediaRepository(app.deps.database.db);
  await mediaUploadRoutes(app, mediaLibrary(app.deps.database.db, storage));
  app.get(
    '/media/:key',
    { schema: { hide: true, params: z.object({ key: z.string().max(80) }) } },
    async (request, reply) => {
      const { key } = request.params;
      if (!isMediaKey(key)) return notFound(reply);
      const viewer = await app.sessions.resolve(request);
      const visibility = await mediaVisibility(repo, key, viewer?.user.id ?? null);
      if (!visibility) return notFound(reply);
      const etag = `"${key.slice(0, key.indexOf('.'))}"`;
      // A revalidation needs no bytes: only whether the store still has them. A store that cannot be
      // reached throws a 503 (storageUnavailable) here or below.
      const revalidating = request.headers['if-none-match'] === etag;
      const found = revalidating
        ? await storage.exists(key)
        : await storage.stream(key, parseRange(request.headers.range));
      if (!found) return notFound(reply);
      reply.header('cache-control', CACHE_CONTROL[visibility]).header('etag', etag).header('accept-ranges', 'bytes');
      if (found === true) return reply.code(304).send();
      if (found.size !== undefined) reply.header('content-length', found.size);
      if (found.range) {
        const { start, end, total } = found.range;
        reply.code(206).header('content-range', `bytes ${start}-${end}/${total}`);
      }
      return reply
        .header('content-type', found.contentType)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(found.body);
    },
  );
}
