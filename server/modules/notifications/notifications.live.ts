import { NOTIFICATION_LIMITS, type NotificationsEvent } from '@common/notifications';
import type { Db } from '../../db/client';
import type { BusMessage, RealtimeBus } from '../../lib/realtime/bus';
import { userSinks } from '../../lib/realtime/user-sinks';
import { notificationsRepository } from './notifications.repository';
import { NOTIFICATIONS_BUS_KIND, notificationsTopic } from './notifier';

const PREFIX = notificationsTopic(0).slice(0, -1);

/**
 * This process's open notification streams, per person, fed from the realtime bus
 * (docs/decisions/012): a notice carries only the person's id; each process counts their unread
 * notifications once and sends the count to their open pages, which refetch the list when open.
 */
export function notificationStreams(db: Db, bus: RealtimeBus, log: { warn(obj: object, msg: string): void }) {
  const sinks = userSinks(NOTIFICATION_LIMITS.streamsPerUser);
  const repo = notificationsRepository(db);

  const deliver = async (message: BusMessage) => {
    if (message.kind !== NOTIFICATIONS_BUS_KIND) return;
    const userId = Number(message.topic.slice(PREFIX.length));
    const local = sinks.of(userId);
    if (!local?.size) return;
    const event: NotificationsEvent = { type: 'notifications', unread: await repo.unreadCount(userId) };
    for (const sink of local) sink.send('notifications', event);
  };
  const unsubscribe = bus.subscribe((message) => {
    if (!message.topic.startsWith(PREFIX)) return;
    deliver(message).catch((err: Error) => log.warn({ err: err.message }, 'notification event dropped'));
  });

  return {
    publish: (userId: number) => bus.publish({ topic: notificationsTopic(userId), kind: NOTIFICATIONS_BUS_KIND }),
    canJoin: sinks.canJoin,
    join: sinks.join,
    close() {
      unsubscribe();
      sinks.closeAll();
    },
  };
}
