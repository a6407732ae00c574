// Lighthouse for scripts/bench.mjs: the npm `lighthouse` CLI driving Debian's Chromium, mobile preset
// (Lighthouse's default), performance and accessibility only.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu';

/** Why Lighthouse cannot run here, or null. */
export function lighthouseMissing(root) {
  if (!existsSync(path.join(root, 'node_modules/.bin/lighthouse'))) return 'the lighthouse package is not installed';
  if (!existsSync(CHROME_PATH)) return `no Chromium at ${CHROME_PATH} (set CHROME_PATH)`;
  if (!existsSync(path.join(root, 'dist/client/index.html'))) return 'the client is not built';
  return null;
}

/** One Lighthouse run; `cookie` (a `name=value` pair) is sent with every request of the page. */
export function lighthouse(root, url, cookie) {
  const args = [
    url,
    '--quiet',
    '--output=json',
    '--only-categories=performance,accessibility',
    `--chrome-flags=${CHROME_FLAGS}`,
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const r = spawnSync(path.join(root, 'node_modules/.bin/lighthouse'), args, {
    encoding: 'utf8',
    env: { ...process.env, CHROME_PATH },
    maxBuffer: 256 * 1024 * 1024,
    timeout: 180_000,
  });
  if (r.status !== 0) throw new Error(`lighthouse ${url} failed: ${(r.stderr || r.stdout || '').slice(-2000)}`);
  const report = JSON.parse(r.stdout);
  const audit = (id) => report.audits[id];
  return {
    finalUrl: report.finalDisplayedUrl,
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp: audit('first-contentful-paint').displayValue,
    lcp: audit('largest-contentful-paint').displayValue,
    tbt: audit('total-blocking-time').displayValue,
    transferKb: audit('total-byte-weight').numericValue / 1024,
  };
}
