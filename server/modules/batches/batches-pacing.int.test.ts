import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Batch } from '@common/batches';
import type { GeneratedBlog } from '@common/blog-generation';
import { Agent } from '../../../test/helpers/agent';
import { passBatchTime } from '../../../test/helpers/batch-clock';
import { seedAccount, seedPost } from '../../../test/helpers/post-fixtures';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { until } from '../../../test/helpers/wait';
import { startJobs } from '../../jobs/boss';
import { tooManyRequests } from '../../lib/errors';
import { batchesRepository } from './batches.repository';
import { runBatchItem } from './batches.worker';

/**
 * Batches that finish (docs/decisions/038-batches-that-finish.md): a built-in writer allowed 2 drafts
 * a minute and 8 a day. Time passes by moving every clock the batch reads back by the same amount
 * (the budget's windows, the items' waits and the queued jobs' start), never by sleeping it out.
 */
const silent = pino({ level: 'silent' });
const PASSWORD = 'correct horse battery';
let t: TestApp;
let boss: PgBoss | undefined;

beforeAll(async () => {
  t = await createTestApp({ BUILTIN_RATE_PER_MINUTE: '2', BUILTIN_RATE_PER_DAY: '8' });
});
afterEach(async () => {
  await boss?.stop({ graceful: false, timeout: 2_000 });
  boss = undefined;
});
afterAll(async () => {
  await t.close();
});

const db = () => t.deps.database.db;

const passTime = (ms: number) => passBatchTime(t.deps, ms);

async function creator(captions: string[]) {
  const agent = new Agent(t.app);
  const user = await agent.register();
  const account = await seedAccount(t.deps, user.id);
  const postIds: number[] = [];
  for (const [i, caption] of captions.entries())
    postIds.push((await seedPost(t.deps, account.id, { caption, timestamp: new Date(Date.UTC(2024, 0, 1 + i)) })).id);
  return { agent, user, account, postIds };
}

const captions = (n: number, what = 'swim') =>
  Array.from(
    { length: n },
    (_, i) =>
      `Morning ${what} number ${i + 1}: ${['lido', 'sea', 'river', 'lake', 'pond'][i % 5]} at ${6 + i} o'clock. #${what}`,
  );

const batchOf = async (agent: Agent, id: number) => (await agent.get(`/api/batches/${id}`)).json() as Batch;
const statuses = (b: Batch) => b.items.map((i) => i.status);

/** Blogs per post of the user: exactly one draft per picked post. */
async function blogsPerPost(userId: number) {
  return queryRows<{ post_id: number; n: number }>(
    db(),
    sql`select post_id, count(*)::int as n from blogs where user_id = ${userId} group by post_id order by post_id`,
  );
}

