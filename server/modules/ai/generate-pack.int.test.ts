import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { seedAccount, seedPost } from '../../../test/helpers/post-fixtures';
import { renderSlide, storeImage } from '../../../test/helpers/source-pack';
import { parseSse } from '../../../test/helpers/sse';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { stopOcr } from '../source-pack/ocr';

/**
 * Generation right after a post is picked waits for the source pack: the article holds the text on
 * the slides, which the caption does not say (it used to answer from the caption alone).
 */
describe('generation waits for the source pack', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await stopOcr();
  });

  async function carousel(username: string) {
    const agent = new Agent(t.app);
    const user = await agent.register();
    const account = await seedAccount(t.deps, user.id, username);
    const slide1 = await storeImage(t.deps, renderSlide(['250 g flour', '3 eggs']), user.id);
    const slide2 = await storeImage(t.deps, renderSlide(['Bake 25 min at 180C']), user.id);
    const post = await seedPost(t.deps, account.id, {
      caption: 'Sunday pancakes. Swipe for the recipe! #pancakes',
      hashtags: ['pancakes'],
      mediaUrl: slide1,
      slides: [
        { type: 'image', mediaUrl: slide1 },
        { type: 'image', mediaUrl: slide2 },
      ],
    });
    return { agent, post };
  }

  it('writes from the slides’ text when asked before the pack was built', async () => {
    const { agent, post } = await carousel('sunny.kitchen');
    const res = await agent.post('/api/generate-blog', { postId: post.id });
    expect(res.statusCode).toBe(200);
    const text = res.json().content as string;
    expect(text).toMatch(/250 g flour/i);
    expect(text).toMatch(/3 eggs/i);
    expect(text).toMatch(/Bake 25 min at 180/i);
  }, 120_000);

  it('streams the reading progress before the blog', async () => {
    const { agent, post } = await carousel('maya.bakes');
    const res = await agent.post('/api/generate-blog/stream', { postId: post.id });
    expect(res.statusCode).toBe(200);
    const events = parseSse(res.body) as { type: string; step?: string; blog?: { content: string } }[];
    const progress = events.filter((e) => e.type === 'pack');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[0]!.step).toMatch(/Reading the text on image|Starting/);
    expect(events.findIndex((e) => e.type === 'pack')).toBeLessThan(events.findIndex((e) => e.type === 'done'));
    expect(events.at(-1)!.blog!.content).toMatch(/Bake 25 min at 180/i);
  }, 120_000);
});
