import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasImage, type FakeLlm } from '../../../test/fakes/llm/server';
import { seedUserWithPost, startFakeLlmApp, stopFakeLlmApp } from '../../../test/helpers/fake-llm-app';
import { renderSlide, storeImage } from '../../../test/helpers/source-pack';
import type { TestApp } from '../../../test/helpers/test-app';
import { aiCapabilities } from '../../db/schema';
import { PROBE_PROMPT } from '../../integrations/ai/vision-probe';
import { stopOcr } from './ocr';

/** Vision by capability (docs/decisions/026-stored-videos-and-saved-claim-checks.md): a one-time probe decides whether the post's images go to the model. */
const blog = {
  title: 'Sunday Pancakes',
  content: '<p>Whisk 250 g flour.</p><h2>Method</h2><p>Bake.</p>',
  tags: ['pancakes'],
  suggestedCategory: 'Food',
  seoTitle: 'Sunday Pancakes',
  seoDescription: 'Pancakes.',
  seoKeywords: ['pancakes'],
};

async function carousel(t: TestApp, username: string) {
  const { agent, user, account } = await seedUserWithPost(t, username, { caption: 'warm-up' });
  const slide = await storeImage(t.deps, renderSlide(['250 g flour']), user.id);
  const { seedPost } = await import('../../../test/helpers/post-fixtures');
  const post = await seedPost(t.deps, account.id, {
    caption: 'Sunday pancakes with @sunny.kitchen #pancakes',
    mediaUrl: slide,
    slides: [
      { type: 'image', mediaUrl: slide },
      { type: 'image', mediaUrl: slide },
    ],
  });
  return { agent, post };
}

const probes = (fake: FakeLlm) => fake.requests.filter((r) => JSON.stringify(r.body).includes(PROBE_PROMPT));
const chats = (fake: FakeLlm) =>
  fake.requests.filter((r) => r.path.endsWith('/chat/completions') && !JSON.stringify(r.body).includes(PROBE_PROMPT));

for (const model of ['vision', 'text-only'] as const) {
  describe(`a ${model} model behind openai-compatible (AI_IMAGES=auto)`, () => {
    let fake: FakeLlm;
    let t: TestApp;
    beforeAll(async () => {
      ({ fake, t } = await startFakeLlmApp('openai-compatible'));
      fake.textOnly(model === 'text-only');
    });
    afterAll(async () => {
      await stopFakeLlmApp({ fake, t });
      await stopOcr();
    });

    it('is probed once, remembered, and gets the images only when it accepts them', async () => {
      const { agent, post } = await carousel(t, 'sunny.kitchen');
      fake.answer({ kind: 'json', value: blog });
      for (let i = 0; i < 2; i += 1) {
        const res = await agent.post('/api/generate-blog', { postId: post.id });
        expect(res.statusCode).toBe(200);
      }
      expect(probes(fake)).toHaveLength(1);
      const rows = await t.deps.database.db.select().from(aiCapabilities);
      expect(rows).toEqual([
        expect.objectContaining({
          provider: 'openai-compatible',
          model: 'test-model',
          acceptsImages: model === 'vision',
        }),
      ]);
      const last = chats(fake).at(-1)!;
      expect(hasImage(last.body)).toBe(model === 'vision');
    }, 120_000);

    it('writes from the source pack: the text on the slides, the mentions, and a prompt that asks for grounded claims', async () => {
      const { agent, post } = await carousel(t, 'maya.bakes');
      await agent.put(`/api/posts/${post.id}/source-pack/notes`, { notes: 'We used oat milk from Minor Figures.' });
      fake.answer({ kind: 'json', value: blog });
      expect((await agent.post('/api/generate-blog', { postId: post.id })).statusCode).toBe(200);
      const sent = JSON.stringify(chats(fake).at(-1)!.body);
      expect(sent).toContain('250 g flour');
      expect(sent).toContain('@sunny.kitchen');
      expect(sent).toContain('oat milk from Minor Figures');
      expect(sent).toContain('Ground every claim');
    }, 120_000);
  });
}

describe('AI_IMAGES=off', () => {
  let fake: FakeLlm;
  let t: TestApp;
  beforeAll(async () => {
    ({ fake, t } = await startFakeLlmApp('openai', { AI_IMAGES: 'off' }));
  });
  afterAll(() => stopFakeLlmApp({ fake, t }));

  it('never probes and never sends images', async () => {
    const { agent, post } = await carousel(t, 'sunny.kitchen');
    fake.answer({ kind: 'json', value: blog });
    expect((await agent.post('/api/generate-blog', { postId: post.id })).statusCode).toBe(200);
    expect(probes(fake)).toHaveLength(0);
    expect(hasImage(chats(fake).at(-1)!.body)).toBe(false);
  }, 120_000);
});