describe('batch drafts paced by the AI budget', () => {
  it('waits for the minute window instead of failing: 2 a minute, 5 posts, all drafted as the windows pass', async () => {
    boss = await startJobs(t.deps, silent);
    const c = await creator(captions(5));
    const created = (
      await c.agent.post('/api/batches', { instagramAccountId: c.account.id, postIds: c.postIds })
    ).json() as Batch;

    const seen: string[] = [];
    for (const expected of [2, 4, 5]) {
      const b = await until(
        () => batchOf(c.agent, created.id),
        (x) => x.drafted === expected && (expected === 5 || x.waitingUntil !== null),
        30_000,
      );
      seen.push(`${b.drafted} drafted, ${b.items.filter((i) => i.status === 'pending').length} waiting`);
      expect(b.drafted).toBe(expected);
      expect(statuses(b)).not.toContain('failed');
      if (expected < 5) {
        // Waiting, and saying until when: the minute's window reopens within the minute.
        expect(b).toMatchObject({ status: 'running', waitingFor: 'minute' });
        const wait = new Date(b.waitingUntil!).getTime() - Date.now();
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(61_000);
        expect(b.abilities).toEqual({ cancel: true, dismiss: false });
        await passTime(61_000);
      } else {
        expect(b).toMatchObject({ status: 'done', done: 5, waitingUntil: null, waitingFor: null });
        expect(b.abilities).toEqual({ cancel: false, dismiss: true });
      }
    }
    console.log(`pacing, 2 a minute, 5 posts: ${seen.join(' → ')}`);
    expect(await blogsPerPost(c.user.id)).toEqual(c.postIds.map((id) => ({ post_id: id, n: 1 })));
  });

  it("waits for the next day when the day's budget is spent, says so, and finishes the day after", async () => {
    boss = await startJobs(t.deps, silent);
    const c = await creator(captions(2, 'run'));
    // Spent 7 of today's 8 earlier (the assistant, single drafts): one post is written today.
    await db().execute(
      sql`insert into auth_throttle (key, hits, window_started_at) values (${`ai:builtin-day:${c.user.id}`}, 7, now() - interval '2 hours')`,
    );
    const created = (
      await c.agent.post('/api/batches', { instagramAccountId: c.account.id, postIds: c.postIds })
    ).json() as Batch;
    const waiting = await until(
      () => batchOf(c.agent, created.id),
      (b) => b.drafted === 1 && b.waitingUntil !== null,
      30_000,
    );
    expect(statuses(waiting)).toEqual(['drafted', 'pending']);
    expect(waiting).toMatchObject({ status: 'running', waitingFor: 'day' });
    const hours = (new Date(waiting.waitingUntil!).getTime() - Date.now()) / 3_600_000;
    console.log(`daily budget spent: the second post resumes in ${hours.toFixed(2)} h`);
    expect(hours).toBeGreaterThan(21.9);
    expect(hours).toBeLessThanOrEqual(22.01);

    await passTime(22 * 3_600_000 + 1_000);
    const done = await until(
      () => batchOf(c.agent, created.id),
      (b) => b.status === 'done',
      30_000,
    );
    expect(statuses(done)).toEqual(['drafted', 'drafted']);
    expect(await blogsPerPost(c.user.id)).toEqual(c.postIds.map((id) => ({ post_id: id, n: 1 })));
  });

  it('resumes after a restart mid-batch with exactly one draft per post', async () => {
    boss = await startJobs(t.deps, silent);
    const c = await creator(captions(4, 'walk'));
    const created = (
      await c.agent.post('/api/batches', { instagramAccountId: c.account.id, postIds: c.postIds })
    ).json() as Batch;
    await until(
      () => batchOf(c.agent, created.id),
      (b) => b.drafted === 2 && b.waitingUntil !== null,
      30_000,
    );
    await boss.stop({ graceful: false, timeout: 2_000 });
    boss = undefined;
    // The process died while writing the third post: it is left running, with no draft.
    const third = (await batchesRepository(db()).items(created.id))[2]!;
    await db().execute(
      sql`update generation_batch_items set status = 'running', waiting_until = null, updated_at = now() - interval '11 minutes' where id = ${third.id}`,
    );
    await passTime(61_000);
    boss = await startJobs(t.deps, silent);
    // The boot sweep finds the third post (stale) and the fourth (its wait over): the window takes both.
    const done = await until(
      () => batchOf(c.agent, created.id),
      (b) => b.status === 'done',
      30_000,
    );
    expect(statuses(done)).toEqual(['drafted', 'drafted', 'drafted', 'drafted']);
    expect(await blogsPerPost(c.user.id)).toEqual(c.postIds.map((id) => ({ post_id: id, n: 1 })));
  });

  it('a worker that took an item again (the first one only slow) records the draft already written', async () => {
    const c = await creator(captions(1, 'row'));
    const repo = batchesRepository(db());
    const { batch, itemIds } = await repo.create(c.user.id, c.account.id, c.postIds);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const draft = (postId: number): GeneratedBlog => ({
      title: 'Rowing at dawn',
      content: '<p>The river is flat at six.</p>',
      tags: [],
      suggestedCategory: 'Lifestyle',
      seoTitle: '',
      seoDescription: '',
      seoKeywords: [],
      readingTime: 1,
      featuredImage: null,
      postId,
      writer: { kind: 'builtin', label: 'Built-in writer' },
    });
    const slow = runBatchItem({ db: db(), generate: async (_a, postId) => (await gate, draft(postId)) }, itemIds[0]!);
    await until(
      () => batchOf(c.agent, batch.id),
      (b) => b.items[0]?.status === 'running',
    );
    // Ten minutes without a word: the sweeper hands the item to another worker, which writes it.
    await db().execute(
      sql`update generation_batch_items set updated_at = now() - interval '11 minutes' where id = ${itemIds[0]!}`,
    );
    await repo.recoverable(10 * 60_000);
    expect(await runBatchItem({ db: db(), generate: async (_a, postId) => draft(postId) }, itemIds[0]!)).toBe(
      'drafted',
    );
    release();
    expect(await slow).toBe('drafted');
    expect(await blogsPerPost(c.user.id)).toEqual([{ post_id: c.postIds[0], n: 1 }]);
  });
  it('a post refused by the budget after its batch was cancelled is cancelled, not left waiting', async () => {
    const c = await creator(captions(1, 'cycle'));
    const repo = batchesRepository(db());
    const { batch, itemIds } = await repo.create(c.user.id, c.account.id, c.postIds);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const refused = runBatchItem(
      {
        db: db(),
        queue: t.deps.queue,
        generate: async () => {
          await gate;
          throw tooManyRequests(30, 'You have reached the AI limit for now. Please try again in a minute.');
        },
      },
      itemIds[0]!,
    );
    await until(
      () => batchOf(c.agent, batch.id),
      (b) => b.items[0]?.status === 'running',
    );
    expect((await c.agent.delete(`/api/batches/${batch.id}`)).statusCode).toBe(200);
    release();
    expect(await refused).toBe('cancelled');
    const after = await batchOf(c.agent, batch.id);
    expect(after).toMatchObject({ status: 'cancelled', done: 1, total: 1, waitingUntil: null });
    expect(after.abilities).toEqual({ cancel: false, dismiss: true });
  });
});

