import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { parseConfig } from '../../../server/config';
import { openDatabase, pgliteDataDir, runMigrations } from '../../../server/db/client';
import { instagramAccounts, instagramPosts, users } from '../../../server/db/schema';
import { createKeyring } from '../../../server/lib/crypto/keyring';
import { diskMediaStorage } from '../../../server/lib/storage/media-storage';
import { mediaLibrary } from '../../../server/modules/media/media.library';
import { instagramEnvironmentFactory } from '../../../server/integrations/instagram/environment';
import { sampleAccounts } from '../../../server/integrations/instagram/sandbox/samples';
import { SYNC_LEASE_MS, syncService } from '../../../server/modules/instagram/sync.service';
import { encryptToken } from '../../../server/modules/instagram/tokens';
import { startFakeInstagram } from './server';
import { count, countDistinct, eq } from 'drizzle-orm';

/** A full collection when the process runs with --expose-gc (bench-instagram.mjs enables it). */
async function collectGarbage() {
  for (let i = 0; i < 3; i++) {
    global.gc?.();
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The first boot of a PGlite server: initdb and the migrations into DATA_DIR/pglite. Run it in a
 * process of its own (bench-instagram.mjs does) so the import is measured in a process that opens
 * an existing database, as every server process after the first boot does; initdb's transient
 * peak is returned separately.
 */
export async function preparePglite(dataDir: string): Promise<{ firstBootPeakRssMb: number }> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDataDir(dataDir) });
  peak = Math.max(peak, process.memoryUsage().rss);
  await runMigrations(database);
  await database.close();
  clearInterval(sampler);
  return { firstBootPeakRssMb: mb(peak) };
}

/** The Instagram the import talks to: the fake, in this process or (bench-instagram.mjs) in a child. */
export interface InstagramSource {
  env: Record<string, string>;
  igId: string;
  username: string;
  token: string;
  counts(): Promise<{ pages: number; imageDownloads: number }>;
  close(): Promise<void>;
}

/** Starts the fake Instagram with one account of `posts` posts and a long-lived token for it. */
export async function fakeInstagramSource(posts: number): Promise<InstagramSource> {
  const ig = await startFakeInstagram({
    redirectUris: ['http://localhost:3000/connect-instagram'],
    accounts: sampleAccounts(posts).slice(0, 1),
  });
  const sample = ig.fake.accounts[0]!;
  return {
    env: ig.env as Record<string, string>,
    igId: sample.igId,
    username: sample.username,
    token: ig.fake.issueToken(sample.igId, 'long'),
    counts: async () => ({
      pages: ig.requests.filter((r) => r.path.endsWith('/media')).length,
      imageDownloads: ig.requests.filter((r) => r.path.startsWith('/cdn/')).length,
    }),
    close: () => ig.close(),
  };
}

const mb = (b: number) => Math.round((b / 1024 / 1024) * 10) / 10;

/** Where the bench imports into: PostgreSQL when `databaseUrl` is given, else PGlite on disk in `dataDir`. */
interface BenchTarget {
  databaseUrl?: string;
  dataDir: string;
  instagram: InstagramSource;
}

/** Opens the target database (migrated) and the production sync service over it. */
async function openBench({ databaseUrl, dataDir, instagram }: BenchTarget) {
  const database = databaseUrl
    ? await openDatabase({ kind: 'postgres', connectionString: databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: pgliteDataDir(dataDir) });
  await runMigrations(database);
  const config = parseConfig({ DATA_DIR: dataDir, ...instagram.env });
  const keyring = createKeyring(`k1:${Buffer.alloc(32, 3).toString('base64')}`);
  const sync = syncService({
    db: database.db,
    keyring,
    media: mediaLibrary(database.db, diskMediaStorage(dataDir)),
    env: instagramEnvironmentFactory(config, keyring, () => ''),
    log: pino({ level: 'silent' }),
  });
  return { database, keyring, sync };
}

