import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Batch } from '@common/batches';
import type { FakeLlm } from '../../../test/fakes/llm/server';
import { seedPost } from '../../../test/helpers/post-fixtures';
import { seedUserWithPost, startFakeLlmApp, stopFakeLlmApp } from '../../../test/helpers/fake-llm-app';
import type { TestApp } from '../../../test/helpers/test-app';
import { until } from '../../../test/helpers/wait';
import { passBatchTime } from '../../../test/helpers/batch-clock';
import { startJobs } from '../../jobs/boss';

/**
 * A model writer (the local fake LLM) with a budget of 2 calls a minute: the batch waits for the
 * window and says until when, instead of failing the rest (docs/decisions/038-batches-that-finish.md).
 */
let fake: FakeLlm;
let t: TestApp;
let boss: PgBoss;

beforeAll(async () => {
  ({ fake, t } = await startFakeLlmApp('openai-compatible', { AI_RATE_PER_MINUTE: '2' }));
  boss = await startJobs(t.deps, pino({ level: 'silent' }));
});
afterAll(async () => {
  await boss.stop({ graceful: false, timeout: 2_000 });
  await stopFakeLlmApp({ fake, t });
});

describe('batch drafts and the AI budget', () => {
  it('writes what the budget allows, waits for the window without failing a post, then writes the rest', async () => {
    fake.answer({
      kind: 'json',
      value: {
        title: 'Swimming at dawn',
        content: '<p>The lido opens at six.</p><h2>Why early</h2><p>Quiet water.</p>',
        tags: ['swim'],
        suggestedCategory: 'Lifestyle',
        seoTitle: 'Swimming at dawn',
        seoDescription: 'Why the lido is best at six.',
        seoKeywords: ['lido'],
      },
    });
    const { agent, account, post } = await seedUserWithPost(t, 'lido.swimmer', { caption: 'Dawn swim. #swim' });
    const more = [];
    for (let i = 0; i < 3; i++) more.push(await seedPost(t.deps, account.id, { caption: `Swim ${i}. #swim` }));
    const postIds = [post.id, ...more.map((p) => p.id)];
    const created = (await agent.post('/api/batches', { instagramAccountId: account.id, postIds })).json() as Batch;
    const waiting = await until(
      async () => (await agent.get(`/api/batches/${created.id}`)).json() as Batch,
      (b) => b.drafted === 2 && b.waitingUntil !== null,
      60_000,
    );
    expect(waiting).toMatchObject({ status: 'running', done: 2, total: 4, waitingFor: 'minute' });
    expect(waiting.items.map((i) => i.status)).toEqual(['drafted', 'drafted', 'pending', 'pending']);
    expect(waiting.items.every((i) => i.reason === null)).toBe(true);
    const calls = fake.requests.length;
    await passBatchTime(t.deps, 61_000);
    const done = await until(
      async () => (await agent.get(`/api/batches/${created.id}`)).json() as Batch,
      (b) => b.status !== 'running',
      60_000,
    );
    expect(done).toMatchObject({ status: 'done', done: 4, total: 4, drafted: 4, waitingUntil: null });
    // A refused call never reached the model: the two waiting posts cost two calls, once the window reopened.
    expect(fake.requests.length - calls).toBe(2);
    const blog = (await agent.get(`/api/blogs/${done.items[0]!.blogId}`)).json() as { title: string };
    expect(blog.title).toBe('Swimming at dawn');
  });
});
