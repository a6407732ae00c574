import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { seedAccount, seedPost } from '../../../test/helpers/post-fixtures';
import { packWhenReady, renderSlide, storeImage } from '../../../test/helpers/source-pack';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { stopOcr } from './ocr';

/** The source pack of a carousel: every slide, the text on each image read once, notes, the claim check. */
describe('source pack of a carousel', () => {
  let t: TestApp;
  let agent: Agent;
  let postId: number;

  beforeAll(async () => {
    t = await createTestApp();
    agent = new Agent(t.app);
    const user = await agent.register();
    const account = await seedAccount(t.deps, user.id, 'sunny.kitchen');
    const slide1 = await storeImage(t.deps, renderSlide(['250 g flour', '3 eggs']), user.id);
    const slide2 = await storeImage(t.deps, renderSlide([], '#c86b3c'), user.id);
    const slide3 = await storeImage(t.deps, renderSlide(['Bake 25 min at 180C']), user.id);
    const post = await seedPost(t.deps, account.id, {
      caption: 'Sunday pancakes with @sunny.kitchen. and @maya_bakes 🥞 Swipe for the recipe! #pancakes #brunch',
      hashtags: ['pancakes', 'brunch'],
      mediaUrl: slide1,
      slides: [
        { type: 'image', mediaUrl: slide1 },
        { type: 'image', mediaUrl: slide2 },
        { type: 'image', mediaUrl: slide3 },
        { type: 'image', mediaUrl: slide1 },
        { type: 'image', mediaUrl: null },
      ],
    });
    postId = post.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await stopOcr();
  });

  it('holds the caption, dotted mentions, every slide and the text on each image', async () => {
    const { pack, progress } = await packWhenReady(agent, postId);
    expect(progress.length).toBeGreaterThan(0);
    expect(pack).toMatchObject({
      status: 'ready',
      progress: null,
      mediaType: 'carousel',
      hashtags: ['pancakes', 'brunch'],
      mentions: ['@sunny.kitchen', '@maya_bakes'],
      date: '2024-01-05T18:30:00.000Z',
      transcript: null,
      notes: '',
    });
    expect(pack.caption).toContain('Swipe for the recipe!');
    expect(pack.slides.map((s) => s.position)).toEqual([1, 2, 3, 4, 5]);
    expect(pack.slides[0]!.text).toMatch(/250 g flour/);
    expect(pack.slides[0]!.text).toMatch(/3 eggs/);
    expect(pack.slides[1]).toMatchObject({ text: '', note: null });
    expect(pack.slides[2]!.text).toMatch(/Bake 25 min at 180/);
    expect(pack.slides[3]!.text).toBe(pack.slides[0]!.text);
    expect(pack.slides[4]).toMatchObject({ mediaUrl: null, text: null });
    expect(pack.slides[4]!.note).toMatch(/could not be kept/);
    expect(pack.builtAt).not.toBeNull();
  }, 120_000);

  it('is computed once: later requests and new notes reuse the cached text', async () => {
    const first = (await packWhenReady(agent, postId)).pack;
    const again = await agent.get(`/api/posts/${postId}/source-pack`);
    expect(again.json()).toMatchObject({ status: 'ready', builtAt: first.builtAt });
    const noted = await agent.put(`/api/posts/${postId}/source-pack/notes`, {
      notes: 'The flour is from Moinho Velho in Alentejo.',
    });
    expect(noted.statusCode).toBe(200);
    expect(noted.json()).toMatchObject({
      status: 'ready',
      builtAt: first.builtAt,
      notes: 'The flour is from Moinho Velho in Alentejo.',
    });
  }, 120_000);

  it('flags the claims of an article that the post does not support', async () => {
    await packWhenReady(agent, postId);
    const res = await agent.post(`/api/posts/${postId}/source-pack/check`, {
      title: 'Sunday Pancakes',
      content:
        '<p>Whisk 250 g flour with 3 eggs, then bake for 25 min at 180C.</p>' +
        '<p>Stir in 100 g of saffron from Kashmir, flour from Moinho Velho in Alentejo, for $12 a stack.</p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      checked: expect.any(Number),
      unsupported: [
        { kind: 'number', text: '100 g' },
        { kind: 'name', text: 'Kashmir' },
        { kind: 'price', text: '$12' },
      ],
    });
  }, 120_000);

  it('refuses bad input with the field named, and hides another creator’s post', async () => {
    const unknown = await agent.put(`/api/posts/${postId}/source-pack/notes`, { notes: 'x', extra: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('extra');
    const long = await agent.put(`/api/posts/${postId}/source-pack/notes`, { notes: 'x'.repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('notes');
    const noContent = await agent.post(`/api/posts/${postId}/source-pack/check`, {});
    expect(noContent.statusCode).toBe(400);
    expect(noContent.body).toContain('content');

    const stranger = new Agent(t.app);
    await stranger.register();
    expect((await stranger.get(`/api/posts/${postId}/source-pack`)).statusCode).toBe(404);
    expect((await stranger.put(`/api/posts/${postId}/source-pack/notes`, { notes: 'mine' })).statusCode).toBe(404);
    expect((await stranger.post(`/api/posts/${postId}/source-pack/check`, { content: '<p>x</p>' })).statusCode).toBe(
      404,
    );
    expect((await agent.get('/api/posts/99999999/source-pack')).statusCode).toBe(404);
  });
});
