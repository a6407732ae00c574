import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Batch, BatchRepeat } from '@common/batches';
import { Agent } from '../../../test/helpers/agent';
import { seedAccount, seedPost } from '../../../test/helpers/post-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { until } from '../../../test/helpers/wait';
import { startJobs } from '../../jobs/boss';
import { NEAR_DUPLICATE_THRESHOLD } from './near-duplicates';

/**
 * Near-duplicate drafts of one batch (docs/decisions/038-batches-that-finish.md): a caption posted
 * twice (once with one more line) gives two drafts that repeat each other; a distinct post does not.
 */
let t: TestApp;
let boss: PgBoss;

beforeAll(async () => {
  t = await createTestApp();
  boss = await startJobs(t.deps, pino({ level: 'silent' }));
});
afterAll(async () => {
  await boss.stop({ graceful: false, timeout: 2_000 });
  await t.close();
});

const lido =
  'Dawn swim at the lido. The water was twelve degrees and the sunrise turned it pink. ' +
  'Bring a woolly hat and a flask of tea for the walk home. The lanes are empty before seven. #swim #lido';

describe('near-duplicate drafts in a batch', () => {
  it('flags the two drafts of near-identical posts, with the other title and a link, and not the distinct one', async () => {
    const agent = new Agent(t.app);
    const user = await agent.register();
    const account = await seedAccount(t.deps, user.id);
    const captions = [
      lido,
      `${lido} #coldwater`,
      'Sourdough Sunday: five hundred grams of flour, a long cold proof and a dark crust. #bread',
    ];
    const postIds: number[] = [];
    for (const [i, caption] of captions.entries())
      postIds.push((await seedPost(t.deps, account.id, { caption, timestamp: new Date(Date.UTC(2024, 1, 1 + i)) })).id);
    const created = (await agent.post('/api/batches', { instagramAccountId: account.id, postIds })).json() as Batch;
    const done = await until(
      async () => (await agent.get(`/api/batches/${created.id}`)).json() as Batch,
      (b) => b.status === 'done',
      30_000,
    );
    expect(done.drafted).toBe(3);
    const [a, b, bread] = done.items;
    const title = async (id: number | null) =>
      ((await agent.get(`/api/blogs/${id}`)).json() as { title: string }).title;
    console.log(
      `near-duplicates in a batch (threshold ${NEAR_DUPLICATE_THRESHOLD}): ` +
        done.items
          .map((i) => `${i.blogId} → ${i.repeats ? `${i.repeats.blogId} (${i.repeats.similarity})` : 'none'}`)
          .join(', '),
    );
    expect(a!.repeats).toEqual({ blogId: b!.blogId, title: await title(b!.blogId), similarity: expect.any(Number) });
    expect(b!.repeats).toMatchObject({ blogId: a!.blogId, title: await title(a!.blogId) });
    expect(a!.repeats!.similarity).toBeGreaterThanOrEqual(NEAR_DUPLICATE_THRESHOLD);
    expect(bread!.repeats).toBeNull();

    // What the Publish dialog of each draft asks.
    const repeatsOf = async (who: Agent, id: number | null) => {
      const res = await who.get(`/api/blogs/${id}/batch-repeats`);
      expect(res.statusCode).toBe(200);
      return (res.json() as { repeats: BatchRepeat[] }).repeats;
    };
    expect((await repeatsOf(agent, b!.blogId)).map((r) => r.blogId)).toEqual([a!.blogId]);
    expect(await repeatsOf(agent, bread!.blogId)).toEqual([]);
    const stranger = new Agent(t.app);
    await stranger.register();
    expect(await repeatsOf(stranger, a!.blogId)).toEqual([]);

    // Rewritten apart, the draft no longer repeats the other one.
    const rewritten = await agent.patch(`/api/blogs/${b!.blogId}`, {
      content: '<p>A different morning entirely: rain, steam over the water and nobody else in the pool.</p>',
    });
    expect(rewritten.statusCode).toBe(200);
    expect(await repeatsOf(agent, a!.blogId)).toEqual([]);
  });
});
