import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Batch } from '@common/batches';
import type { GeneratedBlog } from '@common/blog-generation';
import { Agent } from '../../../test/helpers/agent';
import { seedAccount, seedPost } from '../../../test/helpers/post-fixtures';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { until } from '../../../test/helpers/wait';
import { startJobs } from '../../jobs/boss';
import { batchesRepository } from './batches.repository';
import { runBatchItem } from './batches.worker';

const silent = pino({ level: 'silent' });
let t: TestApp;
let boss: PgBoss | undefined;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await boss?.stop({ graceful: false, timeout: 2_000 });
  await t.close();
});

async function creator(posts = 3) {
  const agent = new Agent(t.app);
  const user = await agent.register();
  const account = await seedAccount(t.deps, user.id);
  const ids: number[] = [];
  for (let i = 0; i < posts; i++) {
    const post = await seedPost(t.deps, account.id, {
      caption: `Morning swim number ${i + 1} at the lido. #swim`,
      timestamp: new Date(Date.UTC(2024, 0, 1 + i)),
    });
    ids.push(post.id);
  }
  return { agent, user, account, postIds: ids };
}

const batchOf = async (agent: Agent, id: number) => (await agent.get(`/api/batches/${id}`)).json() as Batch;
const finished = (agent: Agent, id: number) =>
  until(
    () => batchOf(agent, id),
    (b) => b.status !== 'running',
    30_000,
  );

