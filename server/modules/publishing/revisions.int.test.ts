import { describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { publishingHarness } from '../../../test/helpers/publishing-harness';
import { shareByEmail } from '../../../test/helpers/share';

/**
 * A revision of a live blog (docs/decisions/040-revisions-of-live-posts.md) against the platform
 * fakes: the live copies and the public page keep their text while the revision is edited;
 * 'Update everywhere' on the revision sends it to each live copy in place (read back from what the
 * fakes stored), then it is the blog's text; a copy that refuses the update keeps the revision
 * open with its reason, and pressing it again retries only that copy.
 */
const h = publishingHarness({ env: { REGISTER_LIMIT_PER_HOUR: '100' } });
const { wp, devto } = h.fakes;
const { run, connect, creator, publish, wpPost, history } = h;

interface BlogBody {
  id: number;
  title: string;
  content: string;
  isPublished: boolean;
  revisionOf: number | null;
  revisionId: number | null;
  abilities: Record<string, boolean>;
}
const blogOf = async (agent: Agent, id: number) => (await agent.get(`/api/blogs/${id}`)).json() as BlogBody;

/** A blog live on WordPress and DEV, with its public page on. */
async function liveBlog() {
  const c = await creator({ content: '<p>Teh original text.</p>' });
  const ids: number[] = [];
  for (const platform of ['wordpress', 'devto'] as const) {
    const conn = await connect(c.agent, platform);
    expect(conn.status, conn.body.message).toBe(201);
    const p = await publish(c.agent, c.blogId, { platformConnectionId: conn.body.id });
    expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
    ids.push(p.body.id);
  }
  const page = await c.agent.patch(`/api/blogs/${c.blogId}/public-page`, { isPublic: true });
  expect(page.statusCode, page.body).toBe(200);
  const publicPath = new URL((page.json() as { url: string }).url).pathname;
  return { ...c, wpId: ids[0]!, devId: ids[1]!, publicPath };
}

const devArticle = (title: string) => devto.articles.find((a) => a.title === title);
const publicText = async (path: string) => (await h.t().app.inject({ method: 'GET', url: path })).body;

describe('revisions of a live blog', () => {
  it('edits a working copy, then Update everywhere sends it to every live copy and makes it the live text', async () => {
    const c = await liveBlog();
    const locked = await c.agent.patch(`/api/blogs/${c.blogId}`, { content: '<p>The original text.</p>' });
    expect(locked.statusCode).toBe(409);
    expect((await blogOf(c.agent, c.blogId)).abilities).toMatchObject({ update: false, startRevision: true });

    const started = await c.agent.post(`/api/blogs/${c.blogId}/revision`);
    expect(started.statusCode, started.body).toBe(201);
    const revision = started.json() as BlogBody;
    expect(revision).toMatchObject({ revisionOf: c.blogId, content: '<p>Teh original text.</p>', isPublished: false });
    expect(revision.abilities).toMatchObject({ update: true, publish: false, delete: false, finishRevision: true });
    expect(await blogOf(c.agent, c.blogId)).toMatchObject({
      revisionId: revision.id,
      abilities: { startRevision: false },
    });
    // My Blogs lists the live blog once, not its working copy.
    const list = (await c.agent.get('/api/blogs')).json() as BlogBody[];
    expect(list.map((b) => b.id)).toEqual([c.blogId]);

    // Edited like any blog, with its own history; the live copies and the page do not change.
    const saved = await c.agent.patch(`/api/blogs/${revision.id}`, { content: '<p>The corrected text.</p>' });
    expect(saved.statusCode, saved.body).toBe(200);
    const versions = (await c.agent.get(`/api/blogs/${revision.id}/versions`)).json() as unknown[];
    expect(versions.length).toBeGreaterThanOrEqual(1);
    expect((await blogOf(c.agent, c.blogId)).content).toBe('<p>Teh original text.</p>');
    const [wpRow] = await history(c.agent, c.blogId);
    expect(wpPost(wpRow!.platformBlogId)?.content).toContain('Teh original text.');
    expect(devArticle(c.title)?.body_markdown).toContain('Teh original text.');
    expect(await publicText(c.publicPath)).toContain('Teh original text.');

    const update = await c.agent.post(`/api/blogs/${c.blogId}/revision/update-everywhere`);
    expect(update.statusCode, update.body).toBe(202);
    expect(update.json()).toMatchObject([
      { id: c.wpId, status: 'published', updating: true },
      { id: c.devId, status: 'published', updating: true },
    ]);
    // Until the last copy has it, the blog keeps its text and the revision stays open.
    expect(await run(c.wpId)).toMatchObject({ kind: 'published' });
    expect(wpPost(wpRow!.platformBlogId)?.content).toContain('The corrected text.');
    expect(await blogOf(c.agent, c.blogId)).toMatchObject({
      content: '<p>Teh original text.</p>',
      revisionId: revision.id,
    });
    expect(await run(c.devId)).toMatchObject({ kind: 'published' });
    expect(devArticle(c.title)?.body_markdown).toContain('The corrected text.');
    expect(devto.articles.filter((a) => a.title === c.title)).toHaveLength(1);

    const after = await blogOf(c.agent, c.blogId);
    expect(after).toMatchObject({ content: '<p>The corrected text.</p>', revisionId: null, isPublished: true });
    expect(after.abilities).toMatchObject({ startRevision: true, update: false });
    expect((await c.agent.get(`/api/blogs/${revision.id}`)).statusCode).toBe(404);
    expect(await publicText(c.publicPath)).toContain('The corrected text.');
    expect(await publicText(c.publicPath)).not.toContain('Teh original');
    // The revision's history joined the blog's.
    const history2 = (await c.agent.get(`/api/blogs/${c.blogId}/versions`)).json() as unknown[];
    expect(history2.length).toBeGreaterThan(versions.length);
  });

  it('a copy that refuses the update keeps the revision open with its reason; pressing again retries only that copy', async () => {
    const c = await liveBlog();
    const revision = (await c.agent.post(`/api/blogs/${c.blogId}/revision`)).json() as BlogBody;
    await c.agent.patch(`/api/blogs/${revision.id}`, { content: '<p>Fixed once.</p>' });
    expect((await c.agent.post(`/api/blogs/${c.blogId}/revision/update-everywhere`)).statusCode).toBe(202);
    expect(await run(c.wpId)).toMatchObject({ kind: 'published' });
    devto.fault('update', { status: 422, body: { error: 'Body markdown is too long', status: 422 } });
    expect(await run(c.devId)).toMatchObject({ kind: 'failed' });

    const rows = await history(c.agent, c.blogId);
    expect(rows.find((r) => r.id === c.devId)).toMatchObject({ status: 'published', updating: false });
    expect(await blogOf(c.agent, c.blogId)).toMatchObject({
      content: '<p>Teh original text.</p>',
      revisionId: revision.id,
    });
    expect(devArticle(c.title)?.body_markdown).toContain('Teh original text.');

    h.sent.length = 0;
    expect((await c.agent.post(`/api/blogs/${c.blogId}/revision/update-everywhere`)).statusCode).toBe(202);
    expect(h.sent.map((s) => s.data.publicationId)).toEqual([c.devId]);
    expect(await run(c.devId)).toMatchObject({ kind: 'published' });
    expect(devArticle(c.title)?.body_markdown).toContain('Fixed once.');
    expect(await blogOf(c.agent, c.blogId)).toMatchObject({ content: '<p>Fixed once.</p>', revisionId: null });
    expect(wp.posts.filter((p) => p.title === c.title && p.status !== 'trash')).toHaveLength(1);
  });

  it('one revision at a time; discard drops it and leaves the live text', async () => {
    const c = await liveBlog();
    const first = await c.agent.post(`/api/blogs/${c.blogId}/revision`);
    expect(first.statusCode).toBe(201);
    const again = await c.agent.post(`/api/blogs/${c.blogId}/revision`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This blog already has an open revision: open it from My Blogs.' });
    const revisionId = (first.json() as BlogBody).id;
    // A revision is not deleted, published or revised on its own.
    expect((await c.agent.delete(`/api/blogs/${revisionId}`)).statusCode).toBe(403);
    expect((await c.agent.post(`/api/blogs/${revisionId}/revision`)).statusCode).toBe(404);

    await c.agent.patch(`/api/blogs/${revisionId}`, { content: '<p>Never mind.</p>' });
    expect((await c.agent.delete(`/api/blogs/${c.blogId}/revision`)).statusCode).toBe(204);
    expect((await c.agent.get(`/api/blogs/${revisionId}`)).statusCode).toBe(404);
    expect(await blogOf(c.agent, c.blogId)).toMatchObject({ content: '<p>Teh original text.</p>', revisionId: null });
    expect((await c.agent.delete(`/api/blogs/${c.blogId}/revision`)).statusCode).toBe(404);
    expect((await c.agent.post(`/api/blogs/${c.blogId}/revision`)).statusCode).toBe(201);
  });

  it('a blog that is not live has no revision; strangers get 404 and people it is shared with 403', async () => {
    const draft = await creator();
    const notLive = await draft.agent.post(`/api/blogs/${draft.blogId}/revision`);
    expect(notLive.statusCode).toBe(409);
    expect(notLive.json()).toMatchObject({ message: 'This blog is not live anywhere: edit it directly.' });

    const c = await liveBlog();
    const revisionId = ((await c.agent.post(`/api/blogs/${c.blogId}/revision`)).json() as BlogBody).id;
    const stranger = new Agent(h.t().app, '203.0.113.77');
    await stranger.register();
    const viewer = { agent: new Agent(h.t().app, '203.0.113.78'), user: { email: '' } };
    viewer.user = await viewer.agent.register();
    await shareByEmail(h.t(), c.agent, c.blogId, viewer, 'editor');
    for (const [who, status] of [
      [stranger, 404],
      [viewer.agent, 403],
    ] as const) {
      expect((await who.post(`/api/blogs/${c.blogId}/revision`)).statusCode).toBe(status);
      expect((await who.delete(`/api/blogs/${c.blogId}/revision`)).statusCode).toBe(status);
      expect((await who.post(`/api/blogs/${c.blogId}/revision/update-everywhere`)).statusCode).toBe(status);
      expect((await who.get(`/api/blogs/${revisionId}`)).statusCode).toBe(404);
      expect((await who.patch(`/api/blogs/${revisionId}`, { content: '<p>Mine now.</p>' })).statusCode).toBe(404);
    }
    expect((await blogOf(viewer.agent, c.blogId)).abilities).toMatchObject({ startRevision: false });
    expect((await blogOf(c.agent, revisionId)).content).toBe('<p>Teh original text.</p>');
  });
});
