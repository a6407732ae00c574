import { NOTIFICATION_LIMITS } from '@common/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import {
  NOTIFICATION_EMAIL_QUEUE,
  notificationsRepository,
  sendDigests,
  sendInstantEmails,
  type NotificationEmailDeps,
} from '../modules/notifications';
import type { AppDeps } from '../types';

export const NOTIFICATION_DIGEST_QUEUE = 'notifications.digest';
const DAY = 24 * 60 * 60_000;

/**
 * Notification emails (docs/decisions/039-notifications.md): instant ones as soon as they are
 * recorded (and a sweep every minute for any a lost job left), the daily digest at 07:00 UTC. Both
 * hand messages to the mail job (docs/decisions/029), which delivers them with its retries.
 */
export async function registerNotificationJobs(boss: PgBoss, deps: AppDeps, log: FastifyBaseLogger) {
  const worker: NotificationEmailDeps = {
    db: deps.database.db,
    config: deps.config,
    keyring: deps.keyring,
    queue: deps.queue,
    log,
  };
  await boss.createQueue(NOTIFICATION_EMAIL_QUEUE, { policy: 'stately', expireInSeconds: 300 });
  await boss.schedule(NOTIFICATION_EMAIL_QUEUE, '* * * * *', {}, { singletonKey: NOTIFICATION_EMAIL_QUEUE });
  await boss.work(NOTIFICATION_EMAIL_QUEUE, { pollingIntervalSeconds: 1 }, async () => {
    const sent = await sendInstantEmails(worker);
    if (sent) log.info({ event: 'notification_emails', sent }, 'notification emails queued');
  });
  await boss.createQueue(NOTIFICATION_DIGEST_QUEUE, { policy: 'stately', expireInSeconds: 1800 });
  await boss.schedule(NOTIFICATION_DIGEST_QUEUE, '0 7 * * *');
  await boss.work(NOTIFICATION_DIGEST_QUEUE, async () => {
    const sent = await sendDigests(worker);
    const removed = await notificationsRepository(worker.db).deleteOlderThan(
      new Date(Date.now() - NOTIFICATION_LIMITS.keepDays * DAY),
    );
    log.info({ event: 'notification_digests', sent, removed }, 'daily digests queued');
  });
}
