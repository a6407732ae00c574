// `npm run bench`: measures the performance budgets of docs/architecture.md §7 in one run and prints
// them as a table. Exits non-zero only on errors; a missed budget is reported as "over budget".
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LOAD,
  clientEntryJs,
  dropDatabase,
  freshDatabase,
  killAllChildrenSync,
  measure,
  probePostgres,
  registerUser,
  runScript,
  seedBlogs,
  startHelloWorld,
  startInkgram,
  stopAllChildren,
  stopChild,
} from './bench-lib.mjs';
import { lighthouse, lighthouseMissing } from './bench-lighthouse.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN_JS = path.join(ROOT, 'dist/server/main.js');
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = 'inkgram_bench';
const BUDGETS = {
  pglite: { ratio: 0.04, readyMs: 4000 },
  postgres: { ratio: 0.2, readyMs: 2000 },
  p99Ms: 50,
  clientGzipBytes: 120 * 1024,
  lighthouse: 95,
};

/** Authenticated reads under load: the current user (issue 2) and the 20-blog list (docs/architecture.md §7). */
const ENDPOINTS = ['/api/user', '/api/blogs'];

const tempDirs = [];
let pgCleanup = null;

const log = (msg) => process.stderr.write(`• ${msg}\n`);
/** 'ok', or 'OVER BUDGET' naming the missed parts. */
const verdict = (misses) => {
  const missed = Object.entries(misses)
    .filter(([, miss]) => miss)
    .map(([what]) => what);
  return missed.length ? `OVER BUDGET (${missed.join(', ')})` : 'ok';
};

function ensureServerBuild() {
  if (!existsSync(MAIN_JS)) {
    log('dist/server/main.js is missing: building the server');
    const r = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('node scripts/build-server.mjs failed');
    return;
  }
  const built = statSync(MAIN_JS).mtimeMs;
  const newer = ['server', 'common'].some((dir) =>
    spawnSync('find', [dir, '-newermt', new Date(built).toISOString(), '-name', '*.ts', '-print', '-quit'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).stdout?.trim(),
  );
  if (newer) log('note: server sources are newer than dist/server (rebuild: node scripts/build-server.mjs)');
}

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inkgram-bench-'));
  tempDirs.push(dir);
  return dir;
}

/** Registers a user with 20 blogs and loads GET /api/user and GET /api/blogs; returns the figures. */
async function loadEndpoints(kind, server, level) {
  const cookie = await registerUser(server.base);
  await seedBlogs(server.base, cookie, 20);
  const loads = {};
  for (const endpoint of ENDPOINTS) {
    log(`${kind} (LOG_LEVEL=${level}): load GET ${endpoint} (${LOAD.warmupSeconds} s warm-up + ${LOAD.seconds} s)`);
    loads[endpoint] = await measure(`${server.base}${endpoint}`, { cookie });
  }
  return { cookie, loads };
}

/**
 * Boots twice (fresh, then with migrations in place) at the default log level (`info`, as `make
 * start` runs it) and loads the endpoints; then, for comparison, once more on fresh data at
 * LOG_LEVEL=warn. On PGlite it also runs Lighthouse against the `info` server.
 */
async function benchInkgram(kind, env, freshEnv) {
  log(`${kind}: first boot (runs migrations)`);
  const first = await startInkgram(MAIN_JS, env);
  await stopChild(first.child);
  log(`${kind}: second boot (migrations exist)`);
  const server = await startInkgram(MAIN_JS, env);
  let result;
  try {
    const { cookie, loads } = await loadEndpoints(kind, server, 'info');
    result = { kind, firstBootMs: first.readyMs, readyMs: server.readyMs, loads };
    if (kind === 'pglite') result.lighthouse = runLighthouse(server.base, cookie);
  } finally {
    await stopChild(server.child);
  }
  const quiet = await startInkgram(MAIN_JS, { ...(await freshEnv()), LOG_LEVEL: 'warn' });
  try {
    result.warnLoads = (await loadEndpoints(kind, quiet, 'warn')).loads;
  } finally {
    await stopChild(quiet.child);
  }
  return result;
}