/** A creator with the fake's account connected; its id. */
async function connectBenchAccount(bench: Awaited<ReturnType<typeof openBench>>, instagram: InstagramSource) {
  const db = bench.database.db;
  const [user] = await db
    .insert(users)
    .values({
      username: `bench${Date.now()}`,
      email: `bench${Date.now()}@example.com`,
      passwordHash: 'x',
      name: 'Bench',
    })
    .returning();
  const [account] = await db
    .insert(instagramAccounts)
    .values({
      userId: user!.id,
      instagramUserId: instagram.igId,
      username: instagram.username,
      accessToken: encryptToken(bench.keyring, user!.id, instagram.token),
      tokenExpiry: new Date(Date.now() + 50 * 86_400_000),
    })
    .returning();
  return account!.id;
}

/** Runs one full sync of `accountId` and measures it (wall time, RSS and heap peaks, what was stored). */
async function measureSync(
  bench: Awaited<ReturnType<typeof openBench>>,
  instagram: InstagramSource,
  accountId: number,
) {
  const db = bench.database.db;
  await collectGarbage();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const started = performance.now();
  const outcome = await bench.sync.sync(accountId, 'full');
  const ms = performance.now() - started;
  clearInterval(sampler);
  const [stored] = await db
    .select({ n: count(), distinct: countDistinct(instagramPosts.instagramId) })
    .from(instagramPosts)
    .where(eq(instagramPosts.accountId, accountId));
  const { pages, imageDownloads } = await instagram.counts();
  return {
    database: bench.database.kind,
    posts: stored?.n ?? 0,
    duplicates: (stored?.n ?? 0) - (stored?.distinct ?? 0),
    outcome: outcome.status,
    pages,
    imageDownloads,
    seconds: Math.round(ms) / 1000,
    postsPerSecond: Math.round(((stored?.n ?? 0) / ms) * 1000),
    rssBeforeMb: mb(before.rss),
    peakRssMb: mb(peakRss),
    peakHeapUsedMb: mb(peakHeap),
    heapGrowthMb: mb(peakHeap - before.heapUsed),
  };
}

/**
 * Imports `posts` posts (pages of 100) from the local fake Instagram into a fresh database with
 * the production sync code (HTTP client, paging, image downloads into storage, upserts), and
 * reports wall time and memory. PGlite on disk, or PostgreSQL when `databaseUrl` is given.
 */
export async function benchImport({
  posts = 1000,
  databaseUrl,
  dataDir: preparedDir,
  instagram,
}: {
  posts?: number;
  databaseUrl?: string;
  /** A DATA_DIR already through preparePglite (kept); without it, a temp dir prepared here. */
  dataDir?: string;
  /** Where Instagram runs (bench-instagram.mjs: a child process, like the real remote API); default in-process. */
  instagram?: InstagramSource;
} = {}) {
  const dataDir = preparedDir ?? mkdtempSync(path.join(tmpdir(), 'inkgram-bench-'));
  const firstBoot = databaseUrl || preparedDir ? null : await preparePglite(dataDir);
  const ig = instagram ?? (await fakeInstagramSource(posts));
  const bench = await openBench({ databaseUrl, dataDir, instagram: ig });
  try {
    const accountId = await connectBenchAccount(bench, ig);
    return { ...(await measureSync(bench, ig, accountId)), firstBootPeakRssMb: firstBoot?.firstBootPeakRssMb ?? null };
  } finally {
    await bench.database.close();
    if (!instagram) await ig.close();
    if (!preparedDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * After a process importing into this database was killed part-way (bench-instagram.mjs
 * --crash-at): waits out the dead process's sync lease, as a restarted server does once the lease
 * is stale, and runs the sync again; it resumes from the saved cursor.
 */
export async function benchResume(target: BenchTarget) {
  const bench = await openBench(target);
  try {
    const [account] = await bench.database.db.select().from(instagramAccounts);
    const before = await bench.database.db.select({ n: count() }).from(instagramPosts);
    await bench.database.db
      .update(instagramAccounts)
      .set({ syncStartedAt: new Date(Date.now() - 2 * SYNC_LEASE_MS) })
      .where(eq(instagramAccounts.id, account!.id));
    return { postsBeforeResume: before[0]?.n ?? 0, ...(await measureSync(bench, target.instagram, account!.id)) };
  } finally {
    await bench.database.close();
  }
}
