import { blogIdParams } from '@common/ids';
import { publicationSchema } from '@common/publishing';
import { z } from 'zod';
import { signedInRoutes } from '../../lib/route-preamble';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import { publicationsRepository } from './publications.repository';
import { presentPublication } from './publishing.presenter';
import { revisionPublishing } from './revision-publishing';

/** 'Update everywhere' with a blog's open revision (docs/decisions/040-revisions-of-live-posts.md). */
export async function revisionPublishingRoutes(app: App) {
  const { database, queue } = app.deps;
  const revisions = revisionPublishing(database.db, queue);
  const publications = publicationsRepository(database.db);
  const { base, tags, errors } = signedInRoutes(app, 'publishing', 401, 403, 404, 409);

  app.post(
    '/api/blogs/:id/revision/update-everywhere',
    {
      ...base,
      schema: {
        summary: "Send the blog's open revision to every live destination, in place; then it is the live text",
        operationId: 'updateBlogEverywhereWithRevision',
        tags,
        params: blogIdParams,
        response: { 202: z.array(publicationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { blogUserId, ids } = await revisions.updateEverywhere(actor, request.params.id);
      const rows = await Promise.all(ids.map((id) => publications.findById(id)));
      const views = rows.flatMap((p) => (p ? [presentPublication({ ...p, blogUserId }, actor)] : []));
      return reply.code(202).send(views);
    },
  );
}