/** Lighthouse (mobile) on /auth signed out and on My Blogs signed in, or the reason it was skipped. */
function runLighthouse(base, cookie) {
  const missing = lighthouseMissing(ROOT);
  if (missing) return { skipped: missing };
  const pages = {};
  for (const [name, pathname, withCookie] of [
    ['/auth', '/auth', undefined],
    ['My Blogs', '/my-blogs', cookie],
  ]) {
    log(`Lighthouse ${name}`);
    pages[name] = lighthouse(ROOT, `${base}${pathname}`, withCookie);
  }
  return { pages };
}

/** PostgreSQL admin URL to use, or null (with the reason logged) when none answers. */
async function findPostgres() {
  const explicit = process.env.BENCH_DATABASE_URL;
  const url = explicit || DEFAULT_PG_URL;
  const problem = await probePostgres(url);
  if (!problem) return url;
  if (explicit) throw new Error(`BENCH_DATABASE_URL does not answer: ${problem}`);
  log(
    `PostgreSQL skipped: nothing answers at ${DEFAULT_PG_URL} (${problem}); set BENCH_DATABASE_URL to use another server`,
  );
  return null;
}

async function benchPostgres(adminUrl) {
  const databaseUrl = await freshDatabase(adminUrl, BENCH_DB);
  pgCleanup = () => dropDatabase(adminUrl, BENCH_DB);
  const key = `k1:${randomBytes(32).toString('base64')}`;
  const env = { DATA_DIR: tempDir(), DATABASE_URL: databaseUrl, ENCRYPTION_KEY: key };
  const freshEnv = async () => ({
    DATA_DIR: tempDir(),
    DATABASE_URL: await freshDatabase(adminUrl, BENCH_DB),
    ENCRYPTION_KEY: key,
  });
  return benchInkgram('postgres', env, freshEnv);
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) =>
    r.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ');
  console.log(line(rows[0]));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const r of rows.slice(1)) console.log(line(r));
}

/** The same endpoint's figures at LOG_LEVEL=warn, for comparison (not budgeted). */
const atWarn = (load, hello) =>
  load ? `${fmt(load.rps)} req/s, p99 ${fmt(load.p99)} ms (${fmt((load.rps / hello.rps) * 100, 1)} %)` : '';

