import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createMediaStorage } from '../lib/storage/create-media-storage';
import { convertStoredDataImages, DATA_IMAGES_QUEUE, mediaLibrary } from '../modules/media';

/**
 * The data migration of docs/decisions/028, queued at every boot: blogs still holding `data:`
 * images get them stored as media. One job at a time across processes (singleton), retried by
 * pg-boss when it fails (store or database down); a run that finds nothing is one scan of the blogs' content.
 */
export async function registerMediaJobs(boss: PgBoss, db: Db, config: Config, log: FastifyBaseLogger) {
  await boss.createQueue(DATA_IMAGES_QUEUE, {
    policy: 'stately',
    retryLimit: 10,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
  });
  await boss.work(DATA_IMAGES_QUEUE, async () => {
    await convertStoredDataImages(db, mediaLibrary(db, createMediaStorage(config)), log);
  });
  await boss.send(DATA_IMAGES_QUEUE, {});
}
