import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { COEDIT_PATH, type BlogRole } from '@common/co-editing';
import { Agent } from '../../../test/helpers/agent';
import { coeditClient, type CoeditClient } from '../../../test/helpers/co-editing-client';
import { openStream } from '../../../test/helpers/sse-client';
import { shareByEmail } from '../../../test/helpers/share';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { testDatabaseUrl } from '../../../test/helpers/test-db-env';

/**
 * A session that ends is closed everywhere, at once (docs/decisions/030): its co-editing sockets
 * and live streams close, whichever way it ended; a revoked reader's streams end too.
 */
let t: TestApp;
let base: string;
const clients: CoeditClient[] = [];
const streams: { close(): void }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  clients.forEach((c) => c.destroy());
  streams.forEach((s) => s.close());
  await t.close();
});

const PASSWORD = 'correct horse battery';
const cookieOf = (a: Agent) => [...a.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
let n = 0;
async function person(app = t) {
  const agent = new Agent(app.app, `203.0.113.${(n++ % 200) + 20}`);
  const user = await agent.register({ password: PASSWORD });
  return { agent, user, cookie: cookieOf(agent) };
}
/** The same person signed in a second time (another device), on `app`. */
async function anotherDevice(username: string, app = t) {
  const agent = new Agent(app.app, '203.0.113.77');
  const res = await agent.post('/api/login', { username, password: PASSWORD });
  expect(res.statusCode).toBe(200);
  return agent;
}

async function sharedBlog(role: BlogRole, url = base) {
  const owner = await person();
  const blog = await owner.agent.post('/api/blogs', { title: 'Mine', content: '<p>Start.</p>' });
  const id = (blog.json() as { id: number }).id;
  const them = await person();
  await shareByEmail(t, owner.agent, id, them, role);
  const socket = await coeditClient(url, them.cookie, id);
  clients.push(socket);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.provider.on('close', ({ event }: { event: { code: number; reason: string } }) =>
      resolve({ code: event.code, reason: event.reason }),
    ),
  );
  const stream = await openStream(url, them.agent, `/api/blogs/${id}/comments/events`);
  streams.push(stream);
  expect(stream.status).toBe(200);
  return { owner, id, them, socket, closed, stream };
}

