import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogClaims } from '@common/claims';
import { startFakeLlm, type FakeLlm } from '../../../test/fakes/llm/server';
import { Agent } from '../../../test/helpers/agent';
import { seedAccount, seedPost } from '../../../test/helpers/post-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { stopOcr } from './ocr';

/** The claim check saved with a blog (docs/decisions/026-stored-videos-and-saved-claim-checks.md): flagged claims, keep, recomputed on save, a model's judgement. */
const CAPTION = 'Saffron risotto tonight 🍚 2 cups of rice, one onion, slow stirring. #risotto';
const ARTICLE =
  '<h2>Risotto night</h2><p>Stir in 250 g of saffron for colour.</p><p>The saffron comes from Kashmir, picked by hand.</p><p>Use 2 cups of rice.</p>';

async function blogOnPost(t: TestApp, agent: Agent, userId: number, content = ARTICLE) {
  const account = await seedAccount(t.deps, userId, 'sunny.kitchen');
  const post = await seedPost(t.deps, account.id, { caption: CAPTION, hashtags: ['risotto'] });
  const res = await agent.post('/api/blogs', { title: 'Saffron risotto', content, tags: ['food'], postId: post.id });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}

const statuses = (c: BlogClaims) => c.claims.map((x) => [x.text, x.status]);

describe('claims saved with a blog (built-in writer)', () => {
  let t: TestApp;
  let agent: Agent;
  let blogId: number;

  beforeAll(async () => {
    t = await createTestApp();
    agent = new Agent(t.app, '203.0.113.51');
    const user = await agent.register();
    blogId = await blogOnPost(t, agent, user.id);
  });
  afterAll(async () => {
    await t?.close();
    await stopOcr();
  });

  it('lists the claims the post does not support, unjudged without a model', async () => {
    const res = await agent.get(`/api/blogs/${blogId}/claims`);
    expect(res.statusCode).toBe(200);
    const body = res.json<BlogClaims>();
    expect(body).toMatchObject({ blogId, checkable: true, judgementNote: null });
    expect(statuses(body)).toEqual([
      ['250 g', 'unsupported'],
      ['Kashmir', 'unsupported'],
    ]);
    expect(body.claims.every((c) => c.judgement === null)).toBe(true);
    expect(body.checked).toBeGreaterThanOrEqual(3); // '2 cups' is checked and supported
  });

  it('keeps a claim the creator keeps, and recomputes on save: edited and removed claims say so', async () => {
    const kept = await agent.patch(`/api/blogs/${blogId}/claims`, { kind: 'number', text: '250 g', status: 'kept' });
    expect(kept.statusCode).toBe(200);
    expect(statuses(kept.json<BlogClaims>())).toEqual([
      ['250 g', 'kept'],
      ['Kashmir', 'unsupported'],
    ]);
    expect(statuses((await agent.get(`/api/blogs/${blogId}/claims`)).json<BlogClaims>())[0]).toEqual(['250 g', 'kept']);

    const saved = await agent.patch(`/api/blogs/${blogId}`, {
      content: '<p>Stir in 250 g of saffron for colour.</p><p>The saffron comes from a market, picked by hand.</p>',
    });
    expect(saved.statusCode).toBe(200);
    expect(statuses((await agent.get(`/api/blogs/${blogId}/claims`)).json<BlogClaims>())).toEqual([
      ['250 g', 'kept'],
      ['Kashmir', 'edited'],
    ]);

    await agent.patch(`/api/blogs/${blogId}`, { content: '<p>A quiet risotto with 2 cups of rice.</p>' });
    expect(statuses((await agent.get(`/api/blogs/${blogId}/claims`)).json<BlogClaims>())).toEqual([
      ['250 g', 'removed'],
      ['Kashmir', 'edited'],
    ]);
  });

  it('refuses to keep what is not flagged, and bad input, with clear messages', async () => {
    const missing = await agent.patch(`/api/blogs/${blogId}/claims`, { kind: 'name', text: 'Kashmir', status: 'kept' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Claim not found' });
    const bad = await agent.patch(`/api/blogs/${blogId}/claims`, { kind: 'name', text: 'X', status: 'removed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status must be kept or unsupported/);
  });

  it('is a 404 for a stranger and empty for a blog written without a post', async () => {
    const stranger = new Agent(t.app, '203.0.113.52');
    await stranger.register();
    expect((await stranger.get(`/api/blogs/${blogId}/claims`)).statusCode).toBe(404);
    const own = await stranger.post('/api/blogs', { title: 'Notes', content: '<p>250 g</p>', tags: ['x'] });
    const empty = await stranger.get(`/api/blogs/${(own.json() as { id: number }).id}/claims`);
    expect(empty.json()).toMatchObject({ checkable: false, claims: [], checkedAt: null });
  });
});

describe('claims saved with a blog, judged by a model', () => {
  let fake: FakeLlm;
  let t: TestApp;
  let agent: Agent;
  let userId: number;
  const chatCalls = () => fake.requests.filter((r) => r.path === '/v1/chat/completions').length;

  beforeAll(async () => {
    fake = await startFakeLlm();
    t = await createTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'test-model',
      AI_MAX_RETRIES: '0',
      AI_RATE_PER_MINUTE: '1',
    });
    agent = new Agent(t.app, '203.0.113.53');
    userId = (await agent.register()).id;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('shows the model’s verdict and reason next to each claim, asks once per text, and respects the AI limit', async () => {
    fake.answer({
      kind: 'json',
      value: {
        judgements: [
          { number: 1, verdict: 'not_supported', reason: 'The caption gives no weight of saffron.' },
          { number: 2, verdict: 'unsure', reason: 'No place is named in the post.' },
        ],
      },
    });
    const blogId = await blogOnPost(t, agent, userId);
    const first = (await agent.get(`/api/blogs/${blogId}/claims`)).json<BlogClaims>();
    expect(first.claims).toEqual([
      {
        kind: 'number',
        text: '250 g',
        status: 'unsupported',
        judgement: {
          verdict: 'not_supported',
          reason: 'The caption gives no weight of saffron.',
          model: 'openai-compatible · test-model',
        },
      },
      expect.objectContaining({ text: 'Kashmir', judgement: expect.objectContaining({ verdict: 'unsure' }) }),
    ]);
    expect(chatCalls()).toBe(1);
    const prompt = JSON.stringify(fake.requests.at(-1)!.body);
    expect(prompt).toContain('250 g');
    expect(prompt).toContain('Saffron risotto tonight');

    await agent.get(`/api/blogs/${blogId}/claims`);
    expect(chatCalls()).toBe(1); // the saved result is read, not judged again

    // A new claim after a save: the minute's AI budget (1 call) is spent, so it waits, and says why.
    await agent.patch(`/api/blogs/${blogId}`, { content: `${ARTICLE}<p>Serve at 8 pm in Lisbon.</p>` });
    const later = (await agent.get(`/api/blogs/${blogId}/claims`)).json<BlogClaims>();
    expect(chatCalls()).toBe(1);
    expect(later.judgementNote).toMatch(/^No model judgement: You have reached the AI limit for now/);
    expect(later.claims[0]!.judgement?.verdict).toBe('not_supported');
    expect(later.claims.find((c) => c.text === 'Lisbon')).toMatchObject({ status: 'unsupported', judgement: null });
  });
});
