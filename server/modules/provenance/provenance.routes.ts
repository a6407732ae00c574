import { blogIdParams } from '@common/ids';
import { blogProvenanceSchema, linkProvenanceSchema, updateProvenanceSchema } from '@common/provenance';
import { signedInRoutes } from '../../lib/route-preamble';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import { provenanceService } from './provenance.service';

/** A blog's provenance (docs/decisions/025-batch-drafts-and-generation-retention.md): for whoever may read the blog; linked and confirmed by its editors. */
export async function provenanceRoutes(app: App) {
  const provenance = provenanceService(app.deps.database.db);
  const { base, tags, errors } = signedInRoutes(app, 'blog provenance', 400, 401, 403, 404, 409);

  app.get(
    '/api/blogs/:id/provenance',
    {
      ...base,
      schema: {
        summary: "Where a blog's text came from: writer, model, prompt version, time and how much was changed since",
        operationId: 'getBlogProvenance',
        tags,
        params: blogIdParams,
        response: { 200: blogProvenanceSchema, ...errors },
      },
    },
    async (r) => provenance.get(actorOf(r), r.params.id),
  );

  app.put(
    '/api/blogs/:id/provenance',
    {
      ...base,
      schema: {
        summary: 'Record the generation a saved blog came from',
        operationId: 'linkBlogProvenance',
        tags,
        params: blogIdParams,
        body: linkProvenanceSchema,
        response: { 200: blogProvenanceSchema, ...errors },
      },
    },
    async (r) => provenance.link(actorOf(r), r.params.id, r.body.generationId),
  );

  app.patch(
    '/api/blogs/:id/provenance',
    {
      ...base,
      schema: {
        summary: "Confirm 'Reviewed by me' or choose the disclosure line added on publish",
        operationId: 'updateBlogProvenance',
        tags,
        params: blogIdParams,
        body: updateProvenanceSchema,
        response: { 200: blogProvenanceSchema, ...errors },
      },
    },
    async (r) => provenance.update(actorOf(r), r.params.id, r.body),
  );
}
