// Lighthouse for scripts/bench.mjs: the npm `lighthouse` CLI driving Debian's Chromium, mobile preset
// (Lighthouse's default), performance and accessibility only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
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

/**
 * The pages Lighthouse measures, as [name, path, cookie]: /auth signed out; My Blogs, the editor of
 * the bench user's newest blog and that blog's public page (made public here) signed in or not.
 */
export async function lighthouseTargets(base, cookie) {
  const headers = { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin', cookie };
  const list = await (await fetch(`${base}/api/blogs`, { headers })).json();
  const blog = Array.isArray(list) ? list[0] : undefined;
  if (!blog) throw new Error('the bench user has no blog to open in the editor');
  const res = await fetch(`${base}/api/blogs/${blog.id}/public-page`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ isPublic: true }),
  });
  const page = await res.json();
  if (res.status !== 200 || !page.url) throw new Error(`making blog ${blog.id} public answered ${res.status}`);
  return [
    ['/auth', '/auth', undefined],
    ['My Blogs', '/my-blogs', cookie],
    ['Editor', `/edit-blog/${blog.id}`, cookie],
    ['Public article', new URL(page.url, base).pathname, undefined],
  ];
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
  const run = () =>
    spawnSync(path.join(root, 'node_modules/.bin/lighthouse'), args, {
      encoding: 'utf8',
      env: { ...process.env, CHROME_PATH },
      maxBuffer: 256 * 1024 * 1024,
      timeout: 180_000,
    });
  let r = run();
  // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, "Please run Lighthouse
  // again"); one more try, as it asks.
  if (r.status !== 0 && /run Lighthouse again/.test(r.stderr + r.stdout)) r = run();
  if (r.status !== 0) throw new Error(`lighthouse ${url} failed: ${(r.stderr || r.stdout || '').slice(-2000)}`);
  const report = JSON.parse(r.stdout);
  // LIGHTHOUSE_REPORT_DIR keeps each page's whole report (request chains, LCP breakdown) to study.
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'root';
    writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}.json`), r.stdout);
  }
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

/**
 * Lighthouse (mobile) on the pages of `lighthouseTargets`, `runs` times each, or the reason it was
 * skipped. Each page reports its median run by performance, with every run's score (`scores`).
 */
export async function runLighthouse(root, base, cookie, { runs = 1, log = () => {} } = {}) {
  const missing = lighthouseMissing(root);
  if (missing) return { skipped: missing };
  const targets = await lighthouseTargets(base, cookie);
  const results = Object.fromEntries(targets.map(([name]) => [name, []]));
  // Round after round (each page once per round), so that a busy moment does not hit one page only.
  for (let round = 1; round <= runs; round++) {
    for (const [name, pathname, withCookie] of targets) {
      log(`Lighthouse ${name}${runs > 1 ? ` (run ${round} of ${runs})` : ''}`);
      results[name].push(lighthouse(root, `${base}${pathname}`, withCookie));
    }
  }
  const median = (list) => [...list].sort((a, b) => a.performance - b.performance)[Math.floor((list.length - 1) / 2)];
  const pages = Object.fromEntries(
    Object.entries(results).map(([name, list]) => [name, { ...median(list), scores: list.map((r) => r.performance) }]),
  );
  return { pages };
}
