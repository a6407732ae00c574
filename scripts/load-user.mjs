// The simulated users of the load driver (scripts/load-lib.mjs): one signed-in user per cookie,
// their requests (latency recorded per action) and their set-up (prompt, session, DEV, Instagram).
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const PARAGRAPH = '<p>Golden light over the river, trams and tiled facades, and a café on every corner.</p>';

/**
 * The driver shares the machine with the servers, so it stays cheap: node:http on one keep-alive
 * agent (connections reused by every user, no cap: a user never queues behind another in the
 * driver) rather than fetch, whose per-request cost was about twice as high, and no per-request log.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, keepAliveMsecs: 10_000 });

/** One HTTP/1.1 request; resolves with the status, the headers and the body as text. */
export function send(url, { method = 'GET', headers = {}, body, timeoutMs = 30_000 } = {}) {
  if (body !== undefined) headers = { ...headers, 'content-length': Buffer.byteLength(body) };
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent, timeout: timeoutMs }, (res) => {
      res.setEncoding('utf8');
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('error', reject);
      res.on('end', () => {
        const h = res.headers;
        const headerList = {
          get: (name) => {
            const v = h[name.toLowerCase()];
            return Array.isArray(v) ? v.join(', ') : (v ?? null);
          },
          getSetCookie: () => h['set-cookie'] ?? [],
        };
        resolve({ status: res.statusCode, headers: headerList, text });
      });
    });
    req.on('timeout', () =>
      req.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { name: 'TimeoutError' })),
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** One signed-in user of the run: a cookie for one process, and what it wrote. */
export class User {
  constructor(stats, base, index, runId) {
    this.stats = stats;
    this.base = base;
    this.index = index;
    this.name = `load${runId}u${index}`;
    this.cookie = '';
    this.blogs = new Map(); // id → { title, deleted, published }
    this.prompts = [];
    this.sessionId = null;
    this.connectionId = null;
    this.postIds = [];
    this.seq = 0;
  }

  /** One request; records its latency under `op` and any unexpected status as an error. */
  async req(op, method, path, { body, expect = [200], measured = true } = {}) {
    const headers = { cookie: this.cookie };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET') Object.assign(headers, { origin: this.base, 'sec-fetch-site': 'same-origin' });
    const started = performance.now();
    let res;
    let text = '';
    try {
      res = await send(`${this.base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      text = res.text;
    } catch (err) {
      this.stats.error(op, `${method} ${path}: ${err.code ?? err.cause?.code ?? err.name}: ${err.message}`);
      return null;
    }
    if (measured) this.stats.record(op, performance.now() - started);
    if (!expect.includes(res.status)) {
      this.stats.error(op, `${method} ${path} → ${res.status}: ${text.slice(0, 200)}`);
      return null;
    }
    return { status: res.status, headers: res.headers, json: () => (text ? JSON.parse(text) : null) };
  }

  async register() {
    const res = await send(`${this.base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.base, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({
        name: `Load User ${this.index}`,
        username: this.name,
        email: `${this.name}@example.com`,
        password: 'load-password-123',
      }),
    });
    const text = res.text;
    if (res.status !== 201) throw new Error(`POST /api/register answered ${res.status}: ${text}`);
    const pair = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((p) => p.split('=')[0].endsWith('inkgram_sid'));
    if (!pair) throw new Error('POST /api/register set no session cookie');
    this.cookie = pair;
  }

  async createBlog(op, extra = {}) {
    const n = ++this.seq;
    const title = `${this.name} blog ${n}`;
    const content = `<h2>Part ${n}</h2>${PARAGRAPH.repeat(4)}`;
    const res = await this.req(op, 'POST', '/api/blogs', {
      body: { title, content, tags: 'travel, food', category: 'Travel', ...extra },
      expect: [201],
    });
    if (!res) return null;
    const id = res.json().id;
    // unsure: a write that failed (timeout, 5xx) may still have been applied; verify accepts either.
    this.blogs.set(id, { title, deleted: false, published: false, unsure: { titles: [], deleted: false } });
    return id;
  }

  /** A live blog of this user that may still change (not deleted, not published), or undefined. */
  editable() {
    const ids = [...this.blogs]
      .filter(([, b]) => !b.deleted && !b.published && !b.unsure.deleted && !b.unsure.published)
      .map(([id]) => id);
    return ids[Math.floor(Math.random() * ids.length)];
  }
}

export async function mapLimit(items, limit, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Connects a user's Instagram through the server's embedded sandbox (the consent page walked by
 * `consent`, test/fakes/instagram/consent.ts) and waits for the imported posts, which `generate` uses.
 */
export function instagramConnector(consent) {
  return async (user) => {
    const auth = await user.req('setup', 'GET', '/api/instagram/auth', { measured: false });
    if (!auth) throw new Error(`${user.name}: GET /api/instagram/auth failed`);
    const { code, state } = await consent(auth.json().authUrl, { account: 'food' });
    const res = await user.req('setup', 'POST', '/api/instagram/connect', {
      body: { code: `${code}#_`, state },
      measured: false,
    });
    if (!res) throw new Error(`${user.name}: POST /api/instagram/connect failed`);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const posts = await user.req('setup', 'GET', `/api/instagram/accounts/${res.json().accountId}/posts`, {
        measured: false,
      });
      user.postIds = (posts?.json() ?? []).map((p) => p.id);
      if (user.postIds.length > 0) return;
      await sleep(200);
    }
    throw new Error(`${user.name}: no Instagram posts imported within 60 s`);
  };
}

/** Signs `user` up, gives them a public prompt with a session, a DEV connection, maybe Instagram. */
export async function setUp(user, opts) {
  await user.register();
  const prompt = await user.req('setup', 'POST', '/api/writing-prompts', {
    body: {
      title: `${user.name} prompt`,
      description: 'Describe your favourite market.',
      isPublic: true,
      keywords: 'food',
    },
    expect: [201],
    measured: false,
  });
  if (!prompt) throw new Error(`setup of ${user.name}: prompt`);
  user.prompts.push(prompt.json().id);
  const session = await user.req('setup', 'POST', '/api/collaborative-sessions', {
    body: { promptId: prompt.json().id, title: `${user.name} jam`, settings: {} },
    expect: [201],
    measured: false,
  });
  if (!session) throw new Error(`setup of ${user.name}: session`);
  user.sessionId = session.json().id;
  if (opts.devtoApiKey) {
    const platforms = await user.req('setup', 'GET', '/api/publishing-platforms', { measured: false });
    const devto = platforms?.json().find((p) => p.name === 'devto');
    const conn = await user.req('setup', 'POST', '/api/platform-connections', {
      body: { platformId: devto?.id, apiKey: opts.devtoApiKey },
      expect: [201],
      measured: false,
    });
    if (!conn) throw new Error(`setup of ${user.name}: DEV connection`);
    user.connectionId = conn.json().id;
  }
  if (opts.connectInstagram && user.index < opts.instagramUsers) await opts.connectInstagram(user);
}
