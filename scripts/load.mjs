// `npm run load`: signed-in users with a realistic mix (scripts/load-lib.mjs) against Inkgram on
// PGlite (one process) and on PostgreSQL (two processes on one database, round robin), publishing
// to a local fake DEV. Prints a table per database; exits non-zero on any error or lost write.
//   npm run load [-- --quick] [-- --users 200] [-- --seconds 60] [-- --think 1000] [-- --only pglite|postgres]
//   LOAD_USERS / LOAD_SECONDS / LOAD_THINK_MS; BENCH_DATABASE_URL=postgres://… (admin URL)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import {
  dropDatabase,
  freshDatabase,
  killAllChildrenSync,
  probePostgres,
  startInkgram,
  stopAllChildren,
} from './bench-lib.mjs';
import { instagramConnector, runLoad } from './load-lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN_JS = path.join(ROOT, 'dist/server/main.js');
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOAD_DB = 'inkgram_load';
const P99_BUDGET_MS = 200;

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    users: { type: 'string' },
    seconds: { type: 'string' },
    think: { type: 'string' },
    only: { type: 'string' },
  },
});
const num = (flag, env, full, quick) => Number(flag ?? process.env[env] ?? (flags.quick ? quick : full));
const USERS = num(flags.users, 'LOAD_USERS', 200, 20);
const SECONDS = num(flags.seconds, 'LOAD_SECONDS', 60, 10);
const THINK_MS = num(flags.think, 'LOAD_THINK_MS', 1000, 500);
if (![USERS, SECONDS, THINK_MS].every((n) => Number.isFinite(n) && n >= 0) || USERS < 1) {
  console.error('--users, --seconds and --think must be numbers (users ≥ 1)');
  process.exit(2);
}

const log = (msg) => process.stderr.write(`• ${msg}\n`);
const tempDirs = [];
const cleanups = [];

const { FakeDevto } = await tsImport('../test/fakes/publishers/fake-devto.ts', import.meta.url);
const { consent } = await tsImport('../test/fakes/instagram/consent.ts', import.meta.url);

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inkgram-load-'));
  tempDirs.push(dir);
  return dir;
}

/** Starts `processes` servers with `env` (+ a fake DEV), runs the load across them, stops them. */
async function loadOn(kind, processes, env) {
  const devto = new FakeDevto();
  await devto.start();
  cleanups.push(() => devto.close());
  const shared = {
    LOG_LEVEL: 'info', // as users run it
    REGISTER_LIMIT_PER_HOUR: '100000', // every simulated user signs up from 127.0.0.1
    AI_RATE_PER_MINUTE: '1000',
    DEVTO_API_URL: devto.apiUrl,
    OUTBOUND_ALLOWLIST: devto.hostPort,
    ENCRYPTION_KEY: `k1:${randomBytes(32).toString('base64')}`,
    ...env,
  };
  log(`${kind}: starting ${processes} process(es)`);
  const servers = [];
  for (let i = 0; i < processes; i++) servers.push(await startInkgram(MAIN_JS, { DATA_DIR: tempDir(), ...shared }));
  const result = await runLoad({
    targets: servers.map((s) => s.base),
    users: USERS,
    seconds: SECONDS,
    thinkMs: THINK_MS,
    devtoApiKey: devto.apiKey,
    instagramUsers: Math.max(1, Math.round(USERS / 10)),
    connectInstagram: instagramConnector(consent),
    log: (m) => log(`${kind}: ${m}`),
  });
  // A server that died during the run explains every error after it: say so, with its last output.
  for (const [i, s] of servers.entries())
    if (s.child.exitCode !== null || s.child.signalCode !== null)
      result.lost.unshift(
        `server ${i + 1} exited (${s.child.exitCode ?? s.child.signalCode}) during the load; its last output:\n${s.child.output()}`,
      );
  if (devto.articles.length !== result.writes.published)
    result.lost.push(`DEV received ${devto.articles.length} articles for ${result.writes.published} publications`);
  await stopAllChildren();
  return { kind, ...result };
}

const fmt = (n, d = 0) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

function printResult(r) {
  const widths = [14, 7, 8, 8, 8];
  const line = (cells) =>
    cells.map((c, i) => (i ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join('  ');
  console.log(`\n${r.kind}: ${r.users} users on ${r.processes} process(es), ${r.seconds} s`);
  console.log(line(['action', 'count', 'p50 ms', 'p99 ms', 'max ms']));
  for (const row of r.rows) console.log(line([row.op, fmt(row.count), fmt(row.p50, 1), fmt(row.p99, 1), fmt(row.max)]));
  const all = r.rows.at(-1);
  const w = r.writes;
  console.log(
    `throughput ${fmt(all.count / r.seconds)} req/s; errors ${r.errors.length}; lost writes ${r.lost.length} ` +
      `(checked ${w.blogs} blogs of which ${w.deleted} deleted, ${w.prompts} prompts, ${w.contributions} contributions, ${w.published} publications; read back in ${r.verifySeconds} s)`,
  );
  for (const e of r.errors.slice(0, 10)) console.log(`  error [${e.op}] ${e.message}`);
  for (const l of r.lost.slice(0, 10)) console.log(`  lost: ${l}`);
  if (r.kind === 'postgres')
    console.log(
      `p99 ${fmt(all.p99, 1)} ms (budget < ${P99_BUDGET_MS} ms): ${all.p99 < P99_BUDGET_MS ? 'ok' : 'OVER BUDGET'}`,
    );
}

async function cleanup() {
  await stopAllChildren();
  for (const fn of cleanups.splice(0)) await fn().catch((err) => log(`cleanup: ${err.message}`));
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

async function main() {
  if (!existsSync(MAIN_JS))
    throw new Error('dist/server/main.js is missing: run `node scripts/build-server.mjs` first');
  const load = os.loadavg()[0];
  console.log(
    `Inkgram load — ${new Date().toISOString()}, node ${process.version}, ${os.cpus().length} CPUs ` +
      `(${os.cpus()[0]?.model ?? '?'}), load average ${load.toFixed(2)}; ${USERS} users, ${SECONDS} s, think ~${THINK_MS} ms`,
  );
  const results = [];
  if (flags.only !== 'postgres') {
    results.push(await loadOn('pglite', 1, {}));
    printResult(results.at(-1));
    await cleanup();
  }
  if (flags.only !== 'pglite') {
    const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_PG_URL;
    const problem = await probePostgres(adminUrl);
    if (problem) {
      if (process.env.BENCH_DATABASE_URL || flags.only === 'postgres') throw new Error(`PostgreSQL: ${problem}`);
      log(`PostgreSQL skipped: nothing answers at ${adminUrl} (${problem})`);
    } else {
      const url = await freshDatabase(adminUrl, LOAD_DB);
      cleanups.push(() => dropDatabase(adminUrl, LOAD_DB));
      results.push(await loadOn('postgres', 2, { DATABASE_URL: url }));
      printResult(results.at(-1));
    }
  }
  const failed = results.some((r) => r.errors.length > 0 || r.lost.length > 0);
  if (failed) process.exitCode = 1;
}

process.on('exit', killAllChildrenSync);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`${signal}: stopping`);
    cleanup().finally(() => process.exit(130));
  });
}
try {
  await main();
} catch (err) {
  console.error(`load failed: ${err.stack ?? err.message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