function upgradeStatus(cookie: string): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}${COEDIT_PATH}`, { headers: { origin: base, cookie } });
    ws.on('error', () => undefined);
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

/** The owner's own text reaches the stored blog; returns its content then. */
async function ownerStores(owner: { agent: Agent; cookie: string }, id: number, marker: string) {
  const own = await coeditClient(base, owner.cookie, id);
  clients.push(own);
  own.type(marker);
  for (let i = 0; ; i++) {
    const content = ((await owner.agent.get(`/api/blogs/${id}`)).json() as { content: string }).content;
    if (content.includes(marker) || i === 100) return content;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A comment's selection as the editor sends it: Yjs relative positions in base64. */
function selection() {
  const text = new Y.Doc().getText('t');
  text.insert(0, 'Start.');
  const at = (i: number) =>
    Buffer.from(Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(text, i))).toString('base64');
  return { quote: 'Start', anchor: { from: at(0), to: at(5) } };
}

type Setup = Awaited<ReturnType<typeof sharedBlog>>;
const endings: [string, (s: Setup) => Promise<void>][] = [
  [
    'signing out',
    async ({ them }) => {
      expect((await them.agent.post('/api/logout')).statusCode).toBe(204);
    },
  ],
  [
    "'Sign out everywhere else' on another device",
    async ({ them }) => {
      const other = await anotherDevice(them.user.username);
      expect((await other.post('/api/account/sessions/sign-out-others')).json()).toEqual({ signedOut: 1 });
    },
  ],
  [
    'signing the device out from another one',
    async ({ them }) => {
      const other = await anotherDevice(them.user.username);
      const devices = (await other.get('/api/account/sessions')).json() as { id: string; current: boolean }[];
      const device = devices.find((d) => !d.current)!;
      expect((await other.delete(`/api/account/sessions/${device.id}`)).statusCode).toBe(204);
    },
  ],
  [
    'a password change on another device',
    async ({ them }) => {
      const other = await anotherDevice(them.user.username);
      const res = await other.post('/api/account/password', {
        currentPassword: PASSWORD,
        newPassword: 'another horse battery',
      });
      expect(res.json()).toEqual({ signedOut: 1 });
    },
  ],
  [
    'deleting the account',
    async ({ them }) => {
      expect((await them.agent.post('/api/account/delete', { password: PASSWORD })).statusCode).toBe(204);
    },
  ],
];

describe('a session that ends closes its sockets and streams at once', () => {
  it.each(endings)('%s', async (_name, end) => {
    const setup = await sharedBlog('editor');
    const { owner, id, them, socket, closed, stream } = setup;
    expect(socket.scope).toBe('read-write');
    await end(setup);

    // The stream says why and stops; the socket closes with a code the editor shows.
    expect((await stream.waitFor((e) => e.event === 'ended', 5_000)).data).toEqual({
      type: 'ended',
      reason: 'session-ended',
    });
    await stream.finished();
    expect(await closed).toEqual({ code: 4401, reason: 'session-ended' });

    // Its writes no longer reach the owner's document, and the old cookie cannot reopen it.
    socket.type(' written after the session ended');
    expect(await upgradeStatus(them.cookie)).toBe(401);
    const content = await ownerStores(owner, id, 'The owner goes on.');
    expect(content).not.toContain('written after the session ended');
  });

  it("ends a revoked reader's comment stream; a downgraded one keeps reading", async () => {
    const revoked = await sharedBlog('commenter');
    expect(
      (await revoked.owner.agent.delete(`/api/blogs/${revoked.id}/members/${revoked.them.user.id}`)).statusCode,
    ).toBe(204);
    expect((await revoked.stream.waitFor((e) => e.event === 'ended', 5_000)).data).toEqual({
      type: 'ended',
      reason: 'access-revoked',
    });
    await revoked.stream.finished();

    const downgraded = await sharedBlog('commenter');
    const { owner, id, them, stream } = downgraded;
    expect((await owner.agent.patch(`/api/blogs/${id}/members/${them.user.id}`, { role: 'viewer' })).statusCode).toBe(
      200,
    );
    const comment = await owner.agent.post(`/api/blogs/${id}/comments`, { body: 'Still here?', ...selection() });
    expect(comment.statusCode).toBe(201);
    await stream.waitFor((e) => e.event === 'commentsChanged', 5_000);
    expect(stream.events.map((e) => e.event)).not.toContain('ended');
  });

  it('a downgraded editor is disconnected with the reason, and reopens the document read-only', async () => {
    const { owner, id, them, socket, closed } = await sharedBlog('editor');
    expect((await owner.agent.patch(`/api/blogs/${id}/members/${them.user.id}`, { role: 'viewer' })).statusCode).toBe(
      200,
    );
    expect((await closed).reason).toBe('access changed');
    socket.type(' typed after the downgrade');
    const reopened = await coeditClient(base, them.cookie, id);
    clients.push(reopened);
    expect(reopened.scope).toBe('readonly');
    reopened.type(' typed by a viewer');
    const content = await ownerStores(owner, id, 'Owner after the downgrade.');
    expect(content).not.toContain('typed after the downgrade');
    expect(content).not.toContain('typed by a viewer');
  });
});

// Two processes on one database: the PostgreSQL tier only (PGlite is one process).
if (testDatabaseUrl() !== undefined)
  describe('across two server processes (PostgreSQL)', () => {
    it('signing out on one process closes the socket and stream held by the other', async () => {
      const second = await createTestApp({}, { shareDatabaseOf: t });
      try {
        const url2 = await second.app.listen({ host: '127.0.0.1', port: 0 });
        const setup = await sharedBlog('editor', url2);
        const other = await anotherDevice(setup.them.user.username);
        expect((await other.post('/api/account/sessions/sign-out-others')).statusCode).toBe(200);
        expect((await setup.stream.waitFor((e) => e.event === 'ended', 5_000)).data).toMatchObject({
          reason: 'session-ended',
        });
        expect(await setup.closed).toEqual({ code: 4401, reason: 'session-ended' });
      } finally {
        clients.forEach((c) => c.destroy());
        streams.forEach((s) => s.close());
        await second.close();
      }
    });
  });
