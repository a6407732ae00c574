import type { Database, Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { acquireSharedBus } from '../../lib/realtime/shared-bus';
import { notificationsRepository, type NewNotification, type NotificationRow } from './notifications.repository';

export const NOTIFICATIONS_BUS_KIND = 'notifications';
export const notificationsTopic = (userId: number) => `notifications:user:${userId}`;
/** The job that emails instant notifications (server/jobs/notifications.ts). */
export const NOTIFICATION_EMAIL_QUEUE = 'notifications.email';

interface Log {
  warn(obj: object, msg: string): void;
}

export interface NotifierDeps {
  database: Database;
  queue: JobQueue;
  log: Log;
}

/** A notification for someone else: nobody is told of what they did themselves. */
const forOthers = (actorId: number | null, inputs: NewNotification[]) => {
  const seen = new Set<string>();
  return inputs.filter((i) => {
    const key = `${i.userId}:${i.type}`;
    if (i.userId === actorId || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * Emitting notifications (docs/decisions/039-notifications.md), from where the thing happens:
 * `record` writes the rows with the caller's database or transaction (they commit with what caused
 * them); `announce`, after the commit, tells the recipients' open pages over the realtime bus
 * (docs/decisions/012) and queues the instant emails; `notify` does both outside a transaction.
 */
export function notifier(deps: NotifierDeps) {
  async function announce(rows: NotificationRow[]): Promise<void> {
    if (!rows.length) return;
    const shared = acquireSharedBus(deps.database, deps.log);
    try {
      const bus = await shared.bus;
      for (const userId of new Set(rows.map((r) => r.userId)))
        await bus.publish({ topic: notificationsTopic(userId), kind: NOTIFICATIONS_BUS_KIND });
    } catch (err) {
      deps.log.warn({ err: (err as Error).message }, 'notification not announced live');
    } finally {
      await shared.release();
    }
    if (rows.some((r) => r.email === 'instant') && deps.queue.attached) {
      // One queued run at most (stately): it emails every instant notification still owed one.
      await deps.queue
        .send(NOTIFICATION_EMAIL_QUEUE, {}, { singletonKey: NOTIFICATION_EMAIL_QUEUE })
        .catch((err: unknown) =>
          deps.log.warn({ err: (err as Error).message }, 'notification email job not queued; the sweep will'),
        );
    }
  }

  const record = (db: Db, actorId: number | null, inputs: NewNotification[]) =>
    notificationsRepository(db).insert(forOthers(actorId, inputs));

  return {
    record,
    announce,
    /** Records and announces at once (no surrounding transaction). Never fails the caller's action. */
    async notify(actorId: number | null, inputs: NewNotification[]): Promise<void> {
      try {
        await announce(await record(deps.database.db, actorId, inputs));
      } catch (err) {
        deps.log.warn({ err: (err as Error).message }, 'notifications not recorded');
      }
    },
  };
}
export type Notifier = ReturnType<typeof notifier>;
