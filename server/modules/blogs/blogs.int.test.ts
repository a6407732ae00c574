import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES } from '../../../test/fakes/publishers/context';
import { Agent } from '../../../test/helpers/agent';
import { seedAccount, seedPost } from '../../../test/helpers/post-fixtures';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { blogPublications } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STORED = `/media/${'a'.repeat(64)}.jpg`;

async function signedIn() {
  const agent = new Agent(t.app);
  const user = await agent.register();
  return { agent, user };
}

async function createBlog(agent: Agent, body: Record<string, unknown> = {}) {
  const res = await agent.post('/api/blogs', { title: 'My trip', content: '<p>Hello</p>', tags: ['travel'], ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number } & Record<string, unknown>;
}

async function publish(blogId: number) {
  await t.deps.database.db.insert(blogPublications).values({ blogId, status: 'published', publishedAt: new Date() });
}

describe('blogs API', () => {
  it('creates, lists, reads, updates and deletes a blog for its owner', async () => {
    const { agent, user } = await signedIn();
    const created = await createBlog(agent, {
      userId: 999_999, // ignored: the owner is the signed-in user
      category: 'Travel',
      isDraft: false,
      seoTitle: 'Lisbon at golden hour',
      seoDescription: 'A walk up to the viewpoint.',
      seoKeywords: ['lisbon'],
      readingTime: 3,
    });
    expect(created).toMatchObject({
      userId: user.id,
      title: 'My trip',
      content: '<p>Hello</p>',
      tags: ['travel'],
      category: 'Travel',
      isDraft: false,
      isPublished: false,
      seoTitle: 'Lisbon at golden hour',
      readingTime: 3,
      template: 'standard',
      tone: 'casual',
    });

    const list = await agent.get('/api/blogs');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ id: created.id, preview: 'Hello', title: 'My trip' })]);
    expect(list.json()[0]).not.toHaveProperty('content');

    const patched = await agent.patch(`/api/blogs/${created.id}`, { title: 'Renamed', tags: 'a, b', category: '' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      title: 'Renamed',
      tags: ['a', 'b'],
      category: null,
      content: '<p>Hello</p>',
    });
    expect((await agent.get(`/api/blogs/${created.id}`)).json().title).toBe('Renamed');

    const del = await agent.delete(`/api/blogs/${created.id}`);
    expect(del.statusCode).toBe(204);
    expect((await agent.get(`/api/blogs/${created.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another user's blog on every call and changes nothing", async () => {
    const owner = await signedIn();
    const blog = await createBlog(owner.agent);
    const other = await signedIn();
    const notFoundBody = (await other.agent.get('/api/blogs/987654')).json();
    for (const res of [
      await other.agent.get(`/api/blogs/${blog.id}`),
      await other.agent.patch(`/api/blogs/${blog.id}`, { title: 'pwned' }),
      await other.agent.delete(`/api/blogs/${blog.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFoundBody);
    }
    expect((await other.agent.get('/api/blogs')).json()).toEqual([]);
    expect((await owner.agent.get(`/api/blogs/${blog.id}`)).json().title).toBe('My trip');
  });

  it('requires a signed-in user', async () => {
    const anon = new Agent(t.app);
    expect((await anon.get('/api/blogs')).statusCode).toBe(401);
    expect((await anon.post('/api/blogs', { title: 'x', content: '<p>x</p>' })).statusCode).toBe(401);
  });

  it('refuses to edit or delete a published blog with 409 and the spec message', async () => {
    const { agent } = await signedIn();
    const blog = await createBlog(agent);
    await publish(blog.id);
    const got = await agent.get(`/api/blogs/${blog.id}`);
    expect(got.json().isPublished).toBe(true);
    expect((await agent.get('/api/blogs')).json()[0].isPublished).toBe(true);
    const patched = await agent.patch(`/api/blogs/${blog.id}`, { title: 'x' });
    expect(patched.statusCode).toBe(409);
    expect(patched.json()).toMatchObject({
      code: 'blog_published',
      message: 'This blog has already been published and cannot be edited.',
      details: { title: 'Cannot Edit Published Blog' },
    });
    const deleted = await agent.delete(`/api/blogs/${blog.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject({
      code: 'blog_published',
      message: 'Published blogs cannot be deleted: withdraw it from every platform where it is live first.',
      details: { title: 'Cannot Delete Published Blog' },
    });
    expect((await agent.get(`/api/blogs/${blog.id}`)).json().title).toBe('My trip');
  });

  it('splits tags on commas, trims, drops blanks and duplicates', async () => {
    const { agent } = await signedIn();
    const blog = await createBlog(agent, { tags: ' travel, ,Lisbon,, travel ,#sunset, LISBON ' });
    expect(blog.tags).toEqual(['travel', 'Lisbon', 'sunset']);
    const arr = await createBlog(agent, { tags: ['a, b', '', ' c ', 'A'] });
    expect(arr.tags).toEqual(['a', 'b', 'c']);
  });

  it('sanitizes hostile HTML at every write', async () => {
    const { agent } = await signedIn();
    const hostile =
      '<p onclick="x()" style="position:fixed">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">bad</a><a href="//evil.example">rel</a><iframe src="https://evil.example"></iframe>';
    const blog = await createBlog(agent, { content: hostile });
    expect(blog.content).toBe('<p>Hi</p><a>bad</a><a>rel</a>');
    const patched = await agent.patch(`/api/blogs/${blog.id}`, {
      content: '<h2>T</h2><svg onload=alert(1)></svg><p>ok</p>',
    });
    expect(patched.json().content).toBe('<h2>T</h2><p>ok</p>');
    const [row] = await queryRows<{ content: string }>(
      t.deps.database.db,
      sql`select content from blogs where id = ${blog.id}`,
    );
    expect(row!.content).toBe('<h2>T</h2><p>ok</p>');
  });

  it('rejects invalid input with clear messages, never a 500', async () => {
    const { agent } = await signedIn();
    const cases: [unknown, RegExp][] = [
      [{ title: ' ', content: '<p>x</p>' }, /Title is required/],
      [{ title: 'x', content: '   ' }, /Content is required/],
      [{ title: 'x'.repeat(201), content: '<p>x</p>' }, /at most 200/],
      [
        { title: 'x', content: '<p>x</p>', featuredImage: 'https://scontent.cdninstagram.com/x.jpg' },
        /stored by Inkgram/,
      ],
      [{ title: 'x', content: '<p>x</p>', tags: 5 }, /./],
    ];
    for (const [body, message] of cases) {
      const res = await agent.post('/api/blogs', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await agent.get('/api/blogs/abc')).statusCode).toBe(400);
    expect((await agent.get('/api/blogs/99999999999')).statusCode).toBe(404);
  });

  it("takes the featured image from the post's stored copy and refuses another user's post", async () => {
    const { agent, user } = await signedIn();
    const account = await seedAccount(t.deps, user.id);
    const post = await seedPost(t.deps, account.id, { mediaUrl: STORED });
    const blog = await createBlog(agent, { postId: post.id, featuredImage: null });
    expect(blog).toMatchObject({ postId: post.id, featuredImage: STORED });

    const other = await signedIn();
    const res = await other.agent.post('/api/blogs', { title: 'x', content: '<p>x</p>', postId: post.id });
    expect(res.statusCode).toBe(404);
  });

  it('takes a base64 image up to the cap in a large body, and stores it as media (docs/decisions/028)', async () => {
    const { agent } = await signedIn();
    const picture = Buffer.concat([PNG_BYTES, Buffer.alloc(1_000_000, 9)]);
    const img = `data:image/png;base64,${picture.toString('base64')}`;
    const blog = await createBlog(agent, { content: `<p>x</p><img src="${img}" alt="a">` });
    expect(blog.content).not.toContain('data:');
    const src = /<img src="(\/media\/[a-f0-9]{64}\.png)" alt="a"/.exec(String(blog.content))?.[1];
    expect((await agent.get(src ?? '/media/none')).rawPayload.equals(picture)).toBe(true);
  });
});
