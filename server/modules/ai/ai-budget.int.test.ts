import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENHANCEMENT_PRESETS } from '@common/constants';
import { type FakeAnswer, type FakeLlm } from '../../../test/fakes/llm/server';
import { seedUserWithPost, startFakeLlmApp, stopFakeLlmApp } from '../../../test/helpers/fake-llm-app';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';

/**
 * The per-user AI budget (AI_RATE_PER_MINUTE / AI_RATE_PER_DAY), against the local fake LLM server,
 * and the built-in writer's own ceiling (BUILTIN_RATE_PER_MINUTE / BUILTIN_RATE_PER_DAY).
 */
const blog: FakeAnswer = {
  kind: 'json',
  value: {
    title: 'Chasing Golden Hour in Lisbon',
    content: '<p>Lisbon glows at dusk.</p><h2>The Viewpoint</h2><p>We climbed up.</p>',
    tags: ['lisbon'],
    suggestedCategory: 'Travel',
    seoTitle: 'Golden hour in Lisbon',
    seoDescription: 'Where to watch the sunset in Lisbon.',
    seoKeywords: ['lisbon sunset'],
  },
};
const enhanced: FakeAnswer = { kind: 'text', text: '<p>Sharper text.</p>' };
const prefill: FakeAnswer = {
  kind: 'json',
  value: {
    title: 'Golden hour in Lisbon',
    description: 'Write about the best viewpoints for a Lisbon sunset.',
    tone: 'warm',
    audience: 'Travellers',
    keywords: ['lisbon'],
  },
};

const setup = (t: TestApp) => seedUserWithPost(t, 'maya.lens', { caption: 'Golden hour over Lisbon. #lisbon' });
const enhanceBody = { content: '<p>Old text</p>', instruction: 'Make it punchier' };

function expectAiLimit(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, max: number) {
  expect(res.statusCode).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(max);
  expect(res.json()).toMatchObject({
    code: 'rate_limited',
    message: expect.stringMatching(/^You have reached the AI limit for now\. Please try again in .+\.$/),
  });
}

describe('AI budget per minute (AI_RATE_PER_MINUTE=3)', () => {
  let fake: FakeLlm;
  let t: TestApp;
  beforeAll(async () => {
    ({ fake, t } = await startFakeLlmApp('openai-compatible', { AI_RATE_PER_MINUTE: '3' }));
  });
  afterAll(() => stopFakeLlmApp({ fake, t }));

  it('answers the 4th generation in a minute with 429 and Retry-After, without calling the model', async () => {
    const { agent, post } = await setup(t);
    fake.answer(blog);
    for (let i = 0; i < 3; i++)
      expect((await agent.post('/api/generate-blog', { postId: post.id })).statusCode).toBe(200);
    const calls = fake.requests.length;
    const refused = await agent.post('/api/generate-blog', { postId: post.id });
    expectAiLimit(refused, 60);
    expect(refused.json().message).toBe('You have reached the AI limit for now. Please try again in a minute.');
    expect(fake.requests.length).toBe(calls);
  });

  it('leaves another user unaffected', async () => {
    const first = await setup(t);
    fake.answer(blog);
    for (let i = 0; i < 3; i++) await first.agent.post('/api/generate-blog', { postId: first.post.id });
    expect((await first.agent.post('/api/generate-blog', { postId: first.post.id })).statusCode).toBe(429);
    const other = await setup(t);
    expect((await other.agent.post('/api/generate-blog', { postId: other.post.id })).statusCode).toBe(200);
  });

  it('counts streamed generation, the assistant and the prompt pre-fill in the same budget', async () => {
    const { agent, post } = await setup(t);
    fake.answer(blog, enhanced, prefill);
    expect((await agent.post('/api/generate-blog/stream', { postId: post.id })).statusCode).toBe(200);
    expect((await agent.post('/api/enhance-blog', enhanceBody)).statusCode).toBe(200);
    expect((await agent.post('/api/writing-prompts/suggest', { postId: post.id })).statusCode).toBe(200);
    // Each refusal takes the normal JSON path (no event stream is opened for the streamed variant).
    const stream = await agent.post('/api/generate-blog/stream', { postId: post.id });
    expectAiLimit(stream, 60);
    expect(stream.headers['content-type']).toMatch(/application\/json/);
    expectAiLimit(await agent.post('/api/enhance-blog', enhanceBody), 60);
    expectAiLimit(await agent.post('/api/writing-prompts/suggest', { postId: post.id }), 60);
  });

  it('does not spend the budget on a post that is not the caller’s', async () => {
    const { agent } = await setup(t);
    const stranger = await setup(t);
    for (let i = 0; i < 5; i++) {
      expect((await agent.post('/api/generate-blog', { postId: stranger.post.id })).statusCode).toBe(404);
    }
    fake.answer(enhanced);
    expect((await agent.post('/api/enhance-blog', enhanceBody)).statusCode).toBe(200);
  });
});

