import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Keyring } from '../lib/crypto/keyring';
import { refreshAtprotoSessions } from '../modules/publishing';

const TOKEN_REFRESH_QUEUE = 'atproto.refresh-tokens';

/**
 * Every 6 hours: refresh the OAuth sessions of AT Protocol connections (rotating their refresh
 * tokens; a refused refresh marks the connection 'Needs reconnecting') and drop expired sign-ins
 * (docs/decisions/043-at-protocol-standard-site.md).
 */
export async function registerAtprotoJobs(
  boss: PgBoss,
  deps: { database: Database; keyring: Keyring; config: Config; log: FastifyBaseLogger },
) {
  await boss.createQueue(TOKEN_REFRESH_QUEUE);
  await boss.schedule(TOKEN_REFRESH_QUEUE, '29 */6 * * *');
  await boss.work(TOKEN_REFRESH_QUEUE, async () => {
    await refreshAtprotoSessions(deps);
  });
}
