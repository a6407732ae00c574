// Helpers for scripts/bench.mjs: child processes, readiness, load runs, PostgreSQL, client size
// (the printed tables are in scripts/bench-report.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';

export const LOAD = { connections: 50, warmupSeconds: 2, seconds: 10 };

/**
 * Preloaded into every child: when the bench's end of the stdin pipe closes (the bench exited,
 * even via SIGKILL) the child terminates itself, so no server outlives the bench. Main thread
 * only: `--import` runs in worker threads too (the OCR worker), where `process.stdin` is an empty
 * stream that ends at once and would take the whole server down.
 */
const WATCHDOG =
  "import{isMainThread}from'node:worker_threads';" +
  "if(isMainThread){process.stdin.on('end',()=>process.kill(process.pid,'SIGTERM'));process.stdin.resume();}";
const WATCHDOG_IMPORT = `--import=data:text/javascript,${encodeURIComponent(WATCHDOG)}`;

const HELLO_WORLD = `
  const http = require('node:http');
  http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'text/plain' }); res.end('Hello World'); })
    .listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => process.exit(0));`;

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const children = new Set();

/** Spawns `node <args>` with the watchdog; keeps the last few KB of its output for error messages. */
function spawnNode(args, env) {
  const child = spawn(process.execPath, [WATCHDOG_IMPORT, ...args], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk) => {
    tail = (tail + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.output = () => tail.trim();
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the child has exited. */
export async function stopChild(child, graceMs = 8000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

export const stopAllChildren = () => Promise.all([...children].map((c) => stopChild(c)));

/** Last-resort synchronous kill (process 'exit' handler). */
export function killAllChildrenSync() {
  for (const c of children) c.kill('SIGKILL');
}

/** Polls `url` until it answers 200; returns ms since `startedAt`. Fails if the child exits first. */
async function waitForOk(child, url, startedAt, timeoutMs) {
  let exited = null;
  child.exited.then((e) => (exited = e));
  while (performance.now() - startedAt < timeoutMs) {
    if (exited)
      throw new Error(`${url}: server exited (${exited.code ?? exited.signal}) before ready:\n${child.output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url}: not ready within ${timeoutMs} ms:\n${child.output()}`);
}

export async function startHelloWorld() {
  const port = await freePort();
  const child = spawnNode(['-e', HELLO_WORLD], { PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(child, `${base}/`, performance.now(), 10_000);
  return { child, base };
}

/**
 * The Node flags `npm start` (so `make start`) gives the server, read from package.json's start
 * script: the bench measures the product as users run it.
 */
export const SERVER_NODE_FLAGS = (() => {
  const words = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.start.split(
    /\s+/,
  );
  return words.filter((w) => w.startsWith('--'));
})();

/** Starts `node <start flags> dist/server/main.js`; resolves with the time from spawn to the first 200 of /api/health. */
export async function startInkgram(mainJs, env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawnNode([...SERVER_NODE_FLAGS, mainJs], {
    LOG_LEVEL: 'info', // the default of server/config.ts, as `make start` runs it
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Behind a proxy (the load's nginx) the address users type is the proxy's.
    PUBLIC_URL: env.PUBLIC_URL ?? base,
  });
  const readyMs = await waitForOk(child, `${base}/api/health`, startedAt, 60_000);
  return { child, base, readyMs };
}

/** Registers a fresh user through the API; returns the `inkgram_sid=…` cookie pair. */
export async function registerUser(base) {
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({
      name: 'Bench User',
      username: 'bench_user',
      email: 'bench@example.com',
      password: 'bench-password-123',
    }),
  });
  const body = await res.text();
  if (res.status !== 201) throw new Error(`POST /api/register answered ${res.status}: ${body}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((pair) => pair.split('=')[0].endsWith('inkgram_sid'));
  if (!cookie) throw new Error('POST /api/register set no inkgram_sid cookie');
  return cookie;
}

/** Warm-up (discarded), then the measured autocannon run. Throws if most responses are failures. */
export async function measure(url, headers = {}) {
  const opts = { url, headers, connections: LOAD.connections };
  await autocannon({ ...opts, duration: LOAD.warmupSeconds });
  const r = await autocannon({ ...opts, duration: LOAD.seconds });
  const failures = r.non2xx + r.errors + r.timeouts;
  const total = r['2xx'] + failures;
  if (total === 0 || failures > total / 2) {
    throw new Error(
      `${url}: ${failures} of ${total} requests failed (non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts})`,
    );
  }
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts, total };
}

/** Connects to `url` with a short timeout; returns an error message, or null when it answers. */
export async function probePostgres(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return err.message || String(err);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Drops and recreates database `name` on the server of `adminUrl`; returns its URL. */
export async function freshDatabase(adminUrl, name) {
  await dropDatabase(adminUrl, name);
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const dropDatabase = (adminUrl, name) => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);

/**
 * The JavaScript a cold load of a page fetches, gzipped (level 9, what the server sends to a browser
 * that does not take brotli) and brotli (the `.br` the build wrote): the module scripts and
 * modulepreloads of dist/client/index.html, plus the lazy chunks of `pages` (Vite manifest keys:
 * the page, and the signed-in layout for a signed-in page) with their static imports, so splitting a
 * page off cannot hide its weight. Lazy chunks the page loads after its first render are not counted.
 */
export function firstLoadJs(clientDir, pages = ['features/auth/AuthPage.tsx']) {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8');
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
  const urls = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (attr(tag, 'type') === 'module' && attr(tag, 'src')) urls.add(attr(tag, 'src'));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (attr(tag, 'rel') === 'modulepreload' && attr(tag, 'href')) urls.add(attr(tag, 'href'));
  }
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const add = (key) => {
      const chunk = manifest[key];
      if (!chunk || urls.has(`/${chunk.file}`)) return;
      urls.add(`/${chunk.file}`);
      for (const dep of chunk.imports ?? []) add(dep);
    };
    for (const page of pages) add(page);
  }
  const files = [...urls].map((u) => {
    const file = path.join(clientDir, new URL(u, 'http://x/').pathname);
    if (!existsSync(file)) throw new Error(`dist/client/index.html references missing ${u}`);
    const data = readFileSync(file);
    const br = existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : brotliCompressSync(data).length;
    return { url: u, gzipBytes: gzipSync(data, { level: 9 }).length, brBytes: br };
  });
  const sum = (k) => files.reduce((total, f) => total + f[k], 0);
  return { files, gzipBytes: sum('gzipBytes'), brBytes: sum('brBytes') };
}

/** First-load JavaScript of /auth (budgeted) and of My Blogs (the layout and the page), or null when not built. */
export function clientBundles(clientDir) {
  const auth = firstLoadJs(clientDir);
  if (!auth) return null;
  return { '/auth': auth, 'My Blogs': firstLoadJs(clientDir, ['app/AppLayout.tsx', 'features/blogs/MyBlogsPage.tsx']) };
}

/** Creates `count` blogs for the user of `cookie` (the list budget reads 20 of them). */
export async function seedBlogs(base, cookie, count = 20) {
  const paragraph = `<p>${'Golden light over the river, trams and tiled facades. '.repeat(8)}</p>`;
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${base}/api/blogs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin', cookie },
      body: JSON.stringify({
        title: `Blog ${i + 1}: a week in Lisbon`,
        content: `<h2>Part ${i + 1}</h2>${paragraph.repeat(6)}`,
        tags: 'travel, lisbon, sunset, food',
        category: 'Travel',
      }),
    });
    if (res.status !== 201) throw new Error(`POST /api/blogs answered ${res.status}: ${await res.text()}`);
  }
  const list = await (await fetch(`${base}/api/blogs`, { headers: { cookie } })).json();
  if (!Array.isArray(list) || list.length !== count)
    throw new Error(`GET /api/blogs returned ${list.length} blogs, expected ${count}`);
}

/** Runs a sub-benchmark script and returns its printed report (it prints one line per figure). */
export function runScript(command, args, env = {}) {
  const r = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${[command, ...args].join(' ')} failed: ${r.stderr || r.stdout}`);
  return r.stdout.trim();
}
