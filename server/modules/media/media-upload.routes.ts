import { ERROR_CODES } from '@common/errors';
import type { BlogId, UserId } from '@common/ids';
import { IMAGE_MESSAGES, IMAGE_UPLOAD, uploadedImageSchema } from '@common/media';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { imageTypeOf } from '../../lib/storage/image-type';
import type { MediaLibrary } from '../../lib/storage/media-storage';
import { actorOf } from '../../plugins/auth';
import { signedInRoutes } from '../../lib/route-preamble';
import type { App } from '../../types';
import { mediaRepository } from './media.repository';

const notAnImage = () => new AppError(422, ERROR_CODES.validation, IMAGE_MESSAGES.notAnImage);

const uploadQuerySchema = z.object({
  /** The blog the picture is for (the editor's page): a co-writer's picture then belongs to its owner too. */
  blogId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/**
 * The second owner of a picture uploaded for a blog (docs/decisions/035): the blog's owner, when the
 * uploader may change its text (its owner, or someone it is shared with as an editor; the blogs
 * policy's `update`). A blog the uploader may not read is the 404 of a missing one; a viewer or
 * commenter gets a 403 and nothing is stored.
 */
async function blogOwnerFor(repo: ReturnType<typeof mediaRepository>, userId: UserId, blogId: BlogId) {
  const standing = await repo.standingIn(userId, blogId);
  if (!standing?.role) throw notFound('Blog');
  if (standing.role !== 'owner' && standing.role !== 'editor')
    throw forbidden('Only people who may edit this blog can add pictures to it.');
  return standing.ownerId;
}

/**
 * POST /api/media/images — the editor's 'Upload from device': the picture's bytes as the body
 * (Content-Type: the picture's type), stored in the uploader's media library and answered with its
 * `/media/<key>` path, which the editor puts in the content. Private to its owner until a blog
 * showing it is published (docs/decisions/013). The type is read from the bytes, not the header.
 * With `?blogId=`, a co-writer's picture is stored for the blog's owner as well, so that publishing
 * and the featured image treat it as the owner's own (docs/decisions/035).
 */
export async function mediaUploadRoutes(app: App, library: MediaLibrary) {
  const repo = mediaRepository(app.deps.database.db);
  const { base, tags, errors } = signedInRoutes(app, 'media', 400, 401, 403, 404, 413, 415, 422);
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    // Picture bodies are parsed on this route's scope only; everything else stays JSON-only.
    scope.addContentTypeParser(
      [...IMAGE_UPLOAD.types],
      { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD.maxBytes },
      (_req, body, done) => done(null, body),
    );
    scope.post(
      '/api/media/images',
      {
        ...base,
        bodyLimit: IMAGE_UPLOAD.maxBytes,
        schema: {
          summary: 'Upload a picture for a blog (the body is the image; PNG, JPEG, GIF, WebP or AVIF)',
          operationId: 'uploadImage',
          tags,
          querystring: uploadQuerySchema,
          response: { 201: uploadedImageSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { userId } = actorOf(request);
        const { blogId } = request.query;
        const blogOwner = blogId === undefined ? undefined : await blogOwnerFor(repo, userId, blogId as BlogId);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const type = await imageTypeOf(bytes);
        if (!type) throw notAnImage();
        const url = await library.store(bytes, type, userId, blogOwner);
        return reply.code(201).send({ url });
      },
    );
  });
}
