import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createMediaStorage } from '../lib/storage/create-media-storage';
import { EXPORT_QUEUE, purgeExpiredExports, runExport } from '../modules/account';

const PURGE_EXPORTS_QUEUE = 'account.purge-exports';

/** pg-boss wiring: the "export everything" archive jobs, and an hourly purge of expired archives. */
export async function registerAccountJobs(boss: PgBoss, db: Db, config: Config, log: FastifyBaseLogger) {
  // One attempt: a failed export says so, and the creator starts another.
  await boss.createQueue(EXPORT_QUEUE, { retryLimit: 0, expireInSeconds: 15 * 60 });
  await boss.work<{ exportId: number }>(EXPORT_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await runExport(db, createMediaStorage(config), job.data.exportId, log);
  });

  await boss.createQueue(PURGE_EXPORTS_QUEUE);
  await boss.schedule(PURGE_EXPORTS_QUEUE, '23 * * * *');
  await boss.work(PURGE_EXPORTS_QUEUE, async () => {
    const removed = await purgeExpiredExports(db);
    if (removed) log.info({ event: 'purge_exports', removed }, 'purged expired account exports');
  });
}
