import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/helpers/agent';
import { insertBlog, platformId } from '../../test/helpers/publishing';
import { createTestApp, queryRows, type TestApp } from '../../test/helpers/test-app';
import { FakeDevto } from '../../test/fakes/publishers/fake-devto';
import { until } from '../../test/helpers/wait';
import { startJobs } from './boss';

const devto = new FakeDevto();
let t: TestApp;
let boss: PgBoss;

beforeAll(async () => {
  await devto.start();
  t = await createTestApp({ DEVTO_API_URL: devto.apiUrl });
  boss = await startJobs(t.deps, pino({ level: 'silent' }));
});
afterAll(async () => {
  await boss.stop({ graceful: false, timeout: 2_000 });
  await t.close();
  await devto.close();
});

async function setup(title: string) {
  const agent = new Agent(t.app);
  const user = await agent.register();
  const conn = await agent.post('/api/platform-connections', {
    platformId: await platformId(agent, 'devto'),
    apiKey: devto.apiKey,
  });
  const blogId = await insertBlog(t.deps.database.db, user.id, { title });
  return { agent, blogId, connectionId: (conn.json() as { id: number }).id };
}

const statusOf = async (agent: Agent, blogId: number) =>
  (
    (await agent.get(`/api/blogs/${blogId}/publications`)).json() as {
      status: string;
      platformBlogUrl: string | null;
    }[]
  )[0];

describe('publishing through pg-boss', () => {
  it('a queued publication becomes published with its link, without anyone polling the platform by hand', async () => {
    const { agent, blogId, connectionId } = await setup('Through the queue');
    const res = await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: connectionId });
    expect(res.json()).toMatchObject({ status: 'pending' });
    const final = await until(
      () => statusOf(agent, blogId),
      (p) => p?.status === 'published',
    );
    expect(final).toMatchObject({
      status: 'published',
      platformBlogUrl: devto.articles.find((a) => a.title === 'Through the queue')?.url,
    });
  });

  it('retries after a 429 no sooner than Retry-After, and creates one article', async () => {
    const { agent, blogId, connectionId } = await setup('Rate limited once');
    devto.fault('create', {
      status: 429,
      headers: { 'retry-after': '2' },
      body: { error: 'Rate limit reached, try again in 30 seconds', status: 429 },
    });
    const started = Date.now();
    await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: connectionId });
    const final = await until(
      () => statusOf(agent, blogId),
      (p) => p?.status === 'published',
    );
    expect(final?.status).toBe('published');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(devto.articles.filter((a) => a.title === 'Rate limited once')).toHaveLength(1);
  });

  it('a double click queues one job', async () => {
    const { agent, blogId, connectionId } = await setup('Double click');
    const [a] = await Promise.all([
      agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: connectionId }),
      agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: connectionId }),
    ]);
    const id = (a.json() as { id: number }).id;
    const jobs = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from pgboss.job where name = 'publishing.publish' and singleton_key = ${`publication-${id}`}`,
    );
    expect(jobs[0]?.n).toBe(1);
    await until(
      () => statusOf(agent, blogId),
      (p) => p?.status === 'published',
    );
    expect(devto.articles.filter((x) => x.title === 'Double click')).toHaveLength(1);
  });
});
