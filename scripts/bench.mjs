// `npm run bench`: measures the performance budgets of docs/architecture.md §7 in one run and prints
// them as tables (scripts/bench-report.mjs). Exits non-zero only on errors; a missed budget is
// reported as "over budget". `npm run bench -- --only lighthouse,ready` runs only those parts
// (http, ready, bundle, lighthouse, sub, scale); see docs/performance.md.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  LOAD,
  SERVER_NODE_FLAGS,
  clientBundles,
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
import { runLighthouse } from './bench-lighthouse.mjs';
import { printBundles, printHeader, printHttp, printLighthouse, printReady } from './bench-report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN_JS = path.join(ROOT, 'dist/server/main.js');
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = 'inkgram_bench';

/** The bench's parts, in the order they run; `--only a,b` picks some. */
const PARTS = ['http', 'ready', 'bundle', 'lighthouse', 'sub', 'scale'];

/** How many times Lighthouse measures each page (`--lighthouse-runs N`); the median run is reported. */
let lighthouseRuns = 1;

function parseParts(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { only: { type: 'string', multiple: true }, 'lighthouse-runs': { type: 'string' } },
  });
  if (values['lighthouse-runs'] !== undefined) {
    lighthouseRuns = Number(values['lighthouse-runs']);
    if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1 || lighthouseRuns > 9)
      throw new Error(`--lighthouse-runs takes a whole number from 1 to 9; got ${values['lighthouse-runs']}`);
  }
  if (!values.only) return new Set(PARTS);
  const picked = values.only.flatMap((v) => v.split(',')).map((v) => v.trim());
  const unknown = picked.filter((p) => !PARTS.includes(p));
  if (unknown.length || !picked.length)
    throw new Error(`--only takes some of ${PARTS.join(', ')} (comma-separated); got ${values.only.join(' ')}`);
  return new Set(picked);
}

/** Authenticated reads under load: the current user (docs/architecture.md) and the 20-blog list (docs/architecture.md §7). */
const ENDPOINTS = ['/api/user', '/api/blogs'];

const tempDirs = [];
let pgCleanup = null;

const log = (msg) => process.stderr.write(`• ${msg}\n`);
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

/** Registers a user with 20 blogs (what the list budget and Lighthouse's My Blogs read); returns the cookie. */
async function benchUser(server) {
  const cookie = await registerUser(server.base);
  await seedBlogs(server.base, cookie, 20);
  return cookie;
}

/** Loads GET /api/user and GET /api/blogs with the cookie of `benchUser`; returns the figures. */
async function loadEndpoints(kind, server, level, cookie) {
  const loads = {};
  for (const endpoint of ENDPOINTS) {
    log(`${kind} (LOG_LEVEL=${level}): load GET ${endpoint} (${LOAD.warmupSeconds} s warm-up + ${LOAD.seconds} s)`);
    loads[endpoint] = await measure(`${server.base}${endpoint}`, { cookie });
  }
  return loads;
}

/**
 * At the default log level (`info`, as `make start` runs it): boots twice (fresh, then with
 * migrations in place) for `ready`, loads the endpoints for `http` and, on PGlite, runs Lighthouse
 * for `lighthouse`; then, for `http`, once more on fresh data at LOG_LEVEL=warn for comparison.
 */
