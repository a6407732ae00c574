import { COMMENT_LIMITS, COMMENT_MESSAGES, type CommentsChangedEvent } from '@common/comments';
import { blogIdParams } from '@common/ids';
import { tooManyRequests } from '../../lib/errors';
import { acquireSharedBus } from '../../lib/realtime/shared-bus';
import { openEventStream } from '../../lib/realtime/sse';
import { topicHub } from '../../lib/realtime/topic-hub';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import type { CommentsService } from './comments.service';

const PREFIX = 'comments:blog:';
const topicOf = (blogId: number) => `${PREFIX}${blogId}`;
const KIND = 'commentsChanged';

/**
 * Comments pushed live (docs/decisions/012's bus: LISTEN/NOTIFY between processes, in-process on
 * PGlite). A notice carries only ids, the same for every reader: each client refetches the list,
 * which the policies filter, when one arrives.
 */
export async function createCommentsLive(app: App) {
  const shared = acquireSharedBus(app.deps.database, app.log);
  const hub = topicHub(await shared.bus, {
    log: app.log,
    maxStreamsPerUser: COMMENT_LIMITS.streamsPerUser,
    viewersEvent: (topic, count) => ({ event: 'viewers', data: { type: 'viewers', topic, count } }),
    async resolve(message) {
      if (message.kind !== KIND || typeof message.commentId !== 'number') return null;
      const data: CommentsChangedEvent = {
        type: KIND,
        blogId: Number(message.topic.slice(PREFIX.length)),
        commentId: message.commentId,
      };
      return { event: KIND, data };
    },
  });
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => shared.release());

  return {
    changed: (blogId: number, commentId: number) => hub.publish({ topic: topicOf(blogId), kind: KIND, commentId }),

    /** GET /api/blogs/{id}/comments/events: server-sent events for whoever may read the blog. */
    route(service: CommentsService) {
      app.get(
        '/api/blogs/:id/comments/events',
        { preHandler: app.requireUser, schema: { tags: ['blog comments'], params: blogIdParams, hide: true } },
        async (request, reply) => {
          const actor = actorOf(request);
          await service.list(actor, request.params.id);
          if (!hub.canJoin(actor.userId)) throw tooManyRequests(5, COMMENT_MESSAGES.tooManyStreams);
          let leave = () => {};
          // A revoked reader's stream ends at once (docs/decisions/030): the same check as opening it.
          const recheck = () => service.list(actor, request.params.id).then(() => true);
          const access = { scope: `blog:${request.params.id}`, recheck };
          const sink = openEventStream(request, reply, actor.userId, () => leave(), access);
          leave = hub.join(topicOf(request.params.id), sink);
        },
      );
    },
  };
}