function report(hello, results, client) {
  console.log(
    `\nInkgram bench — ${new Date().toISOString().slice(0, 10)}, node ${process.version}, ${os.cpus().length} CPUs (load ${os.loadavg()[0].toFixed(2)}), ` +
      `${LOAD.connections} connections, ${LOAD.seconds} s measured after ${LOAD.warmupSeconds} s warm-up\n`,
  );
  const rows = [
    ['target (LOG_LEVEL=info)', 'req/s', 'p99 ms', 'non-2xx', 'errors', 'vs hello', 'budget', 'result', 'at warn'],
  ];
  const helloFigures = [hello.rps, hello.p99, hello.non2xx, hello.errors].map((n) => fmt(n));
  rows.push(['hello-world  GET /', ...helloFigures, '100 %', '', '', '']);
  for (const r of results) {
    const budget = BUDGETS[r.kind];
    for (const [endpoint, load] of Object.entries(r.loads)) {
      const ratio = load.rps / hello.rps;
      rows.push([
        `inkgram ${r.kind}  GET ${endpoint}`,
        fmt(load.rps),
        fmt(load.p99),
        fmt(load.non2xx),
        fmt(load.errors),
        `${fmt(ratio * 100, 1)} %`,
        `≥ ${budget.ratio * 100} %, p99 < ${BUDGETS.p99Ms}`,
        verdict({ 'req/s': ratio < budget.ratio, p99: load.p99 >= BUDGETS.p99Ms }),
        atWarn(r.warnLoads?.[endpoint], hello),
      ]);
    }
  }
  printTable(rows);

  console.log('');
  const ready = [['time to ready (spawn → /api/health 200)', 'first boot', 'migrations exist', 'budget', 'result']];
  for (const r of results) {
    const budget = BUDGETS[r.kind].readyMs;
    ready.push([
      `inkgram ${r.kind}`,
      `${fmt(r.firstBootMs)} ms`,
      `${fmt(r.readyMs)} ms`,
      `< ${fmt(budget)} ms`,
      verdict({ ready: r.readyMs >= budget }),
    ]);
  }
  printTable(ready);

  console.log('');
  if (!client) {
    console.log(
      'first-load JS of /auth: skipped (dist/client/index.html not found; build the client with `npx vite build`)',
    );
  } else {
    console.log(
      `first-load JS of /auth: ${fmt(client.gzipBytes / 1024, 1)} KB gzipped (${fmt(client.brBytes / 1024, 1)} KB brotli)` +
        ` in ${client.files.length} file(s) (budget ≤ ${BUDGETS.clientGzipBytes / 1024} KB gzipped):` +
        ` ${verdict({ size: client.gzipBytes > BUDGETS.clientGzipBytes })}`,
    );
    for (const f of client.files) console.log(`  ${f.url}  ${fmt(f.gzipBytes / 1024, 1)} KB`);
  }
  const lh = results.find((r) => r.lighthouse)?.lighthouse;
  console.log('');
  if (!lh) console.log('Lighthouse: not run');
  else if (lh.skipped) console.log(`Lighthouse: skipped (${lh.skipped})`);
  else {
    const rows = [['Lighthouse (mobile)', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'transfer', 'result']];
    for (const [name, p] of Object.entries(lh.pages)) {
      rows.push([
        name,
        p.performance,
        p.accessibility,
        p.fcp,
        p.lcp,
        p.tbt,
        `${fmt(p.transferKb)} KB`,
        verdict({
          performance: p.performance < BUDGETS.lighthouse,
          accessibility: p.accessibility < BUDGETS.lighthouse,
        }),
      ]);
    }
    printTable(rows);
  }
  console.log('');
}

async function cleanup() {
  await stopAllChildren();
  if (pgCleanup) await pgCleanup().catch((err) => log(`could not drop ${BENCH_DB}: ${err.message}`));
  pgCleanup = null;
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

async function main() {
  ensureServerBuild();
  const load = os.loadavg()[0];
  if (load > os.cpus().length / 2)
    log(`note: load average ${load.toFixed(2)} on ${os.cpus().length} CPUs; figures will be noisy`);
  const pgUrl = await findPostgres(); // first, so a bad BENCH_DATABASE_URL fails fast
  log('hello-world: start');
  const helloServer = await startHelloWorld();
  log(`hello-world: load GET / (${LOAD.warmupSeconds} s warm-up + ${LOAD.seconds} s)`);
  const hello = await measure(`${helloServer.base}/`);
  await stopChild(helloServer.child);

  const results = [await benchInkgram('pglite', { DATA_DIR: tempDir() }, async () => ({ DATA_DIR: tempDir() }))];
  if (pgUrl) results.push(await benchPostgres(pgUrl));

  report(hello, results, clientEntryJs(path.join(ROOT, 'dist/client')));
  await subBenchmarks(pgUrl);
}

/** The built-in writer's time per post and the 1,000-post Instagram import (time, memory). */
async function subBenchmarks(pgUrl) {
  log('built-in writer');
  console.log(runScript(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/bench-writer.ts']));
  log('Instagram import: PGlite');
  console.log(runScript(process.execPath, ['scripts/bench-instagram.mjs']));
  if (pgUrl) {
    const databaseUrl = await freshDatabase(pgUrl, BENCH_DB);
    pgCleanup = () => dropDatabase(pgUrl, BENCH_DB);
    log('Instagram import: PostgreSQL');
    console.log(runScript(process.execPath, ['scripts/bench-instagram.mjs'], { BENCH_DATABASE_URL: databaseUrl }));
  }
  console.log('');
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping`);
    cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}
process.on('exit', () => {
  killAllChildrenSync();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

try {
  await main();
  await cleanup();
} catch (err) {
  console.error(`\nbench failed: ${err instanceof Error ? err.message : String(err)}`);
  await cleanup();
  process.exitCode = 1;
}
