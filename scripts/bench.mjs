// npm run bench — the production server against a bare node:http hello-world, under autocannon,
// with the budgets of docs/architecture §7. Needs `npm run build` first.
//   GET /api/blogs (authenticated, 20 blogs) on PGlite, and on PostgreSQL when TEST_DATABASE_URL
//   (or BENCH_DATABASE_URL) points at a server; then the built-in writer's time per post.
// BENCH_SECONDS (default 8) and BENCH_CONNECTIONS (default 50) tune the runs.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const NODE = process.execPath;
const BUDGET = { pglite: 0.04, postgres: 0.2, p99Ms: 50 };

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(url, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not come up`);
}

function run(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

const summary = (r) => ({ rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx });

async function baseline() {
  const port = await freePort();
  const child = spawn(
    NODE,
    ['-e', `require('node:http').createServer((q, s) => s.end('hello')).listen(${port}, '127.0.0.1')`],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${port}/`);
  const r = summary(await run(`http://127.0.0.1:${port}/`));
  child.kill();
  return r;
}

async function seed(base) {
  const origin = { origin: base, 'content-type': 'application/json' };
  const u = `bench${randomBytes(4).toString('hex')}`;
  const reg = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ name: 'Bench', username: u, email: `${u}@example.com`, password: 'bench-password-1' }),
  });
  const cookie = reg.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const paragraph = '<p>' + 'Golden light over the river, trams and tiled facades. '.repeat(8) + '</p>';
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${base}/api/blogs`, {
      method: 'POST',
      headers: { ...origin, cookie },
      body: JSON.stringify({
        title: `Blog ${i}`,
        content: `<h2>Part ${i}</h2>${paragraph.repeat(6)}`,
        tags: 'travel, lisbon, sunset, food',
        category: 'Travel',
      }),
    });
    if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
  }
  return cookie;
}

async function benchApp(kind, env) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inkgram-bench-'));
  const child = spawn(NODE, ['dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REGISTER_LIMIT_PER_HOUR: '1000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
    const cookie = await seed(base);
    const check = await (await fetch(`${base}/api/blogs`, { headers: { cookie } })).json();
    if (check.length !== 20) throw new Error(`expected 20 blogs, got ${check.length}`);
    await run(`${base}/api/blogs`, { cookie }); // warm-up
    return { kind, ...summary(await run(`${base}/api/blogs`, { cookie })) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withPostgres(fn) {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const name = `inkgram_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  try {
    return await fn(u.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const bare = await baseline();
console.log(`bare node:http: ${bare.rps} req/s, p99 ${bare.p99} ms`);
const results = [await benchApp('pglite', {})];
const pgResult = await withPostgres((url) =>
  benchApp('postgres', { DATABASE_URL: url, ENCRYPTION_KEY: `k1:${randomBytes(32).toString('base64')}` }),
);
if (pgResult) results.push(pgResult);

let ok = true;
console.log(`\nGET /api/blogs (20 blogs, ${CONNECTIONS} connections, ${SECONDS} s):`);
for (const r of results) {
  const ratio = r.rps / bare.rps;
  const pass = ratio >= BUDGET[r.kind] && r.p99 < BUDGET.p99Ms && r.errors === 0;
  ok &&= pass;
  console.log(
    `  ${r.kind.padEnd(8)} ${String(r.rps).padStart(6)} req/s  ${(ratio * 100).toFixed(1).padStart(5)} % of bare (budget ${BUDGET[r.kind] * 100} %)  p99 ${r.p99} ms (budget < ${BUDGET.p99Ms})  errors ${r.errors}  ${pass ? 'OK' : 'OVER BUDGET'}`,
  );
}

const writer = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/bench-writer.ts'], { encoding: 'utf8' });
process.stdout.write(`\n${writer.stdout}${writer.stderr}`);
process.exit(ok && writer.status === 0 ? 0 : 1);
