// Runs every test tier in order and prints one closing summary line.
//   unit → integration on PGlite → integration on PostgreSQL (when TEST_DATABASE_URL is set)
//   → production build → end-to-end in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const bin = (name) => path.join('node_modules', '.bin', name);
const results = [];
let passed = 0;
let failed = 0;

function run(title, cmd, args, env = {}) {
  console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  const report = path.join(tmpdir(), `inkgram-${title.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const isVitest = cmd.endsWith('vitest');
  const extra = isVitest ? ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`] : [];
  const res = spawnSync(cmd, [...args, ...extra], {
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

run('unit', bin('vitest'), ['run', '--project', 'unit']);
run('integration (PGlite)', bin('vitest'), ['run', '--project', 'integration'], { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  run('integration (PostgreSQL)', bin('vitest'), ['run', '--project', 'integration'], { TEST_DB: 'postgres' });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL integration tier is not run)');
}
if (run('build', 'npm', ['run', '--silent', 'build'])) {
  run('e2e (Chromium)', bin('playwright'), ['test', '--reporter=list,json']);
} else {
  console.log('\nBuild failed: end-to-end tests not run');
}

console.log('\n━━ summary ━━');
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.title.padEnd(26)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s`,
  );
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
