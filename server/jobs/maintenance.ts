import type { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { sessionsRepository } from '../modules/auth';
import { throttleRepository } from '../lib/throttle/throttle.repository';

const PURGE_QUEUE = 'maintenance.purge-expired';

/** Removes expired sessions and stale throttle windows every hour. */
export async function purgeExpired(database: Database): Promise<{ sessions: number }> {
  const now = new Date();
  const sessions = await sessionsRepository(database.db).deleteExpired(now);
  await throttleRepository(database.db).deleteOlderThan(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  return { sessions };
}

export async function registerMaintenanceJobs(boss: PgBoss, database: Database, log: FastifyBaseLogger) {
  await boss.createQueue(PURGE_QUEUE);
  await boss.schedule(PURGE_QUEUE, '17 * * * *');
  await boss.work(PURGE_QUEUE, async () => {
    const removed = await purgeExpired(database);
    log.info({ event: 'purge_expired', ...removed }, 'purged expired sessions');
  });
}
