import {
  markReadSchema,
  NOTIFICATION_COPY,
  notificationListSchema,
  notificationSettingsSchema,
  unsubscribeQuerySchema,
  updateNotificationSettingsSchema,
} from '@common/notifications';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idField } from '@common/ids';
import { AppError, tooManyRequests } from '../../lib/errors';
import { acquireSharedBus } from '../../lib/realtime/shared-bus';
import { openEventStream } from '../../lib/realtime/sse';
import { signedInRoutes } from '../../lib/route-preamble';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import { notificationStreams } from './notifications.live';
import { presentNotificationList, unsubscribePage } from './notifications.presenter';
import { notificationsService } from './notifications.service';

const TOO_MANY_STREAMS = 'Too many open Inkgram pages are following notifications. Close one and reload.';
/** `before`: the id of the oldest notification shown; only ids that can exist (1 … 2^31−1). */
const listQuery = z.object({
  before: z.coerce.number().pipe(idField('before must be the id of a notification')).optional(),
});

/** The bell's list, marking read, email settings, the live count, and one-click unsubscribe (docs/decisions/039). */
export async function notificationRoutes(app: App) {
  const { database, keyring } = app.deps;
  const shared = acquireSharedBus(database, app.log);
  const streams = notificationStreams(database.db, await shared.bus, app.log);
  app.addHook('preClose', async () => streams.close());
  app.addHook('onClose', async () => shared.release());
  const service = notificationsService({ db: database.db, keyring, changed: streams.publish });
  const { base, tags, errors } = signedInRoutes(app, 'notifications', 400, 401);

  app.get(
    '/api/notifications',
    {
      ...base,
      schema: {
        summary: 'My notifications, newest first, and how many are unread',
        operationId: 'listNotifications',
        tags,
        querystring: listQuery,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (r) => {
      const { items, unread } = await service.list(actorOf(r), r.query.before);
      return presentNotificationList(items, unread);
    },
  );

  app.post(
    '/api/notifications/read',
    {
      ...base,
      schema: {
        summary: 'Mark some of my notifications read, or all of them',
        operationId: 'markNotificationsRead',
        tags,
        body: markReadSchema,
        response: { 200: z.object({ unread: z.number().int() }), ...errors },
      },
    },
    async (r) => service.markRead(actorOf(r), r.body),
  );

  app.get(
    '/api/notifications/settings',
    {
      ...base,
      schema: {
        summary: 'My email settings per notification type',
        operationId: 'getNotificationSettings',
        tags,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (r) => service.settings(actorOf(r)),
  );

  app.put(
    '/api/notifications/settings',
    {
      ...base,
      schema: {
        summary: 'Set Off, Instant or Daily digest per notification type',
        operationId: 'updateNotificationSettings',
        tags,
        body: updateNotificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (r) => service.updateSettings(actorOf(r), r.body.email),
  );

  app.get('/api/notifications/events', { ...base, schema: { tags, hide: true } }, async (request, reply) => {
    const actor = actorOf(request);
    if (!streams.canJoin(actor.userId)) throw tooManyRequests(5, TOO_MANY_STREAMS);
    let leave = () => {};
    const sink = openEventStream(request, reply, actor.userId, () => leave());
    leave = streams.join(sink);
  });

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    // RFC 8058: the mail app POSTs `List-Unsubscribe=One-Click` as a form; the page's button does too.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const schema = { tags, querystring: unsubscribeQuerySchema, hide: true };
    const page = (reply: FastifyReply, status: number, html: string) =>
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(html);
    const refused = (reply: FastifyReply, err: unknown) => {
      if (!(err instanceof AppError) || err.status !== 400) throw err;
      return page(reply, 400, unsubscribePage({ title: 'Link not valid', message: NOTIFICATION_COPY.badToken }));
    };

    // Opening the link shows what it would stop and a button: a link scanner's GET changes nothing.
    scope.get('/api/notifications/unsubscribe', { schema }, async (r, reply) => {
      try {
        const { scope: what } = service.check(r.query.token);
        const label = what === 'digest' ? 'the daily digest' : NOTIFICATION_COPY.types[what];
        return page(
          reply,
          200,
          unsubscribePage({
            title: 'Unsubscribe?',
            message: `Stop emails about: ${label}. Other emails stay as they are.`,
            confirm: { action: `/api/notifications/unsubscribe?token=${encodeURIComponent(r.query.token)}` },
          }),
        );
      } catch (err) {
        return refused(reply, err);
      }
    });

    scope.post('/api/notifications/unsubscribe', { schema, config: { skipOriginCheck: true } }, async (r, reply) => {
      try {
        const { label } = await service.unsubscribe(r.query.token);
        return page(
          reply,
          200,
          unsubscribePage({ title: 'Unsubscribed', message: NOTIFICATION_COPY.unsubscribed(label) }),
        );
      } catch (err) {
        return refused(reply, err);
      }
    });
  });
}
