// The tables scripts/bench.mjs prints: one function per part of the bench, each printing only what
// was measured (a part left out with `--only` prints nothing).
import os from 'node:os';
import { LOAD } from './bench-lib.mjs';

export const BUDGETS = {
  pglite: { ratio: 0.04, readyMs: 4000 },
  postgres: { ratio: 0.2, readyMs: 2000 },
  p99Ms: 50,
  clientGzipBytes: 100 * 1024,
  // architecture.md §7: performance ≥ 95 and accessibility 100 (mobile) on every page measured.
  lighthouse: { performance: 95, accessibility: 100 },
};

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** 'ok', or 'OVER BUDGET' naming the missed parts. */
const verdict = (misses) => {
  const missed = Object.entries(misses)
    .filter(([, miss]) => miss)
    .map(([what]) => what);
  return missed.length ? `OVER BUDGET (${missed.join(', ')})` : 'ok';
};

function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) =>
    r.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ');
  console.log(line(rows[0]));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const r of rows.slice(1)) console.log(line(r));
  console.log('');
}

export function printHeader() {
  console.log(
    `\nInkgram bench — ${new Date().toISOString().slice(0, 10)}, node ${process.version}, ${os.cpus().length} CPUs (load ${os.loadavg()[0].toFixed(2)}), ` +
      `${LOAD.connections} connections, ${LOAD.seconds} s measured after ${LOAD.warmupSeconds} s warm-up\n`,
  );
}

/** The same endpoint's figures at LOG_LEVEL=warn, for comparison (not budgeted). */
const atWarn = (load, hello) =>
  load ? `${fmt(load.rps)} req/s, p99 ${fmt(load.p99)} ms (${fmt((load.rps / hello.rps) * 100, 1)} %)` : '';

/** Requests per second against hello-world, at `info` with the `warn` figure beside. */
export function printHttp(hello, results) {
  const rows = [
    ['target (LOG_LEVEL=info)', 'req/s', 'p99 ms', 'non-2xx', 'errors', 'vs hello', 'budget', 'result', 'at warn'],
  ];
  const helloFigures = [hello.rps, hello.p99, hello.non2xx, hello.errors].map((n) => fmt(n));
  rows.push(['hello-world  GET /', ...helloFigures, '100 %', '', '', '']);
  for (const r of results) {
    const budget = BUDGETS[r.kind];
    for (const [endpoint, load] of Object.entries(r.loads ?? {})) {
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
}

export function printReady(results) {
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
}

/**
 * The JavaScript each page loads before it can render (`null`: client not built): /auth against
 * its budget, My Blogs for information, each with its files, largest first.
 */
export function printBundles(bundles) {
  if (!bundles) {
    console.log('first-load JS: skipped (dist/client/index.html not found; build the client with `npx vite build`)\n');
    return;
  }
  for (const [name, b] of Object.entries(bundles)) {
    const budget =
      name === '/auth'
        ? ` (budget ≤ ${BUDGETS.clientGzipBytes / 1024} KB gzipped): ${verdict({ size: b.gzipBytes > BUDGETS.clientGzipBytes })}`
        : '';
    console.log(
      `first-load JS of ${name}: ${fmt(b.gzipBytes / 1024, 1)} KB gzipped (${fmt(b.brBytes / 1024, 1)} KB brotli)` +
        ` in ${b.files.length} file(s)${budget}`,
    );
    for (const f of [...b.files].sort((x, y) => y.gzipBytes - x.gzipBytes))
      console.log(`  ${f.url}  ${fmt(f.gzipBytes / 1024, 1)} KB`);
    console.log('');
  }
}

export function printLighthouse(lh) {
  if (!lh) return;
  if (lh.skipped) {
    console.log(`Lighthouse: skipped (${lh.skipped})\n`);
    return;
  }
  const several = Object.values(lh.pages).some((p) => p.scores.length > 1);
  const rows = [['Lighthouse (mobile)', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'transfer', 'result']];
  if (several) rows[0].splice(2, 0, 'runs');
  for (const [name, p] of Object.entries(lh.pages)) {
    rows.push([
      name,
      p.performance,
      ...(several ? [p.scores.join(', ')] : []),
      p.accessibility,
      p.fcp,
      p.lcp,
      p.tbt,
      `${fmt(p.transferKb)} KB`,
      verdict({
        performance: p.performance < BUDGETS.lighthouse.performance,
        accessibility: p.accessibility < BUDGETS.lighthouse.accessibility,
      }),
    ]);
  }
  printTable(rows);
}
