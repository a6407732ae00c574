import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '@common/blogs';
import { Agent } from '../../../test/helpers/agent';
import { shareByEmail } from '../../../test/helpers/share';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/**
 * The writing assistant on a saved blog (POST /api/enhance-blog with its `blogId`) runs only for
 * those who may edit the blog; anyone else is refused before any of their AI budget is spent. The
 * budget here is one call a minute, so a refusal that spent it would turn the next call into a 429.
 */
let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({ BUILTIN_RATE_PER_MINUTE: '1', REGISTER_LIMIT_PER_HOUR: '100' });
});
afterAll(async () => t?.close());

async function person() {
  const agent = new Agent(t.app, `192.0.2.${++ip}`);
  const user = await agent.register();
  return { agent, user };
}

const request = (blogId?: number) => ({
  content: '<p>The harbour wakes at dawn. Boats leave one by one.</p>',
  instruction: 'Make it more vivid.',
  preset: 'expand',
  ...(blogId === undefined ? {} : { blogId }),
});

describe('the writing assistant on a shared blog', () => {
  it('refuses viewers and commenters with a 403 and strangers with the 404, spending nothing', async () => {
    const [owner, editor, viewer, commenter, stranger] = [
      await person(),
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    const created = await owner.agent.post('/api/blogs', { title: 'Harbour', content: '<p>Boats.</p>' });
    const blogId = (created.json() as { id: number }).id;
    await shareByEmail(t, owner.agent, blogId, editor, 'editor');
    await shareByEmail(t, owner.agent, blogId, viewer, 'viewer');
    await shareByEmail(t, owner.agent, blogId, commenter, 'commenter');

    for (const p of [viewer, commenter]) {
      for (let i = 0; i < 3; i++) {
        const refused = await p.agent.post('/api/enhance-blog', request(blogId));
        expect(refused.statusCode, refused.body).toBe(403);
        expect(refused.json()).toEqual({ message: BLOG_MESSAGES.assistantViewOnly, code: 'forbidden' });
      }
      // Nothing was spent: their one call of the minute still runs, on text of their own.
      const own = await p.agent.post('/api/enhance-blog', request());
      expect(own.statusCode, own.body).toBe(200);
      expect((await p.agent.post('/api/enhance-blog', request())).statusCode).toBe(429);
    }

    const hidden = await stranger.agent.post('/api/enhance-blog', request(blogId));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: 'Blog not found', code: 'not_found' });
    expect((await stranger.agent.post('/api/enhance-blog', request())).statusCode).toBe(200);

    for (const p of [owner, editor]) {
      const ran = await p.agent.post('/api/enhance-blog', request(blogId));
      expect(ran.statusCode, ran.body).toBe(200);
      expect(ran.json()).toMatchObject({ writer: { kind: 'builtin' } });
    }
  });

  it('names a bad blog id as a 400 on the field', async () => {
    const p = await person();
    const bad = await p.agent.post('/api/enhance-blog', { ...request(), blogId: 'nine' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: { fieldErrors: { blogId: ['Blog id must be a number'] } } });
  });
});