async function benchInkgram(kind, env, freshEnv, parts) {
  const result = { kind };
  if (parts.has('ready')) {
    log(`${kind}: first boot (runs migrations)`);
    const first = await startInkgram(MAIN_JS, env);
    await stopChild(first.child);
    result.firstBootMs = first.readyMs;
    log(`${kind}: second boot (migrations exist)`);
  }
  const lighthouseHere = parts.has('lighthouse') && kind === 'pglite';
  if (!parts.has('http') && !lighthouseHere) {
    if (parts.has('ready')) {
      const server = await startInkgram(MAIN_JS, env);
      result.readyMs = server.readyMs;
      await stopChild(server.child);
    }
    return result;
  }
  const server = await startInkgram(MAIN_JS, env);
  result.readyMs = server.readyMs;
  try {
    const cookie = await benchUser(server);
    if (parts.has('http')) result.loads = await loadEndpoints(kind, server, 'info', cookie);
    if (lighthouseHere)
      result.lighthouse = await runLighthouse(ROOT, server.base, cookie, { runs: lighthouseRuns, log });
  } finally {
    await stopChild(server.child);
  }
  if (!parts.has('http')) return result;
  const quiet = await startInkgram(MAIN_JS, { ...(await freshEnv()), LOG_LEVEL: 'warn' });
  try {
    result.warnLoads = await loadEndpoints(kind, quiet, 'warn', await benchUser(quiet));
  } finally {
    await stopChild(quiet.child);
  }
  return result;
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

async function benchPostgres(adminUrl, parts) {
  const databaseUrl = await freshDatabase(adminUrl, BENCH_DB);
  pgCleanup = () => dropDatabase(adminUrl, BENCH_DB);
  const key = `k1:${randomBytes(32).toString('base64')}`;
  const env = { DATA_DIR: tempDir(), DATABASE_URL: databaseUrl, ENCRYPTION_KEY: key };
  const freshEnv = async () => ({
    DATA_DIR: tempDir(),
    DATABASE_URL: await freshDatabase(adminUrl, BENCH_DB),
    ENCRYPTION_KEY: key,
  });
  return benchInkgram('postgres', env, freshEnv, parts);
}

async function cleanup() {
  await stopAllChildren();
  if (pgCleanup) await pgCleanup().catch((err) => log(`could not drop ${BENCH_DB}: ${err.message}`));
  pgCleanup = null;
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

async function main() {
  const parts = parseParts(process.argv.slice(2));
  const needsServer = ['http', 'ready', 'lighthouse', 'sub'].some((p) => parts.has(p));
  if (needsServer) ensureServerBuild();
  const load = os.loadavg()[0];
  if (load > os.cpus().length / 2)
    log(`note: load average ${load.toFixed(2)} on ${os.cpus().length} CPUs; figures will be noisy`);
  // First, so a bad BENCH_DATABASE_URL fails fast; Lighthouse and the bundle list run on PGlite only.
  const pgUrl = ['http', 'ready', 'sub', 'scale'].some((p) => parts.has(p)) ? await findPostgres() : null;
  let hello = null;
  if (parts.has('http')) {
    log('hello-world: start');
    const helloServer = await startHelloWorld();
    log(`hello-world: load GET / (${LOAD.warmupSeconds} s warm-up + ${LOAD.seconds} s)`);
    hello = await measure(`${helloServer.base}/`);
    await stopChild(helloServer.child);
  }

  const results = [];
  if (['http', 'ready', 'lighthouse'].some((p) => parts.has(p)))
    results.push(await benchInkgram('pglite', { DATA_DIR: tempDir() }, async () => ({ DATA_DIR: tempDir() }), parts));
  if (pgUrl && (parts.has('http') || parts.has('ready'))) results.push(await benchPostgres(pgUrl, parts));

  printHeader();
  if (hello) printHttp(hello, results);
  if (parts.has('ready')) printReady(results);
  if (parts.has('bundle') || parts.has('lighthouse')) printBundles(clientBundles(path.join(ROOT, 'dist/client')));
  if (parts.has('lighthouse')) printLighthouse(results.find((r) => r.lighthouse)?.lighthouse);
  if (parts.has('sub')) await subBenchmarks(pgUrl);
  if (parts.has('scale')) scaleBenchmarks(pgUrl);
}

/** Data volume (scripts/bench-scale.ts): 1,000,000 blogs on PostgreSQL, 10,000 on PGlite. */
function scaleBenchmarks(pgUrl) {
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  if (pgUrl) {
    log('Data volume: 1,000,000 blogs on PostgreSQL (seeding takes a few minutes)');
    console.log(runScript(tsx, ['scripts/bench-scale.ts'], { TEST_DATABASE_URL: pgUrl }));
  }
  log('Data volume: 10,000 blogs on PGlite');
  console.log(runScript(tsx, ['scripts/bench-scale.ts', '--pglite']));
}

/** Posts in the Instagram import runs: the most the API lists for one account. */
const IMPORT_POSTS = ['--posts', '10000'];

/**
 * The built-in writer's time per post; the 10,000-post Instagram import (time, memory), and the
 * same import killed after 50 pages and resumed by a new process (posts, duplicates, downloads).
 */
async function subBenchmarks(pgUrl) {
  log('built-in writer');
  console.log(runScript(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/bench-writer.ts']));
  log('Instagram import: PGlite');
  console.log(runScript(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/bench-instagram.mjs', ...IMPORT_POSTS]));
  log('Instagram import killed after 50 pages and resumed: PGlite');
  console.log(
    runScript(process.execPath, [
      ...SERVER_NODE_FLAGS,
      'scripts/bench-instagram.mjs',
      ...IMPORT_POSTS,
      '--crash-at',
      '50',
    ]),
  );
  if (pgUrl) {
    const databaseUrl = await freshDatabase(pgUrl, BENCH_DB);
    pgCleanup = () => dropDatabase(pgUrl, BENCH_DB);
    log('Instagram import: PostgreSQL');
    console.log(
      runScript(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/bench-instagram.mjs', ...IMPORT_POSTS], {
        BENCH_DATABASE_URL: databaseUrl,
      }),
    );
    // docs/decisions/020-coediting-on-postgresql.md: p95 from one editor's change to the others' (architecture.md §7: 100 editors, 3 processes, one PostgreSQL).
    log('Co-editing: 100 editors on 3 processes (PostgreSQL)');
    console.log(
      runScript(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/bench-co-editing.ts'], {
        TEST_DATABASE_URL: pgUrl,
      }),
    );
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
