// `npm run load`: signed-in users with a realistic mix (scripts/load-lib.mjs) against Inkgram on
// PGlite (one process, 200 users) and on PostgreSQL (three processes on one database behind
// Debian's nginx, docs/nginx/inkgram.conf, 1,000 users), publishing to a local fake DEV. Prints a
// table per database; exits non-zero on any error or lost write.
//   npm run load [-- --quick] [-- --users N] [-- --seconds 60] [-- --think MS] [-- --only pglite|postgres]
//   [-- --processes 3] [-- --no-nginx]   (PostgreSQL: how many processes; round robin from the driver instead of nginx)
//   LOAD_USERS / LOAD_SECONDS / LOAD_THINK_MS; BENCH_DATABASE_URL=postgres://… (admin URL)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import {
  dropDatabase,
  freePort,
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
    processes: { type: 'string' },
    nginx: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const num = (flag, env, full, quick) => Number(flag ?? process.env[env] ?? (flags.quick ? quick : full));
// architecture.md §7: 1,000 users on three processes (PostgreSQL); PGlite is one process. A
// thousand users thinking ~1 s would be ~950 requests a second, more than two cores serve beside
// the driver and PostgreSQL: they think ~5 s (docs/performance.md, "Load").
const USERS = {
  pglite: num(flags.users, 'LOAD_USERS', 200, 20),
  postgres: num(flags.users, 'LOAD_USERS', 1000, 20),
};
const SECONDS = num(flags.seconds, 'LOAD_SECONDS', 60, 10);
const THINK_MS = {
  pglite: num(flags.think, 'LOAD_THINK_MS', 1000, 500),
  postgres: num(flags.think, 'LOAD_THINK_MS', 5000, 500),
};
const PG_PROCESSES = Number(flags.processes ?? 3);
const numbers = [...Object.values(USERS), SECONDS, ...Object.values(THINK_MS), PG_PROCESSES];
if (!numbers.every((n) => Number.isFinite(n) && n >= 0) || USERS.pglite < 1 || PG_PROCESSES < 1) {
  console.error('--users, --seconds, --think and --processes must be numbers (users and processes ≥ 1)');
  process.exit(2);
}

const log = (msg) => process.stderr.write(`• ${msg}\n`);
const tempDirs = [];
const cleanups = [];

const { FakeDevto } = await tsImport('../test/fakes/publishers/fake-devto.ts', import.meta.url);
const { consent } = await tsImport('../test/fakes/instagram/consent.ts', import.meta.url);
const { ensureNginx, startNginx } = await tsImport('../test/helpers/nginx.ts', import.meta.url);

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inkgram-load-'));
  tempDirs.push(dir);
  return dir;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux; 0 elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return 0;
  }
}

/**
 * Starts `processes` servers with `env` (+ a fake DEV) and, with `viaNginx`, nginx in front of them
 * (users then reach every process through it); runs the load, stops them.
 */
async function loadOn(kind, processes, env, viaNginx = false) {
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
  let nginxBin = null;
  let nginxPort;
  if (viaNginx) {
    const found = ensureNginx();
    if (!found.ok) throw new Error(`${found.reason}; or run with --no-nginx`);
    nginxBin = found.bin;
    nginxPort = await freePort();
    // What docs/operations.md asks of processes behind nginx: one trusted hop, nginx's address.
    Object.assign(shared, { PUBLIC_URL: `http://127.0.0.1:${nginxPort}`, TRUST_PROXY_HOPS: '1' });
  }
  log(`${kind}: starting ${processes} process(es)${viaNginx ? ' behind nginx' : ''}`);
  const servers = [];
  for (let i = 0; i < processes; i++) servers.push(await startInkgram(MAIN_JS, { DATA_DIR: tempDir(), ...shared }));
  let targets = servers.map((s) => s.base);
  let perProcess = () => '';
  if (nginxBin) {
    const nginx = await startNginx(
      nginxBin,
      tempDir(),
      targets.map((t) => new URL(t).host),
      nginxPort,
      { workerConnections: 4096 },
    );
    perProcess = () => {
      const counts = new Map();
      for (const e of nginx.entries()) counts.set(e.upstream, (counts.get(e.upstream) ?? 0) + 1);
      return [...counts].map(([upstream, n]) => `${upstream} ${fmt(n)}`).join(', ');
    };
    cleanups.push(async () => {
      const errors = nginx.errorLog().trim();
      await nginx.stop();
      if (errors) log(`nginx error log:\n${errors.slice(-2000)}`);
    });
    targets = [nginx.url];
  }
  const users = USERS[kind];
  let cpu = [];
  const result = await runLoad({
    targets,
    users,
    seconds: SECONDS,
    thinkMs: THINK_MS[kind],
    devtoApiKey: devto.apiKey,
    instagramUsers: Math.max(1, Math.round(users / 10)),
    connectInstagram: instagramConnector(consent),
    log: (m) => log(`${kind}: ${m}`),
    // Where the 2 cores went during the load itself: the driver (this process) and each server.
    onLoadStart: () => (cpu = [process.pid, ...servers.map((s) => s.child.pid)].map(cpuSeconds)),
    onLoadEnd: () =>
      (cpu = [process.pid, ...servers.map((s) => s.child.pid)].map((pid, i) => cpuSeconds(pid) - cpu[i])),
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
  const [driverCpu, ...serverCpu] = cpu;
  return { kind, ...result, processes, viaNginx, perProcess: perProcess(), driverCpu, serverCpu };
}

const fmt = (n, d = 0) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

function printResult(r) {
  const widths = [14, 7, 8, 8, 8];
  const line = (cells) =>
    cells.map((c, i) => (i ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join('  ');
  const how = r.viaNginx ? ' behind nginx' : r.processes > 1 ? ', round robin' : '';
  console.log(
    `\n${r.kind}: ${r.users} users on ${r.processes} process(es)${how}, ${r.seconds} s, think ~${THINK_MS[r.kind]} ms`,
  );
  console.log(line(['action', 'count', 'p50 ms', 'p99 ms', 'max ms']));
  for (const row of r.rows) console.log(line([row.op, fmt(row.count), fmt(row.p50, 1), fmt(row.p99, 1), fmt(row.max)]));
  const all = r.rows.at(-1);
  const w = r.writes;
  console.log(
    `throughput ${fmt(all.count / r.seconds)} req/s; errors ${r.errors.length}; lost writes ${r.lost.length} ` +
      `(checked ${w.blogs} blogs of which ${w.deleted} deleted, ${w.prompts} prompts, ${w.contributions} contributions, ${w.published} publications; read back in ${r.verifySeconds} s)`,
  );
  console.log(
    `CPU during the load: driver ${fmt(r.driverCpu, 1)} s, server process(es) ${r.serverCpu.map((c) => fmt(c, 1)).join(' / ')} s ` +
      `(of ${fmt(r.seconds * os.cpus().length)} core-seconds)`,
  );
  if (r.perProcess) console.log(`requests per process (nginx's access log): ${r.perProcess}`);
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
      `(${os.cpus()[0]?.model ?? '?'}), load average ${load.toFixed(2)}; ${SECONDS} s`,
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
      results.push(await loadOn('postgres', PG_PROCESSES, { DATABASE_URL: url }, flags.nginx));
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
