import { PgBoss, fromPglite } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { registerMaintenanceJobs } from './maintenance';

/**
 * pg-boss on the app's own database: natively on PostgreSQL (its own small pool), and on PGlite
 * through pg-boss's PGlite adapter (one process, one connection).
 */
export async function startJobs(
  database: Database,
  log: FastifyBaseLogger,
  connectionString?: string,
): Promise<PgBoss> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), schema: 'pgboss' })
      : new PgBoss({ connectionString, schema: 'pgboss', max: 4 });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  await registerMaintenanceJobs(boss, database, log);
  return boss;
}
