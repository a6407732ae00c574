import { errorBodySchema, ERROR_CODES } from '@common/errors';
import { IMAGE_MESSAGES, IMAGE_UPLOAD, uploadedImageSchema } from '@common/media';
import { AppError } from '../../lib/errors';
import { imageTypeOf } from '../../lib/storage/image-type';
import type { MediaLibrary } from '../../lib/storage/media-storage';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';

const notAnImage = () => new AppError(422, ERROR_CODES.validation, IMAGE_MESSAGES.notAnImage);

/**
 * POST /api/media/images — the editor's 'Upload from device': the picture's bytes as the body
 * (Content-Type: the picture's type), stored in the uploader's media library and answered with its
 * `/media/<key>` path, which the editor puts in the content. Private to its owner until a blog
 * showing it is published (docs/decisions/013). The type is read from the bytes, not the header.
 */
export async function mediaUploadRoutes(app: App, library: MediaLibrary) {
  await app.register(async (scope) => {
    // Picture bodies are parsed on this route's scope only; everything else stays JSON-only.
    scope.addContentTypeParser(
      [...IMAGE_UPLOAD.types],
      { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD.maxBytes },
      (_req, body, done) => done(null, body),
    );
    scope.post(
      '/api/media/images',
      {
        preHandler: app.requireUser,
        bodyLimit: IMAGE_UPLOAD.maxBytes,
        schema: {
          summary: 'Upload a picture for a blog (the body is the image; PNG, JPEG, GIF, WebP or AVIF)',
          operationId: 'uploadImage',
          tags: ['media'],
          response: {
            201: uploadedImageSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            413: errorBodySchema,
            415: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const type = await imageTypeOf(bytes);
        if (!type) throw notAnImage();
        const url = await library.store(bytes, type, actorOf(request).userId);
        return reply.code(201).send({ url });
      },
    );
  });
}