describe('a batch kept on the server', () => {
  it('is the current batch in a new session until dismissed; dismissing a running batch is refused', async () => {
    const c = await creator(captions(1, 'hike'));
    const created = (
      await c.agent.post('/api/batches', { instagramAccountId: c.account.id, postIds: c.postIds })
    ).json() as Batch;
    const other = new Agent(t.app);
    expect((await other.post('/api/login', { username: c.user.username, password: PASSWORD })).statusCode).toBe(200);
    const current = async () => {
      const res = await other.get(`/api/batches/current?instagramAccountId=${c.account.id}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { batch: Batch | null }).batch;
    };
    expect((await current())?.id).toBe(created.id);
    const early = await other.post(`/api/batches/${created.id}/dismiss`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: 'A batch still writing cannot be dismissed: cancel it first.' });

    boss = await startJobs(t.deps, silent);
    await until(
      () => batchOf(other, created.id),
      (b) => b.status === 'done',
      30_000,
    );
    expect((await current())?.status).toBe('done');
    const dismissed = await other.post(`/api/batches/${created.id}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({ dismissedAt: expect.any(String), abilities: { dismiss: false } });
    expect(await current()).toBeNull();
    expect(
      ((await c.agent.get(`/api/batches/current?instagramAccountId=${c.account.id}`)).json() as { batch: null }).batch,
    ).toBeNull();

    const stranger = new Agent(t.app);
    await stranger.register();
    expect((await stranger.get(`/api/batches/current?instagramAccountId=${c.account.id}`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/batches/${created.id}/dismiss`)).statusCode).toBe(404);
  });
});