describe('batch drafts', () => {
  let restarted: { agent: Agent; batch: Batch; postIds: number[] };
  let cancelled: { agent: Agent; batch: Batch; postIds: number[] };

  it('queues one pending item per post, in the order chosen, while no worker runs', async () => {
    const c = await creator(3);
    const res = await c.agent.post('/api/batches', { instagramAccountId: c.account.id, postIds: c.postIds });
    expect(res.statusCode).toBe(201);
    const batch = res.json() as Batch;
    expect(batch).toMatchObject({ status: 'running', done: 0, total: 3, drafted: 0 });
    expect(batch.items.map((i) => [i.postId, i.status])).toEqual(c.postIds.map((id) => [id, 'pending']));
    restarted = { ...c, batch };
  });

  it('cancel: pending posts are never written, and the batch says cancelled', async () => {
    const c = await creator(2);
    const batch = (
      await c.agent.post('/api/batches', { instagramAccountId: c.account.id, postIds: c.postIds })
    ).json() as Batch;
    const res = await c.agent.delete(`/api/batches/${batch.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', done: 2, total: 2, drafted: 0 });
    expect((res.json() as Batch).items.map((i) => [i.status, i.reason])).toEqual([
      ['cancelled', 'Cancelled before it ran'],
      ['cancelled', 'Cancelled before it ran'],
    ]);
    cancelled = { ...c, batch };
  });

  it('after a restart the queued posts are written as drafts with the built-in writer; cancelled ones are not', async () => {
    boss = await startJobs(t.deps, silent);
    const done = await finished(restarted.agent, restarted.batch.id);
    expect(done).toMatchObject({ status: 'done', done: 3, total: 3, drafted: 3 });
    for (const item of done.items) {
      expect(item).toMatchObject({ status: 'drafted', reason: null, blogId: expect.any(Number) });
      const blog = (await restarted.agent.get(`/api/blogs/${item.blogId}`)).json() as Record<string, unknown>;
      expect(blog).toMatchObject({ postId: item.postId, isDraft: true, title: expect.any(String) });
      // Provenance is recorded as for a single generation saved in the composer.
      const prov = (await restarted.agent.get(`/api/blogs/${item.blogId}/provenance`)).json() as {
        provenance: { writer: { kind: string } } | null;
      };
      expect(prov.provenance?.writer.kind).toBe('builtin');
    }
    const after = await batchOf(cancelled.agent, cancelled.batch.id);
    expect(after.items.every((i) => i.status === 'cancelled' && i.blogId === null)).toBe(true);
    const blogs = (await cancelled.agent.get('/api/blogs')).json() as { items?: unknown[] } | unknown[];
    expect(Array.isArray(blogs) ? blogs : blogs.items).toHaveLength(0);
  });

  it('the job system schedules the daily pruning of old AI generations', async () => {
    const rows = await queryRows<{ cron: string }>(
      t.deps.database.db,
      sql`select cron from pgboss.schedule where name = 'ai.prune-generations'`,
    );
    expect(rows).toEqual([{ cron: '41 3 * * *' }]);
  });

  it('skips a post that already has a blog, linking that blog', async () => {
    const c = await creator(2);
    const existing = await c.agent.post('/api/blogs', {
      title: 'Already written',
      content: '<p>Written by hand.</p>',
      postId: c.postIds[0],
    });
    const blogId = (existing.json() as { id: number }).id;
    const batch = (
      await c.agent.post('/api/batches', { instagramAccountId: c.account.id, postIds: c.postIds })
    ).json() as Batch;
    const done = await finished(c.agent, batch.id);
    expect(done).toMatchObject({ status: 'done', done: 2, drafted: 1 });
    expect(done.items[0]).toMatchObject({ status: 'skipped', blogId, reason: 'Already has a blog' });
    expect(done.items[1]).toMatchObject({ status: 'drafted' });
  });

  it("'The last 20' takes the account's 20 newest posts, newest first", async () => {
    const c = await creator(22);
    const res = await c.agent.post('/api/batches', { instagramAccountId: c.account.id, last: 20 });
    expect(res.statusCode).toBe(201);
    const batch = res.json() as Batch;
    expect(batch.total).toBe(20);
    expect(batch.items.map((i) => i.postId)).toEqual([...c.postIds].reverse().slice(0, 20));
    await c.agent.delete(`/api/batches/${batch.id}`);
  });

  it('a running post finishes after cancel while the waiting ones are not run', async () => {
    const c = await creator(2);
    const repo = batchesRepository(t.deps.database.db);
    const { batch, itemIds } = await repo.create(c.user.id, c.account.id, c.postIds);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const generate = async (_actor: unknown, postId: number): Promise<GeneratedBlog> => {
      await gate;
      return {
        title: 'Written while cancelling',
        content: '<p>Still here.</p>',
        tags: [],
        suggestedCategory: 'Lifestyle',
        seoTitle: '',
        seoDescription: '',
        seoKeywords: [],
        readingTime: 1,
        featuredImage: null,
        postId,
        writer: { kind: 'builtin', label: 'Built-in writer' },
      };
    };
    const running = runBatchItem({ db: t.deps.database.db, generate }, itemIds[0]!);
    await until(
      () => batchOf(c.agent, batch.id),
      (b) => b.items[0]?.status === 'running',
    );
    expect((await c.agent.delete(`/api/batches/${batch.id}`)).statusCode).toBe(200);
    release();
    expect(await running).toBe('drafted');
    expect(await runBatchItem({ db: t.deps.database.db, generate }, itemIds[1]!)).toBe('not-run');
    const final = await batchOf(c.agent, batch.id);
    expect(final.items.map((i) => i.status)).toEqual(['drafted', 'cancelled']);
    expect(final.status).toBe('cancelled');
  });

  it('answers 404 to anyone but the owner, and for an account or post not theirs', async () => {
    const owner = await creator(1);
    const batch = (
      await owner.agent.post('/api/batches', { instagramAccountId: owner.account.id, postIds: owner.postIds })
    ).json() as Batch;
    const stranger = await creator(1);
    for (const res of [
      await stranger.agent.get(`/api/batches/${batch.id}`),
      await stranger.agent.delete(`/api/batches/${batch.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Batch not found' });
    }
    const foreignAccount = await stranger.agent.post('/api/batches', {
      instagramAccountId: owner.account.id,
      postIds: owner.postIds,
    });
    expect(foreignAccount.statusCode).toBe(404);
    expect(foreignAccount.json()).toMatchObject({ message: 'Instagram account not found' });
    const foreignPost = await stranger.agent.post('/api/batches', {
      instagramAccountId: stranger.account.id,
      postIds: [...stranger.postIds, ...owner.postIds],
    });
    expect(foreignPost.statusCode).toBe(404);
    expect(foreignPost.json()).toMatchObject({ message: 'Post not found' });
    expect((await owner.agent.get(`/api/batches/${batch.id}`)).statusCode).toBe(200);
  });

  it('refuses a batch without posts, with more than 50, or with a post twice, saying why', async () => {
    const c = await creator(1);
    const cases: [unknown, string][] = [
      [{ instagramAccountId: c.account.id }, 'Choose the posts to write about, or the last 20.'],
      [{ instagramAccountId: c.account.id, postIds: [] }, 'Choose the posts to write about, or the last 20.'],
      [
        { instagramAccountId: c.account.id, postIds: Array.from({ length: 51 }, (_, i) => i + 1) },
        'A batch takes at most 50 posts.',
      ],
      [{ instagramAccountId: c.account.id, postIds: [c.postIds[0], c.postIds[0]] }, 'A post was chosen twice.'],
      [{ instagramAccountId: c.account.id, last: 5 }, 'Last must be 20'],
    ];
    for (const [body, message] of cases) {
      const res = await c.agent.post('/api/batches', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
  });
});
