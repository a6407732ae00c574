import type { Config } from './config';
import { openDatabase, pgliteDataDir, runMigrations, type Database } from './db/client';
import { createKeyring, loadOrCreateKeySpec } from './lib/crypto/keyring';
import { createJobQueue } from './jobs/queue';
import { usePasswordHashCost } from './modules/auth';
import type { AppDeps } from './types';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else file-backed PGlite) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', connectionString: config.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: pgliteDataDir(config.DATA_DIR) });
  await runMigrations(database);
  return database;
}

export async function createDeps(config: Config): Promise<AppDeps> {
  usePasswordHashCost(config.PASSWORD_HASH_COST);
  const keyring = createKeyring(loadOrCreateKeySpec(config.DATA_DIR, config.ENCRYPTION_KEY));
  const database = await openConfiguredDatabase(config);
  return { config, database, keyring, queue: createJobQueue() };
}
