import type { PgBoss } from 'pg-boss';
import { oauthStatesRepository } from '../modules/instagram';
import type { App } from '../types';

const TOKEN_REFRESH_QUEUE = 'instagram.refresh-tokens';

/**
 * Every 6 hours: refresh Instagram long-lived tokens that have < 10 days left (they live 60 days
 * and cannot be refreshed once expired), and drop used or expired OAuth states.
 */
export async function registerInstagramJobs(boss: PgBoss, app: App) {
  await boss.createQueue(TOKEN_REFRESH_QUEUE);
  await boss.schedule(TOKEN_REFRESH_QUEUE, '41 */6 * * *');
  await boss.work(TOKEN_REFRESH_QUEUE, async () => {
    await app.instagram.tokens.refreshExpiring();
    await oauthStatesRepository(app.deps.database.db).purgeOlderThan(new Date(Date.now() - 24 * 3600 * 1000));
  });
}
