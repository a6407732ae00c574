import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { FakeDevto } from '../../../test/fakes/publishers/fake-devto';
import { insertBlog, platformId } from '../../../test/helpers/publishing';
import { openStream } from '../../../test/helpers/sse-client';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { startJobs } from '../../jobs/boss';
import { publicationAnnouncer } from './publication-events';

const devto = new FakeDevto();
let t: TestApp;
let base: string;
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  await devto.start();
  t = await createTestApp({ DEVTO_API_URL: devto.apiUrl });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address() as { port: number };
  base = `http://127.0.0.1:${addr.port}`;
});
afterAll(async () => {
  await t.close();
  await devto.close();
});

async function creator(app = t.app) {
  const agent = new Agent(app);
  const user = await agent.register();
  const res = await agent.post('/api/platform-connections', {
    platformId: await platformId(agent, 'devto'),
    apiKey: devto.apiKey,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return { agent, user, connectionId: (res.json() as { id: number }).id };
}

async function addPublication(
  blogId: number,
  connectionId: number,
  status: string,
  extra: { error?: string; scheduledAt?: Date } = {},
) {
  const [row] = await queryRows<{ id: number }>(
    t.deps.database.db,
    sql`insert into blog_publications (blog_id, platform_connection_id, status, error, scheduled_at, metadata)
        values (${blogId}, ${connectionId}, ${status}, ${extra.error ?? null}, ${extra.scheduledAt?.toISOString() ?? null}, '{}'::jsonb)
        returning id`,
  );
  return row!.id;
}

type Summary = { id: number; blogId: number; status: string; destination: string | null; error: string | null };

describe('GET /api/publications — the My Blogs grid in one call', () => {
  it('answers the publications of the listed blogs, own blogs only, with platform and site in words', async () => {
    const alice = await creator();
    const bob = await creator();
    const a1 = await insertBlog(t.deps.database.db, alice.user.id, { title: 'Alice one' });
    const a2 = await insertBlog(t.deps.database.db, alice.user.id, { title: 'Alice two' });
    const a3 = await insertBlog(t.deps.database.db, alice.user.id, { title: 'Alice three' });
    const b1 = await insertBlog(t.deps.database.db, bob.user.id, { title: 'Bob one' });
    const failed = await addPublication(a1, alice.connectionId, 'failed', {
      error: 'DEV rejected the API key: reconnect',
    });
    const scheduled = await addPublication(a2, alice.connectionId, 'scheduled', {
      scheduledAt: new Date(Date.now() + 86_400_000),
    });
    await addPublication(a3, alice.connectionId, 'published');
    const bobs = await addPublication(b1, bob.connectionId, 'published');

    const res = await alice.agent.get(`/api/publications?blogIds=${a1},${a2},${b1}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Summary[];
    expect(rows.map((r) => r.id).sort()).toEqual([failed, scheduled].sort());
    expect(rows.find((r) => r.id === failed)).toMatchObject({
      status: 'failed',
      destination: 'DEV · devwriter',
      error: 'DEV rejected the API key: reconnect',
    });
    expect(rows.some((r) => r.id === bobs)).toBe(false);

    // Without blogIds: all of Alice's, none of Bob's; Bob sees only his.
    const all = (await alice.agent.get('/api/publications')).json() as Summary[];
    expect(all).toHaveLength(3);
    expect(((await bob.agent.get('/api/publications')).json() as Summary[]).map((r) => r.id)).toEqual([bobs]);
  });

  it('pages like the other lists, keeping the blogIds filter in the next link', async () => {
    const { agent, user, connectionId } = await creator();
    const ids = [];
    for (const title of ['P1', 'P2', 'P3']) {
      const blogId = await insertBlog(t.deps.database.db, user.id, { title });
      ids.push(blogId);
      await addPublication(blogId, connectionId, 'pending');
    }
    const first = await agent.get(`/api/publications?blogIds=${ids.join(',')}&limit=2`);
    expect(first.json()).toHaveLength(2);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)?.[1];
    expect(next).toContain('blogIds=');
    const second = await agent.get(next!);
    expect(second.json()).toHaveLength(1);
    expect(second.headers.link).toBeUndefined();
  });

  it('refuses a malformed blogIds with a 400 that names it', async () => {
    const { agent } = await creator();
    for (const bad of ['abc', '1,,2', '0', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const res = await agent.get(`/api/publications?blogIds=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).toContain('blogIds');
    }
    expect((await new Agent(t.app).get('/api/publications')).statusCode).toBe(401);
  });
});

describe('GET /api/publications/events — outcomes pushed to the owner', () => {
  it('sends the finished publication, in words, to its owner and to no one else', async () => {
    const alice = await creator();
    const bob = await creator();
    const blogId = await insertBlog(t.deps.database.db, alice.user.id, { title: 'Pushed outcome' });
    const id = await addPublication(blogId, alice.connectionId, 'failed', {
      error: 'DEV rejected the API key: reconnect',
    });
    const aliceStream = await openStream(base, alice.agent, '/api/publications/events');
    const bobStream = await openStream(base, bob.agent, '/api/publications/events');
    expect(aliceStream.status).toBe(200);
    expect(aliceStream.contentType).toContain('text/event-stream');

    const announcer = publicationAnnouncer(t.deps.database, silent);
    await announcer.announce(id, { kind: 'failed' });
    const event = await aliceStream.waitFor((e) => e.event === 'publication');
    expect(event.data).toMatchObject({
      type: 'publication',
      blogTitle: 'Pushed outcome',
      publication: {
        id,
        status: 'failed',
        destination: 'DEV · devwriter',
        error: 'DEV rejected the API key: reconnect',
      },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(bobStream.events.filter((e) => e.event === 'publication')).toHaveLength(0);
    aliceStream.close();
    bobStream.close();
    await announcer.release();
  });

  it('a queued job that fails on a rejected key: the owner is told in words, and the connection needs reconnecting', async () => {
    const boss: PgBoss = await startJobs(t.deps, silent, { publishing: { backoffMs: () => 50 } });
    try {
      const { agent, user, connectionId } = await creator();
      const blogId = await insertBlog(t.deps.database.db, user.id, { title: 'Key revoked' });
      const stream = await openStream(base, agent, '/api/publications/events');
      devto.fault('create', { status: 401, body: { error: 'unauthorized', status: 401 } });
      const res = await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: connectionId });
      expect(res.statusCode, res.body).toBe(202);
      const event = await stream.waitFor(
        (e) => e.event === 'publication' && (e.data as { publication: Summary }).publication.status === 'failed',
        20_000,
      );
      expect((event.data as { publication: Summary }).publication).toMatchObject({
        error: 'DEV rejected the API key: reconnect',
        needsReconnecting: true,
      });
      const connections = (await agent.get('/api/platform-connections')).json() as {
        id: number;
        isConnected: boolean;
      }[];
      expect(connections.find((c) => c.id === connectionId)?.isConnected).toBe(false);
      stream.close();
    } finally {
      await boss.stop({ graceful: false, timeout: 2_000 });
    }
  });

  it('while a job waits to try again, the ledger says why and which attempt comes next', async () => {
    const boss: PgBoss = await startJobs(t.deps, silent, { publishing: { backoffMs: () => 60_000 } });
    try {
      const { agent, user, connectionId } = await creator();
      const blogId = await insertBlog(t.deps.database.db, user.id, { title: 'DEV is down' });
      // The first attempt looks for an earlier copy first: DEV answers 503.
      devto.fault('find', { status: 503, body: { error: 'down', status: 503 } });
      await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: connectionId });
      const read = async () => ((await agent.get(`/api/publications?blogIds=${blogId}`)).json() as Summary[])[0];
      let row = await read();
      for (let i = 0; i < 100 && !row?.error; i++) {
        await new Promise((r) => setTimeout(r, 200));
        row = await read();
      }
      expect(row).toMatchObject({ status: 'pending', error: 'Retrying: DEV did not answer (attempt 2 of 5)' });
    } finally {
      await boss.stop({ graceful: false, timeout: 2_000 });
    }
  });

  it('reaches a page served by another server process (PostgreSQL: LISTEN/NOTIFY; PGlite: its one process)', async () => {
    // Two processes can share only a PostgreSQL database; on PGlite the stream and the worker share one process.
    const other = t.databaseUrl ? await createTestApp({ DEVTO_API_URL: devto.apiUrl }, { shareDatabaseOf: t }) : t;
    try {
      let otherBase = base;
      if (other !== t) {
        await other.app.listen({ port: 0, host: '127.0.0.1' });
        otherBase = `http://127.0.0.1:${(other.app.server.address() as { port: number }).port}`;
      }
      const { agent, user, connectionId } = await creator();
      const blogId = await insertBlog(t.deps.database.db, user.id, { title: 'Across processes' });
      const id = await addPublication(blogId, connectionId, 'published');
      // The same session cookie works on the other process: it reads the same database.
      const stream = await openStream(otherBase, agent, '/api/publications/events');
      expect(stream.status).toBe(200);
      const announcer = publicationAnnouncer(t.deps.database, silent);
      await announcer.announce(id, { kind: 'published' });
      const event = await stream.waitFor((e) => e.event === 'publication', 5_000);
      expect(event.data).toMatchObject({ blogTitle: 'Across processes', publication: { id, status: 'published' } });
      stream.close();
      await announcer.release();
    } finally {
      if (other !== t) await other.close();
    }
  });
});
