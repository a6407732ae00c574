import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCLOSURE_TEXT, disclosureHtml } from '@common/provenance';
import type { FakeLlm } from '../../../test/fakes/llm/server';
import { Agent } from '../../../test/helpers/agent';
import { seedUserWithPost, startFakeLlmApp, stopFakeLlmApp } from '../../../test/helpers/fake-llm-app';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/** Provenance (docs/decisions/025-batch-drafts-and-generation-retention.md): recorded at generation, linked on save, changes measured, reviewed, disclosed. */
const CAPTION =
  'Roys Peak at sunrise. 16 km return and 1,258 m of elevation. We started at 3:30am with head torches. The last 2 km are steep. Go early, the car park fills by 6am.';

async function generateAndSave(t: TestApp, username: string) {
  const { agent, post } = await seedUserWithPost(t, username, { caption: CAPTION });
  const generated = (await agent.post('/api/generate-blog', { postId: post.id })).json();
  expect(generated.generationId).toEqual(expect.any(Number));
  const created = await agent.post('/api/blogs', {
    title: generated.title,
    content: generated.content,
    tags: generated.tags,
    category: generated.suggestedCategory,
    isDraft: false,
    postId: post.id,
  });
  expect(created.statusCode).toBe(201);
  return { agent, generated, blog: created.json() as { id: number; content: string } };
}

describe('provenance with the built-in writer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('records the writer and prompt version, measures the changes and keeps the review and disclosure', async () => {
    const { agent, generated, blog } = await generateAndSave(t, 'maya.lens');
    // A blog not linked yet has no provenance.
    expect((await agent.get(`/api/blogs/${blog.id}/provenance`)).json()).toEqual({ provenance: null });

    const linked = await agent.put(`/api/blogs/${blog.id}/provenance`, { generationId: generated.generationId });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().provenance).toMatchObject({
      blogId: blog.id,
      writer: {
        kind: 'builtin',
        label: 'Built-in writer',
        provider: null,
        model: null,
        promptVersion: 'builtin-writer.v2',
      },
      changedRatio: 0,
      reviewedAt: null,
      disclosure: false,
    });
    expect(Date.parse(linked.json().provenance.generatedAt)).toBeGreaterThan(Date.now() - 60_000);

    // The creator rewrites part of it: the ratio says how much.
    const edited = blog.content.replace(
      'We started at 3:30am with head torches.',
      'My friend Ana drove us there at 3am, half asleep, with coffee.',
    );
    expect((await agent.patch(`/api/blogs/${blog.id}`, { title: generated.title, content: edited })).statusCode).toBe(
      200,
    );
    const after = (await agent.get(`/api/blogs/${blog.id}/provenance`)).json().provenance;
    expect(after.changedRatio).toBeGreaterThan(0.1);
    expect(after.changedRatio).toBeLessThan(0.6);

    const reviewed = await agent.patch(`/api/blogs/${blog.id}/provenance`, { reviewed: true, disclosure: true });
    expect(reviewed.statusCode).toBe(200);
    const p = reviewed.json().provenance;
    expect(p.reviewedAt).not.toBeNull();
    expect(p.disclosure).toBe(true);
    expect(disclosureHtml(p)).toBe(`<p><em>${DISCLOSURE_TEXT}</em></p>`);
    const undone = (await agent.patch(`/api/blogs/${blog.id}/provenance`, { reviewed: false })).json().provenance;
    expect(undone).toMatchObject({ reviewedAt: null, disclosure: true });
  });

  it("keeps it to the blog's readers: 404 for strangers and for another user's generation, 400 naming bad fields", async () => {
    const { agent, generated, blog } = await generateAndSave(t, 'owner.one');
    const stranger = new Agent(t.app);
    await stranger.register();
    expect((await stranger.get(`/api/blogs/${blog.id}/provenance`)).statusCode).toBe(404);
    expect((await stranger.patch(`/api/blogs/${blog.id}/provenance`, { reviewed: true })).statusCode).toBe(404);

    const other = await generateAndSave(t, 'owner.two');
    const foreign = await agent.put(`/api/blogs/${blog.id}/provenance`, { generationId: other.generated.generationId });
    expect(foreign.statusCode).toBe(404);

    const unknown = await agent.patch(`/api/blogs/${blog.id}/provenance`, { reviewed: true, sneaky: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/sneaky/);
    const wrongType = await agent.put(`/api/blogs/${blog.id}/provenance`, { generationId: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/generationId|Generation id/);
    // Nothing to review on a blog with no generation.
    expect((await agent.patch(`/api/blogs/${blog.id}/provenance`, { reviewed: true })).statusCode).toBe(409);
    expect(
      (await agent.put(`/api/blogs/${blog.id}/provenance`, { generationId: generated.generationId })).statusCode,
    ).toBe(200);
  });

  it('records the provenance in the same write when the save names the generation', async () => {
    const { agent, post } = await seedUserWithPost(t, 'one.write', { caption: CAPTION });
    const generated = (await agent.post('/api/generate-blog', { postId: post.id })).json();
    const save = (generationId: unknown) =>
      agent.post('/api/blogs', {
        title: generated.title,
        content: generated.content,
        isDraft: false,
        postId: post.id,
        generationId,
      });
    const created = await save(generated.generationId);
    expect(created.statusCode).toBe(201);
    const provenance = (await agent.get(`/api/blogs/${created.json().id}/provenance`)).json().provenance;
    expect(provenance).toMatchObject({
      writer: { kind: 'builtin', promptVersion: 'builtin-writer.v2' },
      changedRatio: 0,
    });

    // Another user's generation: 404 and no blog saved; a malformed id: 400 naming the field.
    const before = (await agent.get('/api/blogs')).json().length;
    const other = await seedUserWithPost(t, 'two.write', { caption: CAPTION });
    const foreign = (await other.agent.post('/api/generate-blog', { postId: other.post.id })).json();
    expect((await save(foreign.generationId)).statusCode).toBe(404);
    const bad = await save('x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/generationId|Generation id/);
    expect((await agent.get('/api/blogs')).json()).toHaveLength(before);
  });
});

describe('provenance with a model', () => {
  let fake: FakeLlm;
  let t: TestApp;
  beforeAll(async () => {
    ({ fake, t } = await startFakeLlmApp('openai-compatible'));
  });
  afterAll(() => stopFakeLlmApp({ fake, t }));

  it('keeps the provider and model that wrote the blog, which the generation answer alone used to lose', async () => {
    fake.answer({
      kind: 'json',
      value: {
        title: 'Roys Peak at Sunrise',
        content: '<p>Roys Peak at sunrise: 16 km return.</p>',
        tags: ['hiking'],
        suggestedCategory: 'Travel',
        seoTitle: 'Roys Peak',
        seoDescription: 'A sunrise hike.',
        seoKeywords: ['roys peak'],
      },
    });
    const { agent, generated, blog } = await generateAndSave(t, 'maya.model');
    const linked = (
      await agent.put(`/api/blogs/${blog.id}/provenance`, { generationId: generated.generationId })
    ).json();
    expect(linked.provenance.writer).toEqual({
      kind: 'ai',
      label: 'openai-compatible · test-model',
      provider: 'openai-compatible',
      model: 'test-model',
      promptVersion: 'generate-blog.v1',
    });
  });
});
