import { blogSchema } from '@common/blogs';
import { blogIdParams } from '@common/ids';
import { z } from 'zod';
import { signedInRoutes } from '../../lib/route-preamble';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import { revisionsService } from './blog-revisions';
import { presentBlog } from './blogs.presenter';
import type { RecordVersion } from './blogs.service';

/**
 * A revision of a live blog (docs/decisions/040-revisions-of-live-posts.md): started and discarded
 * here, edited like any blog (`/api/blogs/:revisionId`), made live by the publishing module's
 * `POST /api/blogs/:id/revision/update-everywhere`.
 */
export async function blogRevisionRoutes(app: App, options: { recordVersion?: RecordVersion } = {}) {
  const revisions = revisionsService(app.deps.database.db, options.recordVersion);
  const { base, tags, errors } = signedInRoutes(app, 'blogs', 401, 403, 404, 409);

  app.post(
    '/api/blogs/:id/revision',
    {
      ...base,
      schema: {
        summary: 'Start a revision of a live blog (a working copy; the live copies stay as they are)',
        operationId: 'startBlogRevision',
        tags,
        params: blogIdParams,
        response: { 201: blogSchema, ...errors },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const revision = await revisions.start(actor, req.params.id);
      return reply.code(201).send(presentBlog(revision, actor));
    },
  );

  app.delete(
    '/api/blogs/:id/revision',
    {
      ...base,
      schema: {
        summary: "Discard a live blog's open revision",
        operationId: 'discardBlogRevision',
        tags,
        params: blogIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await revisions.discard(actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
