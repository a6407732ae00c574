import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgBoss, fromPglite } from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations, type Database } from '../../server/db/client';
import { TEMPLATE_DB, testDatabaseUrl } from './test-db-env';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * pg-boss's tables, as startJobs (server/jobs/boss.ts) creates them at its first start: once per run
 * in the migrated copy instead of once in every test file that starts the jobs (about a second of CPU
 * each; docs/performance.md, "Test tiers"). No queue, schedule or job is made here.
 */
async function installJobSchema(database: Database): Promise<void> {
  const db =
    database.kind === 'pglite'
      ? fromPglite(database.pglite)
      : { executeSql: (text: string, values?: unknown[]) => database.pool.query(text, values) };
  const boss = new PgBoss({ db, schema: 'pgboss', supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/**
 * Migrates once per run: a PGlite snapshot that every test file loads as its own copy, and, when
 * TEST_DATABASE_URL is set, a PostgreSQL template database each test file clones.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'inkgram-test-'));
  const pgUrl = testDatabaseUrl();
  let snapshot = '';
  if (!pgUrl) {
    const database = await openDatabase({ kind: 'pglite' });
    await runMigrations(database);
    await installJobSchema(database);
    if (database.kind !== 'pglite') throw new Error('expected pglite');
    const dump = await database.pglite.dumpDataDir('none');
    snapshot = path.join(dir, 'migrated.tar');
    writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
    await database.close();
  } else {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${TEMPLATE_DB}`;
    const database = await openDatabase({ kind: 'postgres', connectionString: url.toString(), max: 1 });
    await runMigrations(database);
    await installJobSchema(database);
    await database.close();
  }
  project.provide('pgliteSnapshot', snapshot);
  project.provide('postgresTemplate', pgUrl ? TEMPLATE_DB : '');
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (pgUrl) {
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
      await admin.end();
    }
  };
}
