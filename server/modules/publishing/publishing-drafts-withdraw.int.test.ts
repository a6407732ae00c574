import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publishingHarness } from '../../../test/helpers/publishing-harness';

/** docs/decisions/018-publishing-destinations-and-modes.md against the platform fakes: drafts, withdraw → edit → publish, and 'Update everywhere'. */
const h = publishingHarness({ allowGhost: true, env: { REGISTER_LIMIT_PER_HOUR: '100' } });
const { hashnode } = h.fakes;
const { run, connect, creator, publish, history, editBlog, wpPost, postsTitled, remoteCopies } = h;

describe('drafts, withdraw and update everywhere', () => {
  it('draft → the blog stays editable → publish turns the same remote post live with the current content', async () => {
    const { agent, blogId, title } = await creator();
    const c = await connect(agent, 'wordpress');
    const draft = await publish(agent, blogId, { platformConnectionId: c.body.id, mode: 'draft' });
    expect(draft.body).toMatchObject({ status: 'pending', mode: 'draft' });
    expect(await run(draft.body.id)).toMatchObject({ kind: 'draft' });
    const [row] = await history(agent, blogId);
    expect(row).toMatchObject({ status: 'draft', abilities: { retry: true } });
    expect(wpPost(row!.platformBlogId)?.status).toBe('draft');

    expect((await editBlog(agent, blogId, '<p>Finished text.</p>')).statusCode).toBe(200);
    const live = await publish(agent, blogId, { platformConnectionId: c.body.id });
    expect(live.body.id).toBe(draft.body.id);
    expect(await run(live.body.id)).toMatchObject({ kind: 'published' });
    const after = await history(agent, blogId);
    expect(after).toMatchObject([{ status: 'published', platformBlogId: row!.platformBlogId }]);
    expect(wpPost(row!.platformBlogId)).toMatchObject({ status: 'publish' });
    expect(wpPost(row!.platformBlogId)?.content).toContain('Finished text.');
    expect(postsTitled(title)).toHaveLength(1);
  });

  it('withdraw → edit → publish: the same post id and URL, with the new content', async () => {
    const { agent, blogId, title } = await creator();
    const c = await connect(agent, 'wordpress');
    const p = await publish(agent, blogId, { platformConnectionId: c.body.id });
    await run(p.body.id);
    const [live] = await history(agent, blogId);
    expect((await editBlog(agent, blogId, '<p>typo</p>')).statusCode).toBe(409);

    const withdrawn = await agent.post(`/api/publications/${p.body.id}/withdraw`, { how: 'trash' });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
    expect(wpPost(live!.platformBlogId)?.status).toBe('trash');

    expect((await editBlog(agent, blogId, '<p>Fixed the typo.</p>')).statusCode).toBe(200);
    const again = await publish(agent, blogId, { platformConnectionId: c.body.id });
    expect(again.body.id).toBe(p.body.id);
    expect(await run(again.body.id)).toMatchObject({ kind: 'published' });
    const [after] = await history(agent, blogId);
    expect(after).toMatchObject({
      status: 'published',
      platformBlogId: live!.platformBlogId,
      platformBlogUrl: live!.platformBlogUrl,
    });
    expect(wpPost(live!.platformBlogId)).toMatchObject({ status: 'publish' });
    expect(wpPost(live!.platformBlogId)?.content).toContain('Fixed the typo.');
    expect(postsTitled(title)).toHaveLength(1);
  });

  it.each(['devto', 'ghost'] as const)(
    '%s: withdraw → publish again brings back the same post, never a new one',
    async (platform) => {
      const { agent, blogId, title } = await creator();
      const c = await connect(agent, platform);
      const p = await publish(agent, blogId, { platformConnectionId: c.body.id });
      await run(p.body.id);
      const [live] = await history(agent, blogId);
      const withdrawn = await agent.post(`/api/publications/${p.body.id}/withdraw`, {});
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(((await agent.get(`/api/blogs/${blogId}`)).json() as { isPublished: boolean }).isPublished).toBe(false);
      await publish(agent, blogId, { platformConnectionId: c.body.id });
      const outcome = await run(p.body.id);
      expect(outcome, JSON.stringify(outcome)).toMatchObject({ kind: 'published' });
      const [after] = await history(agent, blogId);
      expect(after).toMatchObject({
        status: 'published',
        platformBlogId: live!.platformBlogId,
        platformBlogUrl: live!.platformBlogUrl,
      });
      expect(remoteCopies[platform](title)).toBe(1);
    },
  );

  it('Hashnode: withdraw removes the post (its link stops working); publishing again makes a new post with the new text', async () => {
    const { agent, blogId, title } = await creator();
    const c = await connect(agent, 'hashnode');
    const p = await publish(agent, blogId, { platformConnectionId: c.body.id });
    await run(p.body.id);
    const [live] = await history(agent, blogId);
    const withdrawn = await agent.post(`/api/publications/${p.body.id}/withdraw`, {});
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    // What Hashnode stored: the post removed (not delisted: its link would still open it).
    expect(hashnode.posts.find((post) => post.id === live!.platformBlogId)).toMatchObject({ removed: true });
    expect(hashnode.reachablePosts.some((post) => post.title === title)).toBe(false);
    // The history no longer links the dead URL.
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', platformBlogId: null, platformBlogUrl: null });

    expect((await editBlog(agent, blogId, '<p>Fixed on Hashnode.</p>')).statusCode).toBe(200);
    const again = await publish(agent, blogId, { platformConnectionId: c.body.id });
    expect(again.body.id).toBe(p.body.id);
    expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
    const [after] = await history(agent, blogId);
    expect(after).toMatchObject({ status: 'published', platformBlogUrl: expect.stringMatching(/^https:\/\//) });
    expect(after!.platformBlogId).not.toBe(live!.platformBlogId);
    expect(hashnode.reachablePosts.filter((post) => post.title === title)).toEqual([
      expect.objectContaining({ id: after!.platformBlogId, contentMarkdown: 'Fixed on Hashnode.' }),
    ]);
  });

  it('Medium cannot withdraw: a clear 422 before anything is sent', async () => {
    const { agent, blogId } = await creator();
    const c = await connect(agent, 'medium');
    const p = await publish(agent, blogId, { platformConnectionId: c.body.id });
    await run(p.body.id);
    const [row] = await history(agent, blogId);
    expect(row?.abilities.withdraw).toBe(false);
    const res = await agent.post(`/api/publications/${p.body.id}/withdraw`, {});
    expect(res.statusCode).toBe(422);
    expect((res.json() as { message: string }).message).toMatch(/Medium's API cannot unpublish or delete a post/);
  });
  it('update everywhere pushes the current content to the live post in place; the blog stays published', async () => {
    const { agent, blogId, title } = await creator();
    const c = await connect(agent, 'wordpress');
    const p = await publish(agent, blogId, { platformConnectionId: c.body.id });
    await run(p.body.id);
    await h
      .t()
      .deps.database.db.execute(sql`update blogs set content = '<p>Pushed everywhere.</p>' where id = ${blogId}`);
    const res = await agent.post(`/api/blogs/${blogId}/update-everywhere`, {});
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject([{ id: p.body.id, status: 'published', updating: true }]);
    expect(((await agent.get(`/api/blogs/${blogId}`)).json() as { isPublished: boolean }).isPublished).toBe(true);
    expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
    const [row] = await history(agent, blogId);
    expect(row).toMatchObject({ status: 'published', updating: false });
    expect(wpPost(row!.platformBlogId)?.content).toContain('Pushed everywhere.');
    expect(postsTitled(title)).toHaveLength(1);
  });
});
