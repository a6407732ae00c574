import { ERROR_CODES } from '@common/errors';
import { z } from 'zod';
import type { MediaStorage } from '../../lib/storage/media-storage';
import type { App } from '../../types';

/**
 * GET /media/:key — the app's stored copies (Instagram images, featured images). Keys are content
 * hashes, so responses never change: cached for a year. Public, like any image in a published post.
 */
export async function mediaRoutes(app: App, storage: MediaStorage) {
  app.get(
    '/media/:key',
    { schema: { hide: true, params: z.object({ key: z.string().max(80) }) } },
    async (request, reply) => {
      const found = await storage.get(request.params.key);
      if (!found) {
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .send({ message: 'Media not found', code: ERROR_CODES.notFound });
      }
      return reply
        .header('content-type', found.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(found.bytes);
    },
  );
}
