import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../lib/paths';
import * as schema from './schema';
import { seedPlatforms } from './seed-platforms';
import type { Db } from './types';

export type { Db, Schema } from './types';

export type Database =
  | { kind: 'pglite'; db: Db; pglite: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close(): Promise<void> };

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob | File;
      /** pglite.wasm compiled once and shared by the instances of one process (the test suite's copies). */
      wasmModule?: WebAssembly.Module;
    }
  | { kind: 'postgres'; connectionString: string; max?: number };

/**
 * PostgreSQL's default 128 MB of shared buffers live inside PGlite's WASM memory, which never
 * shrinks: an embedded, single-user database with the operating system's file cache behind it
 * needs far less. 16 MB takes ~110 MB off a PGlite server's resident memory (docs/performance.md,
 * "Memory"); the queries of the budgets run as fast.
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: opts.connectionString, max: opts.max ?? 10 });
    pool.on('error', () => undefined); // idle-client errors surface on the next query instead of crashing
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const pglite = new PGlite({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    ...(opts.wasmModule ? { pgliteWasmModule: opts.wasmModule } : {}),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    // Trigram indexes serve My Blogs' title search (migration 0032); PostgreSQL ships it in contrib.
    extensions: { pg_trgm },
  });
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}

/** Applies the committed drizzle-kit migrations, then the platform catalogue (both idempotent; run at every boot). */
export async function runMigrations(database: Database): Promise<void> {
  const migrationsFolder = MIGRATIONS_DIR;
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder });
    await seedPlatforms(database.db);
    return;
  }
  // Several server processes may boot at once: serialise migrations with an advisory lock.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder });
    await seedPlatforms(drizzlePg(client, { schema }) as unknown as Db);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}

const MIGRATION_LOCK_ID = 727_411_001;

export const pgliteDataDir = (dataDir: string) => path.join(dataDir, 'pglite');
