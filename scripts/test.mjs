// Runs every test tier in order and prints one closing summary line.
//   static checks (typecheck, lint, format, layering, OpenAPI lint, API types up to date; run side by side, fail fast)
//   → unit → integration on PGlite → integration on PostgreSQL, then 3 server processes behind nginx
//   (both when TEST_DATABASE_URL is set)
//   → production build → end-to-end in Chromium.
// `--static` runs the static checks only; `--keep-going` runs the test tiers even when a static check fails.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const bin = (name) => path.join('node_modules', '.bin', name);
const args = new Set(process.argv.slice(2));
const results = [];
let passed = 0;
let failed = 0;

// The static checks: each fails CI on one violation. Layering rules live in .dependency-cruiser.cjs,
// the OpenAPI rules in redocly.yaml.
const SOURCE_DIRS = ['client', 'server', 'common', 'test', 'scripts'];
const STATIC_CHECKS = [
  { title: 'typecheck', cmd: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { title: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { title: 'format', cmd: bin('prettier'), args: ['--check', '.', '--log-level=warn'] },
  {
    title: 'layering',
    cmd: bin('depcruise'),
    args: [...SOURCE_DIRS, '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
  },
  { title: 'OpenAPI lint', cmd: 'npm', args: ['run', '--silent', 'lint:openapi'] },
  // The client's calls are typed by client/lib/api-types.gen.ts (docs/decisions/048): it must be
  // the current routes' document, or tsc would check the client against a stale contract.
  { title: 'API types up to date', cmd: 'npm', args: ['run', '--silent', 'gen:api-types', '--', '--check'] },
];

/** Runs the checks side by side (they are independent), printing each one's output when it ends. */
async function staticChecks() {
  console.log('\n━━ static checks ━━');
  const started = Date.now();
  const outcomes = await Promise.all(
    STATIC_CHECKS.map(
      (check) =>
        new Promise((resolve) => {
          const t0 = Date.now();
          const child = spawn(check.cmd, check.args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('error', (err) => (output += `${err.message}\n`));
          child.on('close', (code) => {
            const ok = code === 0;
            const seconds = ((Date.now() - t0) / 1000).toFixed(1);
            console.log(`${ok ? 'ok  ' : 'FAIL'}  ${check.title} (${seconds}s)`);
            if (!ok) console.log(output.trimEnd().replace(/^/gm, '      '));
            resolve(ok);
          });
        }),
    ),
  );
  const ok = outcomes.every(Boolean);
  const counts = { passed: outcomes.filter(Boolean).length, failed: outcomes.filter((o) => !o).length };
  passed += counts.passed;
  failed += counts.failed;
  results.push({ title: 'static checks', ok, seconds: ((Date.now() - started) / 1000).toFixed(1), ...counts });
  return ok;
}

function run(title, cmd, cmdArgs, env = {}) {
  console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  const report = path.join(tmpdir(), `inkgram-${title.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const isVitest = cmd.endsWith('vitest');
  const extra = isVitest ? ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`] : [];
  const res = spawnSync(cmd, [...cmdArgs, ...extra], {
    stdio: 'inherit',
    env: { ...process.env, ...env, ...(cmd.endsWith('playwright') ? { PLAYWRIGHT_JSON_OUTPUT_NAME: report } : {}) },
  });
  const ok = res.status === 0;
  const counts = readCounts(report);
  passed += counts.passed;
  failed += counts.failed + (ok || counts.failed ? 0 : 1);
  results.push({ title, ok, seconds: ((Date.now() - started) / 1000).toFixed(1), ...counts });
  return ok;
}

function readCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof r.numPassedTests === 'number') return { passed: r.numPassedTests, failed: r.numFailedTests };
    if (r.stats) return { passed: r.stats.expected + (r.stats.flaky ?? 0), failed: r.stats.unexpected };
  } catch {
    /* fall through */
  }
  return { passed: 0, failed: 0 };
}

function testTiers() {
  run('unit', bin('vitest'), ['run', '--project', 'unit']);
  run('integration (PGlite)', bin('vitest'), ['run', '--project', 'integration'], { TEST_DB: 'pglite' });
  // Built before the multi-process tier: its co-editing test serves the built client to Chromium.
  const built = run('build', 'npm', ['run', '--silent', 'build']);
  if (process.env.TEST_DATABASE_URL) {
    run('integration (PostgreSQL)', bin('vitest'), ['run', '--project', 'integration'], { TEST_DB: 'postgres' });
    run('multi-process (PostgreSQL)', bin('vitest'), ['run', '--project', 'multiprocess'], { TEST_DB: 'postgres' });
  } else {
    console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL integration tier and the nginx test are not run)');
  }
  if (built) {
    run('e2e (Chromium)', bin('playwright'), ['test', '--reporter=list,json']);
  } else {
    console.log('\nBuild failed: end-to-end tests not run');
  }
}

const staticOk = await staticChecks();
if (args.has('--static')) {
  // static checks only
} else if (staticOk || args.has('--keep-going')) {
  testTiers();
} else {
  console.log('\nA static check failed: the test tiers are not run (pass --keep-going to run them anyway)');
}

console.log('\n━━ summary ━━');
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.title.padEnd(26)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s`,
  );
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
