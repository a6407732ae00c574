import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/helpers/agent';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { testDatabaseUrl } from '../../test/helpers/test-db-env';
import { until } from '../../test/helpers/wait';
import { blogs } from '../db/schema';

let t: TestApp;
let agent: Agent;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  agent = new Agent(t.app);
  userId = (await agent.register()).id;
});
afterAll(() => t.close());

const titles = async (a: Agent) => ((await a.get('/api/blogs')).json() as { title: string }[]).map((b) => b.title);

describe('My Blogs list, cached per user (docs/decisions/021)', () => {
  it('shows a save, an edit and a delete at once, on the next read', async () => {
    const first = await agent.post('/api/blogs', { title: 'First', content: '<p>a</p>' });
    expect(await titles(agent)).toEqual(['First']);
    // The read is kept (once the save's own notice, which may arrive after its answer, has passed).
    const kept = await until(
      async () => (await agent.get('/api/blogs'), t.app.userReadCache.lookup(userId, '/api/blogs')),
      Boolean,
      5_000,
      20,
    );
    expect(kept?.payload).toContain('"First"');
    const second = await agent.post('/api/blogs', { title: 'Second', content: '<p>b</p>' });
    expect(await titles(agent)).toEqual(['Second', 'First']);
    await agent.patch(`/api/blogs/${first.json<{ id: number }>().id}`, { title: 'First, renamed' });
    expect(await titles(agent)).toEqual(['Second', 'First, renamed']);
    await agent.delete(`/api/blogs/${second.json<{ id: number }>().id}`);
    expect(await titles(agent)).toEqual(['First, renamed']);
  });

  it('answers a cached read with the same body, headers and ETag as a computed one', async () => {
    const computed = await agent.get('/api/blogs?limit=1');
    const cached = await agent.get('/api/blogs?limit=1');
    expect(cached.body).toBe(computed.body);
    expect(cached.headers['content-type']).toBe(computed.headers['content-type']);
    expect(cached.headers.etag).toBe(computed.headers.etag);
    expect(cached.headers['content-security-policy']).toBe(computed.headers['content-security-policy']);
    const notModified = await agent.get('/api/blogs?limit=1', { 'if-none-match': String(computed.headers.etag) });
    expect(notModified.statusCode).toBe(304);
  });

  it('never answers one user with another user’s list', async () => {
    const other = new Agent(t.app);
    await other.register();
    await other.post('/api/blogs', { title: 'Not yours', content: '<p>x</p>' });
    expect(await titles(agent)).not.toContain('Not yours');
    expect(await titles(other)).toEqual(['Not yours']);
    expect((await new Agent(t.app).get('/api/blogs')).statusCode).toBe(401);
  });

  it('sees a change made outside any request (the publishing worker, a script) through the database trigger', async () => {
    expect(await titles(agent)).toEqual(['First, renamed']);
    await t.deps.database.db.update(blogs).set({ title: 'Changed by a job' }).where(eq(blogs.userId, userId));
    const seen = await until(
      () => titles(agent),
      (list) => list[0] === 'Changed by a job',
      5_000,
      20,
    );
    expect(seen).toEqual(['Changed by a job']);
  });
});

// Two processes need two connections to one server: the PostgreSQL tier only (PGlite is one process).
if (testDatabaseUrl())
  describe('My Blogs list across two server processes on one PostgreSQL', () => {
    it('a blog saved through one process shows in the other’s cached list', async () => {
      const second = await createTestApp({}, { shareDatabaseOf: t });
      try {
        const there = new Agent(second.app);
        there.cookies.clear();
        for (const [k, v] of agent.cookies) there.cookies.set(k, v); // the same signed-in user, another process
        const before = await titles(there);
        expect(await titles(there)).toEqual(before); // now cached there
        await agent.post('/api/blogs', { title: 'Saved on process one', content: '<p>x</p>' });
        const seen = await until(
          () => titles(there),
          (list) => list[0] === 'Saved on process one',
          5_000,
          20,
        );
        expect(seen[0]).toBe('Saved on process one');
      } finally {
        await second.close();
      }
    });
  });
