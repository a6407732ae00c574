import { draftBlogSchema, turnedIntoBlogSchema } from '@common/collaborative-sessions';
import { sessionIdParams } from '@common/ids';
import { actorOf } from '../../plugins/auth';
import { signedInRoutes } from '../../lib/route-preamble';
import type { App } from '../../types';
import { sessionDraftService, type LiveDraft } from './session-draft.service';

/**
 * A collaborative session's shared draft (docs/decisions/020-coediting-on-postgresql.md): co-edited through the co-editing WebSocket
 * as `session:<id>`; its owner turns it into a blog here.
 */
export async function sessionDraftRoutes(app: App, live?: LiveDraft) {
  const drafts = sessionDraftService(app.deps.database.db, live);
  const { base, tags, errors } = signedInRoutes(app, 'collaborative sessions', 401, 403, 404, 409);
  app.get(
    '/api/collaborative-sessions/:id/draft',
    {
      ...base,
      schema: {
        summary: "Where a session's shared draft went: the blog it was turned into, or null",
        operationId: 'getSessionDraft',
        tags,
        params: sessionIdParams,
        response: { 200: draftBlogSchema, ...errors },
      },
    },
    async (r) => drafts.blogOf(actorOf(r), r.params.id),
  );
  app.post(
    '/api/collaborative-sessions/:id/draft/blog',
    {
      ...base,
      schema: {
        summary:
          "Turn a session's shared draft into a blog (the owner's draft), crediting the contributors; once: asked again, the same blog (200)",
        operationId: 'turnSessionDraftIntoBlog',
        tags,
        params: sessionIdParams,
        response: { 200: turnedIntoBlogSchema, 201: turnedIntoBlogSchema, ...errors },
      },
    },
    async (r, reply) => {
      const turned = await drafts.turnIntoBlog(actorOf(r), r.params.id);
      return reply.code(turned.existing ? 200 : 201).send(turned);
    },
  );
}
