/**
 * Scale bench (docs/performance.md "Data volume"): one creator with 100,000 blogs and 20,000
 * Instagram posts among 1,000,000 blogs, on PostgreSQL, served by the built server with its
 * defaults. Measures My Blogs (first page, each filter, a search in titles and content, the 1,000th
 * page by cursor) and saving a blog: p50/p99 of sequential requests, and prints the plan of each
 * list query as the server builds it. `SCALE_BLOGS`, `SCALE_CREATOR_BLOGS` and `SCALE_POSTS` shrink
 * it; `--pglite` runs the same on PGlite at 10,000 blogs (no budget: no 5xx, nothing lost).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { blogListQuerySchema } from '../common/blog-list';
import { openDatabase, pgliteDataDir, runMigrations, type Database } from '../server/db/client';
import { blogListRepository } from '../server/modules/blogs/blogs-list.repository';
import { freePort } from '../test/helpers/wait';
import { seed, vocabulary } from './bench-scale-seed';

const pglite = process.argv.includes('--pglite');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const counts = {
  totalBlogs: Number(process.env.SCALE_BLOGS ?? (pglite ? 10_000 : 1_000_000)),
  creatorBlogs: Number(process.env.SCALE_CREATOR_BLOGS ?? (pglite ? 10_000 : 100_000)),
  posts: Number(process.env.SCALE_POSTS ?? (pglite ? 2_000 : 20_000)),
};
const BUDGET_MS = 50;
const SAMPLES = 200;
const log = (msg: string) => process.stderr.write(`• ${msg}\n`);
const ROOT = path.resolve(import.meta.dirname, '..');

function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  return (async () => {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server exited during start-up');
      if (
        await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return child;
      if (Date.now() > deadline) throw new Error('the server did not start within 120 s');
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
}

class Client {
  cookie = '';
  constructor(readonly base: string) {}
  async send(method: string, url: string, body?: unknown): Promise<Response> {
    const res = await fetch(this.base + url, {
      method,
      headers: {
        origin: this.base,
        'sec-fetch-site': 'same-origin',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.getSetCookie().find((c) => c.split('=')[0]!.endsWith('inkgram_sid'));
    if (set) this.cookie = set.split(';')[0]!;
    return res;
  }
}

async function ok(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
  return res;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** p50 and p99 of `SAMPLES` sequential requests after 20 unmeasured ones; every answer must be 2xx. */
async function latency(run: (i: number) => Promise<Response>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 20; i++) await ok(await run(-1 - i), 'warm-up');
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    const res = await run(i);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** The UTC day `offset` days from today (the seeded blogs go back from now, 17 minutes apart). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Each measured read is a different URL (an ignored `sample` parameter), so that none is answered
 * by the per-user cache of My Blogs (docs/decisions/021): these are the database's figures.
 */
const uncached = (url: string, i: number) => `${url}${url.includes('?') ? '&' : '?'}sample=${i}`;

const nextLink = (res: Response) => /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1];

