import type { UserId } from '@common/ids';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { expectPaginatedList } from '../../../test/helpers/pagination';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { blogPublications } from '../../db/schema';
import { versionRecorder } from './versions.recorder';

/** docs/decisions/019-nobodys-words-are-lost.md: a blog's version history (docs/decisions/019). */
let t: TestApp;
let owner: Agent;
let stranger: Agent;
let ownerId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = new Agent(t.app, '203.0.113.31');
  stranger = new Agent(t.app, '203.0.113.32');
  ownerId = (await owner.register({ name: 'Vera Writer' })).id;
  await stranger.register({ name: 'Sam Stranger' });
});
afterAll(() => t.close());

type Summary = { id: number; reason: string; wordCount: number; authorName: string | null; createdAt: string };
const BLOG = {
  title: 'Lisbon at golden hour',
  content: '<p>The light on the river.</p>',
  tags: ['travel'],
  category: 'Travel',
  seoTitle: 'Lisbon sunset',
  seoDescription: 'Where to watch the sun go down.',
  seoKeywords: ['lisbon'],
  slug: 'lisbon-sunset',
  featuredImageAlt: 'The river at dusk',
  isDraft: true,
};
async function newBlog(title = BLOG.title) {
  const res = await owner.post('/api/blogs', { ...BLOG, title });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}
const save = async (id: number, patch: Record<string, unknown>) => {
  const res = await owner.patch(`/api/blogs/${id}`, patch);
  expect(res.statusCode, res.body).toBe(200);
};
const versionsOf = async (id: number, agent = owner) =>
  (await agent.get(`/api/blogs/${id}/versions`)).json() as Summary[];
/** Moves a blog's versions back in time, as if the last save were minutes ago. */
const age = (blogId: number) =>
  queryRows(
    t.deps.database.db,
    sql`update blog_versions set created_at = created_at - interval '2 minutes', saved_at = saved_at - interval '2 minutes' where blog_id = ${blogId}`,
  );

describe('recording versions', () => {
  it('keeps the created state, then one version per minute per author of saves that change something', async () => {
    const id = await newBlog();
    expect((await versionsOf(id)).map((v) => v.reason)).toEqual(['create']);

    await save(id, { content: '<p>The light on the river, and the trams.</p>' });
    await save(id, { content: '<p>The light on the river, the trams and the gulls.</p>' }); // coalesced
    await save(id, { isDraft: false }); // nothing versioned changed
    let list = await versionsOf(id);
    expect(list.map((v) => v.reason)).toEqual(['save', 'create']);
    expect(list[0]).toMatchObject({ wordCount: 10, authorName: 'Vera Writer' });
    const newest = (await owner.get(`/api/blogs/${id}/versions/${list[0]!.id}`)).json();
    expect(newest.content).toBe('<p>The light on the river, the trams and the gulls.</p>');

    await age(id);
    await save(id, { tags: ['travel', 'portugal'] });
    await save(id, { seoDescription: 'Sunsets, trams and gulls.' }); // coalesced into the tags save
    list = await versionsOf(id);
    expect(list.map((v) => v.reason)).toEqual(['save', 'save', 'create']);
    const latest = (await owner.get(`/api/blogs/${id}/versions/${list[0]!.id}`)).json();
    expect(latest).toMatchObject({ tags: ['travel', 'portugal'], seoDescription: 'Sunsets, trams and gulls.' });
  });

  it('lists newest first in keyset pages with a Link header, each with id, time, author, reason and word count', async () => {
    const id = await newBlog('Paged history');
    for (const word of ['one', 'two', 'three', 'four']) {
      await age(id);
      await save(id, { content: `<p>${word}</p>` });
    }
    const list = await versionsOf(id);
    expect(list).toHaveLength(5);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      blogId: id,
      createdAt: expect.any(String),
      authorId: ownerId,
      authorName: 'Vera Writer',
      reason: 'save',
      wordCount: 1,
      name: null,
      authors: [{ id: ownerId, name: 'Vera Writer' }],
    });
    await expectPaginatedList(
      owner,
      `/api/blogs/${id}/versions`,
      list.map((v) => v.id),
      2,
    );
  });

  it('stores snapshots compressed and keeps at most 200 versions per blog', async () => {
    const id = await newBlog('Long one');
    const long = `<p>${'The river bends past the old warehouses and the light turns gold. '.repeat(400)}</p>`;
    await save(id, { content: long });
    const [row] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select octet_length(snapshot) as n from blog_versions where blog_id = ${id} order by id desc limit 1`,
    );
    expect(Number(row!.n)).toBeLessThan(long.length / 10);

    const recorder = versionRecorder(t.deps.database.db);
    for (let i = 0; i < 205; i++) await recorder.recordVersion({ userId: ownerId as UserId }, id, 'aiApply');
    const [count] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from blog_versions where blog_id = ${id}`,
    );
    expect(Number(count!.n)).toBe(200);
  });
});

