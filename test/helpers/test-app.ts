import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../../server/app';
import { parseConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { createJobQueue } from '../../server/jobs/queue';
import { createKeyring } from '../../server/lib/crypto/keyring';
import { usePasswordHashCost } from '../../server/modules/auth/passwords';
import type { App, AppDeps } from '../../server/types';
import { testDatabaseUrl } from './test-db-env';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_KEY = `k1:${Buffer.alloc(32, 7).toString('base64')}`;

export interface TestApp {
  app: App;
  deps: AppDeps;
  config: Config;
  /** The PostgreSQL URL of this app's database (undefined on PGlite). */
  databaseUrl?: string;
  close(): Promise<void>;
}

const PGLITE_WASM = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/dist/pglite.wasm', import.meta.url));
/**
 * Read and compiled once per test process, not once per app: compiling pglite.wasm is ~0.7 s of the
 * ~2 s of CPU a PGlite copy's start takes (docs/performance.md, "Test tiers").
 */
let pglite: Promise<{ snapshot: Blob; wasmModule: WebAssembly.Module }> | undefined;

/** A fresh copy of the migrated database: PGlite from the run's snapshot, or a clone of the Postgres template. */
async function freshDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const pgUrl = testDatabaseUrl();
  if (!pgUrl) {
    pglite ??= WebAssembly.compile(readFileSync(PGLITE_WASM)).then((wasmModule) => ({
      snapshot: new Blob([readFileSync(inject('pgliteSnapshot'))]),
      wasmModule,
    }));
    const { snapshot, wasmModule } = await pglite;
    const database = await openDatabase({ kind: 'pglite', loadDataDir: snapshot, wasmModule });
    return { database, drop: async () => undefined };
  }
  const name = `inkgram_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', connectionString: url.toString(), max: 5 });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: pgUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildOptions & {
    beforeReady?: (app: App) => void;
    /** PostgreSQL only: a second app instance on the same database as this one (like a second server process). */
    shareDatabaseOf?: TestApp;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inkgram-data-'));
  const config = parseConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ENCRYPTION_KEY: TEST_KEY,
    // Cheap password hashes: passwords.test.ts tests the production cost (docs/performance.md, "Test tiers").
    PASSWORD_HASH_COST: 'test',
    ...env,
  });
  usePasswordHashCost(config.PASSWORD_HASH_COST);
  const shared = options.shareDatabaseOf?.databaseUrl;
  if (options.shareDatabaseOf && !shared) throw new Error('shareDatabaseOf needs TEST_DB=postgres');
  const { database, url, drop } = shared
    ? {
        database: await openDatabase({ kind: 'postgres', connectionString: shared, max: 5 }),
        url: shared,
        drop: async () => undefined,
      }
    : await freshDatabase();
  const deps: AppDeps = { config, database, keyring: createKeyring(TEST_KEY), queue: createJobQueue() };
  const app = await buildApp(deps, { logger: false, clientDir: path.join(dataDir, 'no-client'), ...options });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    deps,
    config,
    databaseUrl: url,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Raw SQL for assertions about stored data (both drivers return `{ rows }`). */
export async function queryRows<T>(db: AppDeps['database']['db'], query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