async function explain(database: Database, userId: number, query: Record<string, string>): Promise<string> {
  const list = blogListRepository(database.db);
  const built = list.pageQuery(userId, blogListQuerySchema.parse(query));
  const result = (await database.db.execute(sql`explain (analyze, buffers, costs off) ${built}`)) as unknown as {
    rows: Record<string, string>[];
  };
  const rows = result.rows;
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inkgram-bench-scale-'));
  const name = `inkgram_scale_${process.pid}`;
  const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  if (!pglite) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  }
  // Interrupted (Ctrl-C, a timeout): the server and the scratch database go too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanup().finally(() => process.exit(130)));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ENCRYPTION_KEY: `k1:${randomBytes(32).toString('base64')}`,
    REGISTER_LIMIT_PER_HOUR: '1000',
    ...(pglite ? {} : { DATABASE_URL: dbUrl }),
  };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  try {
    // PGlite is one process: seed its files before the server opens them.
    if (pglite) {
      const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDataDir(dataDir) });
      await runMigrations(database);
      await database.close();
    }
    server = await startServer(env, port);
    const creator = new Client(base);
    await ok(
      await creator.send('POST', '/api/register', {
        name: 'Scale Creator',
        username: 'scale_creator',
        email: 'scale.creator@example.com',
        password: 'scale-password-123',
      }),
      'register',
    );
    const creatorId = ((await (await creator.send('GET', '/api/user')).json()) as { id: number }).id;
    if (pglite) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    const database = pglite
      ? await openDatabase({ kind: 'pglite', dataDir: pgliteDataDir(dataDir) })
      : await openDatabase({ kind: 'postgres', connectionString: dbUrl, max: 2 });
    const started = Date.now();
    log(
      `seeding ${counts.totalBlogs.toLocaleString('en')} blogs (${counts.creatorBlogs.toLocaleString('en')} the creator's)`,
    );
    await seedWith(database, creatorId, counts);
    log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (pglite) {
      await database.close();
      server = await startServer(env, port);
      await ok(
        await creator.send('POST', '/api/login', { username: 'scale_creator', password: 'scale-password-123' }),
        'login',
      );
    }
    await report(creator, database, creatorId, pglite);
    if (!pglite) await database.close();
  } finally {
    await cleanup();
  }

  async function cleanup() {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    if (!pglite) {
      // Its own connection: a signal may arrive while `admin` is busy or already closed.
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function seedWith(database: Database, creatorId: number, c: typeof counts) {
  if (database.kind === 'postgres') {
    const client = await database.pool.connect();
    try {
      await seed(client as unknown as pg.Client, creatorId, c, log);
    } finally {
      client.release();
    }
    return;
  }
  const query = (text: string, params?: unknown[]) => database.pglite.query(text, params);
  await seed({ query } as unknown as pg.Client, creatorId, c, log);
}

async function report(creator: Client, database: Database, creatorId: number, quiet: boolean) {
  const words = vocabulary();
  const cases: [string, Record<string, string>][] = [
    ['first page', {}],
    ['status=published', { status: 'published' }],
    ['status=draft', { status: 'draft' }],
    ['platform=wordpress', { platform: 'wordpress' }],
    ['created in one month', { from: day(-90), to: day(-60) }],
    [`search: a common word ('${words[4]}')`, { q: words[4]! }],
    [`search: a rare word ('${words.at(-7)}')`, { q: words.at(-7)! }],
    [`search: part of a title ('${words[40]!.slice(1)}')`, { q: words[40]!.slice(1) }],
  ];
  const rows: string[][] = [];
  const plans: string[] = [];
  for (const [label, query] of cases) {
    const url = `/api/blogs?${new URLSearchParams(query)}`;
    const m = await latency((i) => creator.send('GET', uncached(url, i)));
    rows.push([label, m.p50.toFixed(1), m.p99.toFixed(1)]);
    if (!quiet || database.kind === 'postgres') plans.push(`── ${label}\n${await explain(database, creatorId, query)}`);
  }
  // The 1,000th page: every page walked by its next link (and counted: nothing lost on the way).
  let url: string | undefined = '/api/blogs?limit=50';
  const seen = new Set<number>();
  let pages = 0;
  let target = url;
  while (url && pages < 1000) {
    target = url;
    const res = await ok(await creator.send('GET', url), url);
    for (const blog of (await res.json()) as { id: number }[]) seen.add(blog.id);
    pages += 1;
    url = nextLink(res);
  }
  const lastPage = await latency((i) => creator.send('GET', uncached(target, i)));
  rows.push([`page ${pages} by cursor`, lastPage.p50.toFixed(1), lastPage.p99.toFixed(1)]);
  const [first] = (await (await creator.send('GET', '/api/blogs?limit=1')).json()) as { id: number }[];
  let n = 0;
  const save = await latency(() =>
    creator.send('PATCH', `/api/blogs/${first!.id}`, {
      title: `Saved again ${(n += 1)}`,
      content: `<p>Revision ${n}: ${words.slice(0, 60).join(' ')}</p>`,
    }),
  );
  rows.push(['saving a blog (PATCH)', save.p50.toFixed(1), save.p99.toFixed(1)]);

  console.log(
    `\nData volume on ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${counts.totalBlogs.toLocaleString('en')} blogs, the creator's ${counts.creatorBlogs.toLocaleString('en')}, ${counts.posts.toLocaleString('en')} Instagram posts; ${SAMPLES} sequential requests each, none answered from the per-user cache (ms)`,
  );
  console.log(
    `walked ${pages} pages, ${seen.size.toLocaleString('en')} distinct blogs (expected ${(pages * 50).toLocaleString('en')})`,
  );
  console.log('| request | p50 | p99 | budget |');
  console.log('| --- | ---: | ---: | --- |');
  for (const [label, p50, p99] of rows) {
    const verdict =
      database.kind === 'postgres' ? (Number(p99) < BUDGET_MS ? `< ${BUDGET_MS} ms ✓` : `over ${BUDGET_MS} ms ✗`) : '—';
    console.log(`| ${label} | ${p50} | ${p99} | ${verdict} |`);
  }
  if (plans.length) console.log(`\nPlans (EXPLAIN ANALYZE of the server's own statements):\n\n${plans.join('\n\n')}`);
}

main().catch((err: unknown) => {
  console.error(`bench-scale failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exitCode = 1;
});
