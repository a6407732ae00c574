import { PgBoss, fromPglite } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { publicationAnnouncer, publisherContext, type PublishingWorkerDeps } from '../modules/publishing';
import type { MailWorkerDeps } from '../modules/mail';
import { notifier } from '../modules/notifications';
import type { AppDeps } from '../types';
import { registerAccountJobs } from './account';
import { registerAtprotoJobs } from './atproto';
import { registerBatchJobs } from './batches';
import { registerMailJobs } from './mail';
import { registerMaintenanceJobs } from './maintenance';
import { registerMediaJobs } from './media';
import { registerNotificationJobs } from './notifications';
import { registerPublishingJobs } from './publishing';

export interface StartJobsOptions {
  /** Replaces parts of the mail worker (tests: back-off, a transport). */
  mail?: Partial<MailWorkerDeps>;
  /** Replaces parts of the publishing worker (tests: back-off, crash hooks). */
  publishing?: Partial<PublishingWorkerDeps>;
}

/**
 * pg-boss on the app's own database: natively on PostgreSQL (its own small pool), and on PGlite
 * through pg-boss's PGlite adapter (one process, one connection). Attaches itself to deps.queue.
 */
export async function startJobs(
  deps: AppDeps,
  log: FastifyBaseLogger,
  options: StartJobsOptions = {},
): Promise<PgBoss> {
  const { database, config } = deps;
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), schema: 'pgboss' })
      : config.DATABASE_URL
        ? new PgBoss({ connectionString: config.DATABASE_URL, schema: 'pgboss', max: 4 })
        : // A database opened without DATABASE_URL (the test suite's per-file copies): share its pool.
          new PgBoss({ db: { executeSql: (text, values) => database.pool.query(text, values) }, schema: 'pgboss' });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  await registerMaintenanceJobs(boss, database, log);
  deps.queue.attach(boss);
  await registerAccountJobs(boss, database.db, config, log);
  await registerBatchJobs(boss, deps, log);
  await registerMailJobs(boss, deps, log, options.mail);
  await registerNotificationJobs(boss, deps, log);
  await registerMediaJobs(boss, database.db, config, log);
  await registerAtprotoJobs(boss, { database, keyring: deps.keyring, config, log });
  // A finished publishing job is pushed to its owner's open pages (a toast wherever they are).
  const announcer = publicationAnnouncer(database, log);
  boss.on('stopped', () => void announcer.release());
  await registerPublishingJobs(
    boss,
    {
      db: database.db,
      keyring: deps.keyring,
      config,
      ctx: publisherContext(config, undefined, { database, keyring: deps.keyring }),
      announce: announcer.announce,
      notifier: notifier({ database, queue: deps.queue, log }),
      ...options.publishing,
    },
    deps.queue,
    log,
  );
  return boss;
}