describe('AI budget per day (AI_RATE_PER_DAY=2)', () => {
  let fake: FakeLlm;
  let t: TestApp;
  beforeAll(async () => {
    ({ fake, t } = await startFakeLlmApp('anthropic', { AI_RATE_PER_DAY: '2' }));
  });
  afterAll(() => stopFakeLlmApp({ fake, t }));

  it('answers the 3rd call of the day with 429 and a Retry-After of hours', async () => {
    const { agent } = await setup(t);
    fake.answer(enhanced);
    expect((await agent.post('/api/enhance-blog', enhanceBody)).statusCode).toBe(200);
    expect((await agent.post('/api/enhance-blog', enhanceBody)).statusCode).toBe(200);
    const refused = await agent.post('/api/enhance-blog', enhanceBody);
    expectAiLimit(refused, 24 * 3600);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(refused.json().message).toBe('You have reached the AI limit for now. Please try again in 24 hours.');
  });
});

describe('the built-in writer (AI_PROVIDER=builtin): its own, generous ceiling', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The model budget (1 a minute, 1 a day) does not apply to it; its own ceiling is 6 a minute, 8 a day.
    t = await createTestApp({
      AI_RATE_PER_MINUTE: '1',
      AI_RATE_PER_DAY: '1',
      BUILTIN_RATE_PER_MINUTE: '6',
      BUILTIN_RATE_PER_DAY: '8',
    });
  });
  afterAll(() => t.close());

  const generations = async (userId: number) =>
    (
      await queryRows<{ n: number }>(
        t.deps.database.db,
        sql`select count(*)::int as n from ai_generations where user_id = ${userId}`,
      )
    )[0]!.n;

  function expectBuiltinLimit(
    res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
    max: number,
  ) {
    expect(res.statusCode).toBe(429);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(max);
    expect(res.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^You have written a lot of drafts in a short time\. Please try again in .+\.$/),
    });
  }

  it('writes, enhances and pre-fills past the model budget, up to its ceiling a minute; then 429 stores nothing', async () => {
    const { agent, post, user } = await setup(t);
    expect((await agent.post('/api/generate-blog', { postId: post.id })).statusCode).toBe(200);
    expect((await agent.post('/api/generate-blog/stream', { postId: post.id })).statusCode).toBe(200);
    const enhance = await agent.post('/api/enhance-blog', {
      ...enhanceBody,
      instruction: ENHANCEMENT_PRESETS[1]!.instruction,
      preset: 'shorten',
    });
    expect(enhance.statusCode).toBe(200);
    expect((await agent.post('/api/writing-prompts/suggest', { postId: post.id })).statusCode).toBe(200);
    expect((await agent.post('/api/generate-blog', { postId: post.id })).statusCode).toBe(200);
    expect((await agent.post('/api/generate-blog', { postId: post.id })).statusCode).toBe(200);
    const stored = await generations(user.id);
    expect(stored).toBe(4);

    expectBuiltinLimit(await agent.post('/api/generate-blog', { postId: post.id }), 60);
    expectBuiltinLimit(await agent.post('/api/generate-blog/stream', { postId: post.id }), 60);
    expect(await generations(user.id)).toBe(stored);
    // Another creator has their own ceiling.
    const other = await seedUserWithPost(t, 'other.lens', { caption: 'Another city.' });
    expect((await other.agent.post('/api/generate-blog', { postId: other.post.id })).statusCode).toBe(200);
  });
});

describe('the built-in writer per day (BUILTIN_RATE_PER_DAY=2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BUILTIN_RATE_PER_DAY: '2' });
  });
  afterAll(() => t.close());

  it('answers the 3rd generation of the day with 429 and a Retry-After of hours', async () => {
    const { agent, post } = await setup(t);
    expect((await agent.post('/api/generate-blog', { postId: post.id })).statusCode).toBe(200);
    expect((await agent.post('/api/generate-blog', { postId: post.id })).statusCode).toBe(200);
    const refused = await agent.post('/api/generate-blog', { postId: post.id });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      message: 'You have written a lot of drafts in a short time. Please try again in 24 hours.',
    });
  });
});
