import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { blogPublications, mediaOwners } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const image = (c: string) => `/media/${c.repeat(64)}.jpg`;
const NOT_OWNED = 'The featured image must be one of your own images stored by Inkgram.';

async function signedIn() {
  const agent = new Agent(t.app);
  const user = await agent.register();
  return { agent, user };
}

const own = (userId: number, path: string) =>
  t.deps.database.db.insert(mediaOwners).values({ key: path.slice('/media/'.length), userId });

describe('blog abilities', () => {
  it('travel with every blog: a draft may be edited, deleted and published; a published one only published', async () => {
    const { agent } = await signedIn();
    const draft = { update: true, delete: true, publish: true };
    const created = await agent.post('/api/blogs', { title: 'Trip', content: '<p>Hi</p>' });
    expect(created.json()).toMatchObject({ isPublished: false, abilities: draft });
    const id = (created.json() as { id: number }).id;
    expect((await agent.patch(`/api/blogs/${id}`, { title: 'Trip 2' })).json()).toMatchObject({ abilities: draft });
    expect((await agent.get(`/api/blogs/${id}`)).json()).toMatchObject({ abilities: draft });
    expect((await agent.get('/api/blogs')).json()).toMatchObject([{ id, abilities: draft }]);

    await t.deps.database.db
      .insert(blogPublications)
      .values({ blogId: id, status: 'published', publishedAt: new Date() });
    const locked = { update: false, delete: false, publish: true };
    expect((await agent.get(`/api/blogs/${id}`)).json()).toMatchObject({ isPublished: true, abilities: locked });
    expect((await agent.get('/api/blogs')).json()).toMatchObject([{ id, isPublished: true, abilities: locked }]);
  });
});

describe('a featured image the user does not own', () => {
  it("is refused on create and on update (400, nothing saved): another user's stored image or an unknown key", async () => {
    const { agent, user } = await signedIn();
    const other = await signedIn();
    await own(user.id, image('c'));
    await own(other.user.id, image('d'));

    const blog = await agent.post('/api/blogs', { title: 'Mine', content: '<p>x</p>', featuredImage: image('c') });
    expect(blog.statusCode).toBe(201);
    expect(blog.json()).toMatchObject({ featuredImage: image('c') });
    const id = (blog.json() as { id: number }).id;

    for (const foreign of [image('d'), image('e')]) {
      const created = await agent.post('/api/blogs', { title: 'Theirs', content: '<p>x</p>', featuredImage: foreign });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({
        code: 'validation_failed',
        message: NOT_OWNED,
        details: { fieldErrors: { featuredImage: [NOT_OWNED] } },
      });
      const patched = await agent.patch(`/api/blogs/${id}`, { title: 'Changed', featuredImage: foreign });
      expect(patched.statusCode).toBe(400);
      expect(patched.json().message).toBe(NOT_OWNED);
    }
    expect((await agent.get('/api/blogs')).json()).toMatchObject([{ id, title: 'Mine', featuredImage: image('c') }]);
    // The owner of that image may use it.
    const theirs = await other.agent.post('/api/blogs', { title: 'T', content: '<p>x</p>', featuredImage: image('d') });
    expect(theirs.statusCode).toBe(201);
  });
});