describe('reading and restoring', () => {
  it('reads a full version; restoring makes it current and keeps a version of what it replaced', async () => {
    const id = await newBlog('Before the rewrite');
    const [created] = await versionsOf(id);
    await save(id, { title: 'After the rewrite', content: '<p>Completely new words.</p>', category: 'Food' });

    const full = await owner.get(`/api/blogs/${id}/versions/${created!.id}`);
    expect(full.statusCode).toBe(200);
    const { isDraft: _notVersioned, ...versioned } = BLOG;
    expect(full.json()).toEqual({
      ...versioned,
      title: 'Before the rewrite',
      id: created!.id,
      blogId: id,
      createdAt: expect.any(String),
      authorId: ownerId,
      authorName: 'Vera Writer',
      reason: 'create',
      wordCount: 5,
      name: null,
      authors: [{ id: ownerId, name: 'Vera Writer' }],
      previousId: null,
    });

    const restored = await owner.post(`/api/blogs/${id}/versions/${created!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    const blog = (await owner.get(`/api/blogs/${id}`)).json();
    expect(blog).toMatchObject({ title: 'Before the rewrite', content: BLOG.content, category: 'Travel' });
    const [stored] = await queryRows<{ excerpt: string }>(
      t.deps.database.db,
      sql`select excerpt from blogs where id = ${id}`,
    );
    expect(stored!.excerpt).toBe('The light on the river.'); // the My Blogs card follows the restore

    const [replaced] = await versionsOf(id);
    expect(replaced!.reason).toBe('restore');
    const kept = (await owner.get(`/api/blogs/${id}/versions/${replaced!.id}`)).json();
    expect(kept).toMatchObject({
      title: 'After the rewrite',
      content: '<p>Completely new words.</p>',
      category: 'Food',
    });
  });

  it('answers 404 to a stranger for the list, a version, a restore and an AI-apply version; 404 for a version of another blog', async () => {
    const id = await newBlog('Private history');
    const other = await newBlog('Other blog');
    const [v] = await versionsOf(id);
    for (const res of [
      await stranger.get(`/api/blogs/${id}/versions`),
      await stranger.get(`/api/blogs/${id}/versions/${v!.id}`),
      await stranger.post(`/api/blogs/${id}/versions/${v!.id}/restore`),
      await stranger.post(`/api/blogs/${id}/versions`, { reason: 'aiApply' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Blog not found');
    }
    expect((await owner.get(`/api/blogs/${other}/versions/${v!.id}`)).statusCode).toBe(404);
    expect((await owner.post(`/api/blogs/${other}/versions/${v!.id}/restore`)).statusCode).toBe(404);
    expect((await owner.get(`/api/blogs/${id}/versions/99999999`)).json().message).toBe('Version not found');
  });

  it('a published blog refuses a restore with the same 409 as an edit, and changes nothing', async () => {
    const id = await newBlog('Published one');
    const [v] = await versionsOf(id);
    await t.deps.database.db
      .insert(blogPublications)
      .values({ blogId: id, status: 'published', publishedAt: new Date() });
    const res = await owner.post(`/api/blogs/${id}/versions/${v!.id}/restore`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'blog_published' });
    expect((await versionsOf(id)).map((x) => x.reason)).toEqual(['create']);
    // Reading the history of a published blog still works.
    expect((await owner.get(`/api/blogs/${id}/versions/${v!.id}`)).statusCode).toBe(200);
  });
});

describe('a version before every AI apply', () => {
  it('keeps the saved state as an aiApply version each time the editor applies an AI result', async () => {
    const id = await newBlog('AI target');
    await save(id, { content: '<p>My own words before the AI.</p>' });
    for (let i = 0; i < 2; i++) {
      const res = await owner.post(`/api/blogs/${id}/versions`, { reason: 'aiApply' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ reason: 'aiApply', wordCount: 6 });
    }
    // The client then saves the applied text, which is a version of its own.
    await save(id, { content: '<p>Polished words from the assistant.</p>' });
    const list = await versionsOf(id);
    expect(list.map((v) => v.reason)).toEqual(['save', 'aiApply', 'aiApply', 'save', 'create']);
    const before = (await owner.get(`/api/blogs/${id}/versions/${list[1]!.id}`)).json();
    expect(before.content).toBe('<p>My own words before the AI.</p>');
  });

  it('rejects another reason or an unknown key with 400 naming the field', async () => {
    const id = await newBlog('AI bad input');
    const wrong = await owner.post(`/api/blogs/${id}/versions`, { reason: 'save' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ details: { fieldErrors: { reason: ['Reason must be aiApply'] } } });
    const extra = await owner.post(`/api/blogs/${id}/versions`, { reason: 'aiApply', why: 'x' });
    expect(extra.statusCode).toBe(400);
    expect(extra.body).toContain('why');
  });
});

describe('a version at every publish', () => {
  // The publish path (publications.service.ts) calls the recorder with 'publish' after its policy check.
  it('keeps the state being published, once per publish of a changed blog', async () => {
    const id = await newBlog('Going live');
    await save(id, { content: '<p>The words that went out.</p>' });
    const recorder = versionRecorder(t.deps.database.db);
    const actor = { userId: ownerId as UserId };
    await recorder.recordVersion(actor, id, 'publish');
    await recorder.recordVersion(actor, id, 'publish'); // the same state to a second platform
    let list = await versionsOf(id);
    expect(list.map((v) => v.reason)).toEqual(['publish', 'save', 'create']);
    const v = (await owner.get(`/api/blogs/${id}/versions/${list[0]!.id}`)).json();
    expect(v.content).toBe('<p>The words that went out.</p>');
    await save(id, { title: 'Going live, take two' });
    await recorder.recordVersion(actor, id, 'publish');
    list = await versionsOf(id);
    expect(list.map((v) => v.reason)).toEqual(['publish', 'save', 'publish', 'save', 'create']);
  });
});
