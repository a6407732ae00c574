import { COLLAB_LIMITS, COLLAB_MESSAGES, type LiveEvent } from '@common/collaborative-sessions';
import { sessionIdParams } from '@common/ids';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/errors';
import type { BusMessage } from '../../lib/realtime/bus';
import { acquireSharedBus } from '../../lib/realtime/shared-bus';
import { openEventStream } from '../../lib/realtime/sse';
import { topicHub } from '../../lib/realtime/topic-hub';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import { presentLiveContribution } from './sessions.presenter';
import type { CollabEvents, CollabService } from './sessions.service';
import { contributionsRepository } from './sessions.repository';

const topicOf = (sessionId: number) => `session:${sessionId}`;
const sessionOf = (topic: string) => Number(topic.slice('session:'.length));

/** Builds the live hub for this process: the bus (LISTEN/NOTIFY or in-process) plus the viewers' topics. */
export async function createLive(app: App, db: Db) {
  const shared = acquireSharedBus(app.deps.database, app.log);
  const bus = await shared.bus;
  const contributions = contributionsRepository(db);
  const event = (data: LiveEvent) => ({ event: data.type, data });

  const hub = topicHub(bus, {
    log: app.log,
    maxStreamsPerUser: COLLAB_LIMITS.streamsPerUser,
    viewersEvent: (topic, count) => event({ type: 'viewers', sessionId: sessionOf(topic), count }),
    async resolve(message: BusMessage) {
      if (message.kind === 'status' && typeof message.status === 'string') {
        return event({ type: 'status', sessionId: sessionOf(message.topic), status: message.status });
      }
      if (
        (message.kind === 'contribution' || message.kind === 'contributionUpdated') &&
        typeof message.id === 'number'
      ) {
        // Each process reads the row once and sends it to its own viewers: NOTIFY carries only the id.
        const row = await contributions.findById(message.id);
        const type = message.kind;
        return row ? event({ type, contribution: presentLiveContribution(row) }) : null;
      }
      if (message.kind === 'contributionRemoved' && typeof message.id === 'number') {
        return event({ type: 'contributionRemoved', sessionId: sessionOf(message.topic), contributionId: message.id });
      }
      return null;
    },
  });

  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => shared.release());

  const events: CollabEvents = {
    contributionAdded: (sessionId, id) => hub.publish({ topic: topicOf(sessionId), kind: 'contribution', id }),
    statusChanged: (sessionId, status) => hub.publish({ topic: topicOf(sessionId), kind: 'status', status }),
    contributionUpdated: (sessionId, id) => hub.publish({ topic: topicOf(sessionId), kind: 'contributionUpdated', id }),
    contributionRemoved: (sessionId, id) => hub.publish({ topic: topicOf(sessionId), kind: 'contributionRemoved', id }),
  };
  return { hub, events };
}

/** GET /api/collaborative-sessions/{id}/events: server-sent events for one session, for those who may see it. */
export function liveRoute(app: App, service: CollabService, hub: Awaited<ReturnType<typeof createLive>>['hub']) {
  app.get(
    '/api/collaborative-sessions/:id/events',
    { preHandler: app.requireUser, schema: { tags: ['collaborative sessions'], params: sessionIdParams, hide: true } },
    async (request, reply) => {
      const actor = actorOf(request);
      const session = await service.getSession(actor, request.params.id);
      if (!hub.canJoin(actor.userId)) throw tooManyRequests(5, COLLAB_MESSAGES.tooManyStreams);
      let leave = () => {};
      const sink = openEventStream(request, reply, actor.userId, () => leave());
      leave = hub.join(topicOf(session.id), sink);
    },
  );
}
