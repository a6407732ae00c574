import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { blogMembers } from '../../db/schema';

/** Co-writers' saves merge per field, and never overwrite what the saver did not see (docs/decisions/032). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const START = {
  title: 'Lisbon at golden hour',
  content: '<p>The light on the river.</p>',
  tags: ['travel'],
  category: 'Travel',
  seoTitle: 'Lisbon sunset',
};

async function sharedBlog() {
  const owner = new Agent(t.app);
  const editor = new Agent(t.app);
  await owner.register();
  const { id: userId } = await editor.register();
  const id = ((await owner.post('/api/blogs', START)).json() as { id: number }).id;
  // Shared as the sharing routes do once the invitation is accepted (server/modules/co-editing).
  await t.deps.database.db.insert(blogMembers).values({ blogId: id, userId, role: 'editor' });
  return { owner, editor, id };
}

const read = async (agent: Agent, id: number) => (await agent.get(`/api/blogs/${id}`)).json() as typeof START;

describe('saving the fields of a shared blog', () => {
  it("a co-writer's tag save keeps the owner's new title; untouched fields are not written", async () => {
    const { owner, editor, id } = await sharedBlog();
    const a = await owner.patch(`/api/blogs/${id}`, { title: 'Porto at dawn', base: { title: START.title } });
    expect(a.statusCode, a.body).toBe(200);
    // The editor loaded the blog before the owner's save and changed only the tags.
    const b = await editor.patch(`/api/blogs/${id}`, { tags: 'travel, porto', base: { tags: ['travel'] } });
    expect(b.statusCode, b.body).toBe(200);
    expect(await read(owner, id)).toMatchObject({
      ...START,
      title: 'Porto at dawn',
      tags: ['travel', 'porto'],
    });
  });

  it('refuses a field that changed under the saver with 409 and the current value, writing nothing', async () => {
    const { owner, editor, id } = await sharedBlog();
    expect(
      (await owner.patch(`/api/blogs/${id}`, { title: 'Porto at dawn', base: { title: START.title } })).statusCode,
    ).toBe(200);
    const stale = await editor.patch(`/api/blogs/${id}`, {
      title: 'Lisbon by night',
      category: 'Food',
      base: { title: START.title, category: 'Travel' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'blog_fields_changed',
      details: { fields: { title: 'Porto at dawn' } },
    });
    expect(stale.json().details.fields).not.toHaveProperty('category');
    expect(await read(editor, id)).toMatchObject({ title: 'Porto at dawn', category: 'Travel' });

    // 'Use mine': sent again with the value now seen, it is saved.
    const mine = await editor.patch(`/api/blogs/${id}`, { title: 'Lisbon by night', base: { title: 'Porto at dawn' } });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(await read(owner, id)).toMatchObject({ title: 'Lisbon by night', category: 'Travel' });
  });

  it('compares as stored: blank and null are the same, tags normalised; a stranger learns nothing', async () => {
    const { owner, id } = await sharedBlog();
    const ok = await owner.patch(`/api/blogs/${id}`, {
      seoDescription: 'At dusk',
      tags: ['travel', 'dusk'],
      base: { seoDescription: '', tags: ' #travel , ' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const stranger = new Agent(t.app);
    await stranger.register();
    const res = await stranger.patch(`/api/blogs/${id}`, { title: 'x', base: { title: 'wrong' } });
    expect(res.statusCode).toBe(404);
    const bad = await owner.patch(`/api/blogs/${id}`, { title: 'x', base: { nope: 'y' } });
    expect(bad.statusCode).toBe(400);
  });

  it('a save without a base stays last-save-wins for a single writer', async () => {
    const { owner, id } = await sharedBlog();
    expect((await owner.patch(`/api/blogs/${id}`, { title: 'One' })).statusCode).toBe(200);
    expect((await owner.patch(`/api/blogs/${id}`, { title: 'Two' })).statusCode).toBe(200);
    expect(await read(owner, id)).toMatchObject({ title: 'Two' });
  });
});
