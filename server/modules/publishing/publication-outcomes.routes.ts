import { publicationsQuerySchema, publicationSummarySchema } from '@common/publication-outcomes';
import { z } from 'zod';
import { tooManyRequests } from '../../lib/errors';
import { setNextLink } from '../../lib/pagination';
import { signedInRoutes } from '../../lib/route-preamble';
import { acquireSharedBus } from '../../lib/realtime/shared-bus';
import { openEventStream } from '../../lib/realtime/sse';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import { presentPublicationSummary, publicationStreams } from './publication-events';
import { publicationSummariesRepository } from './publication-summaries.repository';

export const TOO_MANY_OUTCOME_STREAMS = 'Too many open Inkgram pages are following publishing. Close one and reload.';

/**
 * What the creator sees of publishing outcomes (docs/decisions/018-publishing-destinations-and-modes.md): the My Blogs grid's one call for the
 * publications of the listed blogs, and the live stream a finished job is pushed through.
 */
export async function publicationOutcomeRoutes(app: App) {
  const { database } = app.deps;
  const summaries = publicationSummariesRepository(database.db);
  const shared = acquireSharedBus(database, app.log);
  const streams = publicationStreams(database.db, await shared.bus, app.log);
  app.addHook('preClose', async () => streams.close());
  app.addHook('onClose', async () => shared.release());
  const { base, tags, errors } = signedInRoutes(app, 'publishing', 400, 401);

  app.get(
    '/api/publications',
    {
      ...base,
      schema: {
        summary: 'List my publications (newest first), or those of the listed blogs',
        operationId: 'listPublications',
        tags,
        querystring: publicationsQuerySchema,
        response: { 200: z.array(publicationSummarySchema), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { blogIds, needsAttention, ...page } = request.query;
      const rows = await summaries.listForUser(actor.userId, page, blogIds, needsAttention);
      setNextLink(request, reply, rows, page);
      return rows.items.map((r) => presentPublicationSummary(r, actor));
    },
  );

  app.get('/api/publications/events', { ...base, schema: { tags, hide: true } }, async (request, reply) => {
    const actor = actorOf(request);
    if (!streams.canJoin(actor.userId)) throw tooManyRequests(5, TOO_MANY_OUTCOME_STREAMS);
    let leave = () => {};
    const sink = openEventStream(request, reply, actor.userId, () => leave());
    leave = streams.join(sink);
  });
}
