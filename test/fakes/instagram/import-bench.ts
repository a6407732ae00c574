import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { parseConfig } from '../../../server/config';
import { openDatabase, runMigrations } from '../../../server/db/client';
import { instagramAccounts, instagramPosts, users } from '../../../server/db/schema';
import { createKeyring } from '../../../server/lib/crypto/keyring';
import { diskMediaStorage } from '../../../server/lib/storage/media-storage';
import { mediaLibrary } from '../../../server/modules/media/media.library';
import { instagramEnvironmentFactory } from '../../../server/integrations/instagram/environment';
import { sampleAccounts } from '../../../server/integrations/instagram/sandbox/samples';
import { syncService } from '../../../server/modules/instagram/sync.service';
import { encryptToken } from '../../../server/modules/instagram/tokens';
import { startFakeInstagram } from './server';
import { count, eq } from 'drizzle-orm';

/**
 * Imports `posts` posts (pages of 100) from the local fake Instagram into a fresh database with
 * the production sync code (HTTP client, paging, image downloads into storage, upserts), and
 * reports wall time and memory. PGlite in memory, or PostgreSQL when `databaseUrl` is given.
 */
export async function benchImport({ posts = 1000, databaseUrl }: { posts?: number; databaseUrl?: string } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inkgram-bench-'));
  const ig = await startFakeInstagram({
    redirectUris: ['http://localhost:3000/connect-instagram'],
    accounts: sampleAccounts(posts).slice(0, 1),
  });
  const database = databaseUrl
    ? await openDatabase({ kind: 'postgres', connectionString: databaseUrl })
    : await openDatabase({ kind: 'pglite' });
  try {
    await runMigrations(database);
    const config = parseConfig({
      DATA_DIR: dataDir,
      ...ig.env,
    });
    const keyring = createKeyring(`k1:${Buffer.alloc(32, 3).toString('base64')}`);
    const db = database.db;
    const [user] = await db
      .insert(users)
      .values({
        username: `bench${Date.now()}`,
        email: `bench${Date.now()}@example.com`,
        passwordHash: 'x',
        name: 'Bench',
      })
      .returning();
    const sample = ig.fake.accounts[0]!;
    const [account] = await db
      .insert(instagramAccounts)
      .values({
        userId: user!.id,
        instagramUserId: sample.igId,
        username: sample.username,
        accessToken: encryptToken(keyring, user!.id, ig.fake.issueToken(sample.igId, 'long')),
        tokenExpiry: new Date(Date.now() + 50 * 86_400_000),
      })
      .returning();
    const sync = syncService({
      db,
      keyring,
      media: mediaLibrary(db, diskMediaStorage(dataDir)),
      env: instagramEnvironmentFactory(config, keyring, () => ''),
      log: pino({ level: 'silent' }),
    });

    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 20);
    const started = performance.now();
    const outcome = await sync.sync(account!.id, 'full');
    const ms = performance.now() - started;
    clearInterval(sampler);
    const [stored] = await db
      .select({ n: count() })
      .from(instagramPosts)
      .where(eq(instagramPosts.accountId, account!.id));
    const mb = (b: number) => Math.round((b / 1024 / 1024) * 10) / 10;
    return {
      database: database.kind,
      posts: stored?.n ?? 0,
      outcome: outcome.status,
      pages: ig.requests.filter((r) => r.path.endsWith('/media')).length,
      imageDownloads: ig.requests.filter((r) => r.path.startsWith('/cdn/')).length,
      seconds: Math.round(ms) / 1000,
      postsPerSecond: Math.round(((stored?.n ?? 0) / ms) * 1000),
      rssBeforeMb: mb(before.rss),
      peakRssMb: mb(peakRss),
      peakHeapUsedMb: mb(peakHeap),
      heapGrowthMb: mb(peakHeap - before.heapUsed),
    };
  } finally {
    await database.close();
    await ig.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
