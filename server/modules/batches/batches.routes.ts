import { batchSchema, createBatchSchema } from '@common/batches';
import { idParamSchema } from '@common/ids';
import { signedInRoutes } from '../../lib/route-preamble';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import { batchesService } from './batches.service';

/**
 * Batch drafts (docs/decisions/027-creator-voice-and-top-posts.md): many posts of one account written as draft blogs by queued jobs; the
 * creator polls the batch for progress and per-post results, and may cancel it. Owner only (404 else).
 */
export async function batchRoutes(app: App) {
  const batches = batchesService(app.deps.database.db, app.deps.queue);
  const { base, tags, errors } = signedInRoutes(app, 'batches', 400, 401, 404);

  app.post(
    '/api/batches',
    {
      ...base,
      schema: {
        summary: 'Write draft blogs from many posts (chosen, or the last 20) as queued jobs',
        operationId: 'createBatch',
        tags,
        body: createBatchSchema,
        response: { 201: batchSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await batches.create(actorOf(req), req.body)),
  );

  app.get(
    '/api/batches/:id',
    {
      ...base,
      schema: {
        summary: "A batch's progress and the result of each post",
        operationId: 'getBatch',
        tags,
        params: idParamSchema,
        response: { 200: batchSchema, ...errors },
      },
    },
    async (req) => batches.get(actorOf(req), req.params.id),
  );

  app.delete(
    '/api/batches/:id',
    {
      ...base,
      schema: {
        summary: 'Cancel a batch: posts not yet started are not written; a post being written finishes',
        operationId: 'cancelBatch',
        tags,
        params: idParamSchema,
        response: { 200: batchSchema, ...errors },
      },
    },
    async (req) => batches.cancel(actorOf(req), req.params.id),
  );
}
