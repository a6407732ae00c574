import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { COEDIT_PATH, type BlogRole } from '@common/co-editing';
import { Agent } from '../../../test/helpers/agent';
import { coeditClient, type CoeditClient } from '../../../test/helpers/co-editing-client';
import { shareByEmail } from '../../../test/helpers/share';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { testDatabaseUrl } from '../../../test/helpers/test-db-env';

let t: TestApp;
let base: string;
const clients: CoeditClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  clients.forEach((c) => c.destroy());
  await t.close();
});

const cookieOf = (a: Agent) => [...a.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
async function person(app = t) {
  const agent = new Agent(app.app);
  const user = await agent.register();
  return { agent, user, cookie: cookieOf(agent) };
}
async function connect(url: string, cookie: string, blogId: number) {
  const c = await coeditClient(url, cookie, blogId);
  clients.push(c);
  return c;
}
function upgradeStatus(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}${COEDIT_PATH}`, { headers });
    ws.on('error', () => undefined); // terminating a refused handshake reports one
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      resolve(101);
      ws.close();
    });
  });
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function sharedBlog() {
  const owner = await person();
  const blog = await owner.agent.post('/api/blogs', { title: 'Live', content: '<p>Start.</p>' });
  const id = (blog.json() as { id: number }).id;
  const share = async (role: BlogRole) => {
    const p = await person();
    await shareByEmail(t, owner.agent, id, p, role);
    return p;
  };
  return { owner, id, share };
}

describe('co-editing a blog live (one process)', () => {
  it('owner and editor type at once and both see the merged text, which lands in the blog', async () => {
    const { owner, id, share } = await sharedBlog();
    const editor = await share('editor');
    const a = await connect(base, owner.cookie, id);
    const b = await connect(base, editor.cookie, id);
    expect(a.text()).toBe('Start.');
    expect(a.scope).toBe('read-write');
    a.type('Owner writes.');
    b.type(' Editor writes.');
    const both = (s: string) => s.includes('Owner writes.') && s.includes('Editor writes.');
    await Promise.all([a.waitFor(both), b.waitFor(both)]);
    expect(a.text()).toBe(b.text());

    // The debounced store writes the sanitised HTML that the rest of the app reads.
    let content = '';
    for (let i = 0; i < 40 && !both(content); i++) {
      await sleep(500);
      content = ((await owner.agent.get(`/api/blogs/${id}`)).json() as { content: string }).content;
    }
    expect(content).toMatch(/^<p>Start\..*<\/p>$/);
    expect(both(content)).toBe(true);
  });

  it('viewers and commenters connect read-only; strangers and signed-out visitors are refused', async () => {
    const { owner, id, share } = await sharedBlog();
    const viewer = await share('viewer');
    const commenter = await share('commenter');
    const a = await connect(base, owner.cookie, id);
    const v = await connect(base, viewer.cookie, id);
    const c = await connect(base, commenter.cookie, id);
    expect(v.scope).toBe('readonly');
    expect(c.scope).toBe('readonly');
    v.type('viewer was here');
    a.type('from the owner');
    await v.waitFor((s) => s.includes('from the owner'));
    await sleep(300);
    expect(a.text()).not.toContain('viewer was here');

    const stranger = await person();
    await expect(coeditClient(base, stranger.cookie, id)).rejects.toThrow(/denied/);
    // Without a live session, or from another site (cross-site WebSocket hijacking), no upgrade at all.
    expect(await upgradeStatus({ origin: base })).toBe(401);
    expect(await upgradeStatus({ origin: 'https://evil.example', cookie: owner.cookie })).toBe(401);
    expect(await upgradeStatus({ origin: base, cookie: owner.cookie })).toBe(101);
  });

  it('a revoked editor is disconnected and can no longer open the document', async () => {
    const { owner, id, share } = await sharedBlog();
    const editor = await share('editor');
    const b = await connect(base, editor.cookie, id);
    const closed = new Promise<void>((r) => b.provider.on('close', () => r()));
    await owner.agent.delete(`/api/blogs/${id}/members/${editor.user.id}`);
    await closed;
    await expect(coeditClient(base, editor.cookie, id)).rejects.toThrow(/denied/);
  });
});

// Two processes need two connections to one server: the PostgreSQL tier only (PGlite is one process).
if (testDatabaseUrl() !== undefined)
  describe('co-editing across two server processes (PostgreSQL)', () => {
    it('an editor on the second process sees the owner on the first, and back, through LISTEN/NOTIFY', async () => {
      const second = await createTestApp({}, { shareDatabaseOf: t });
      try {
        const url2 = await second.app.listen({ host: '127.0.0.1', port: 0 });
        const { owner, id, share } = await sharedBlog();
        const editor = await share('editor');
        const [a, b] = await Promise.all([connect(base, owner.cookie, id), connect(url2, editor.cookie, id)]);
        // Both processes opened the new document at once: one seed, not two.
        expect([a.text(), b.text()]).toEqual(['Start.', 'Start.']);
        a.type('one');
        await b.waitFor((s) => s.includes('one'));
        b.type('two');
        await a.waitFor((s) => s.includes('two'));
        // A large paste (over NOTIFY's 8000 bytes) travels by id.
        const big = 'x'.repeat(12_000);
        a.type(big);
        await b.waitFor((s) => s.includes(big));
        expect(a.text()).toBe(b.text());
      } finally {
        clients.forEach((c) => c.destroy());
        await second.close();
      }
    });

    it('a process shutting down stores what was typed there before its database closes', async () => {
      const second = await createTestApp({}, { shareDatabaseOf: t });
      let closed = false;
      try {
        const url2 = await second.app.listen({ host: '127.0.0.1', port: 0 });
        const { owner, id, share } = await sharedBlog();
        const editor = await share('editor');
        const [a, b] = await Promise.all([connect(base, owner.cookie, id), connect(url2, editor.cookie, id)]);
        b.type(' Closing words.');
        await a.waitFor((s) => s.includes('Closing words.'));
        // Shut down within the store's debounce: the store runs before the database closes (an
        // error logged here fails the test), and the blog has the words at once.
        await second.close();
        closed = true;
        const blog = (await owner.agent.get(`/api/blogs/${id}`)).json() as { content: string };
        expect(blog.content).toContain('Closing words.');
      } finally {
        clients.forEach((c) => c.destroy());
        if (!closed) await second.close();
      }
    });
  });
