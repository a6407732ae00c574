import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../server/types';

/**
 * `ms` pass for batch drafts (docs/decisions/038-batches-that-finish.md): the AI budget's windows,
 * the items' waits and the queued batch jobs' start all move back by `ms`, so a test sees a window
 * reopen without sleeping it out.
 */
export async function passBatchTime(deps: AppDeps, ms: number): Promise<void> {
  const db = deps.database.db;
  const d = sql.raw(`interval '${Math.trunc(ms)} milliseconds'`);
  await db.execute(sql`update auth_throttle set window_started_at = window_started_at - ${d} where key like 'ai:%'`);
  await db.execute(
    sql`update generation_batch_items set waiting_until = waiting_until - ${d} where waiting_until is not null`,
  );
  await db.execute(
    sql`update pgboss.job set start_after = start_after - ${d} where name = 'batches.generate' and state = 'created'`,
  );
}
