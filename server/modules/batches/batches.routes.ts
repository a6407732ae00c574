import {
  batchRepeatsSchema,
  batchSchema,
  createBatchSchema,
  currentBatchQuerySchema,
  currentBatchSchema,
} from '@common/batches';
import { idParamSchema } from '@common/ids';
import { signedInRoutes } from '../../lib/route-preamble';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import { batchesService } from './batches.service';

/**
 * Batch drafts (docs/decisions/025, 038): many posts of one account written as draft blogs by queued
 * jobs; the creator polls the batch for progress and per-post results, may cancel it, finds it again
 * in any session until dismissed, and is warned of drafts that repeat each other. Owner only (404 else).
 */
export async function batchRoutes(app: App) {
  const batches = batchesService(app.deps.database.db, app.deps.queue);
  const { base, tags, errors } = signedInRoutes(app, 'batches', 400, 401, 404, 409);

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

  app.get(
    '/api/batches/current',
    {
      ...base,
      schema: {
        summary: "The account's newest batch not dismissed (running or finished), or null",
        operationId: 'getCurrentBatch',
        tags,
        querystring: currentBatchQuerySchema,
        response: { 200: currentBatchSchema, ...errors },
      },
    },
    async (req) => batches.current(actorOf(req), req.query.instagramAccountId),
  );

  app.post(
    '/api/batches/:id/dismiss',
    {
      ...base,
      schema: {
        summary: 'Dismiss a finished batch: its panel is no longer shown, in any session (409 while it runs)',
        operationId: 'dismissBatch',
        tags,
        params: idParamSchema,
        response: { 200: batchSchema, ...errors },
      },
    },
    async (req) => batches.dismiss(actorOf(req), req.params.id),
  );

  app.get(
    '/api/blogs/:id/batch-repeats',
    {
      ...base,
      schema: {
        summary: 'Drafts of the same batch this draft repeats most of (near-duplicates), most similar first',
        operationId: 'getBatchRepeats',
        tags,
        params: idParamSchema,
        response: { 200: batchRepeatsSchema, ...errors },
      },
    },
    async (req) => batches.repeatsOf(actorOf(req), req.params.id),
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
