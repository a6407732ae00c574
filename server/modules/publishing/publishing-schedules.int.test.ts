import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publishingHarness } from '../../../test/helpers/publishing-harness';

/** docs/decisions/018-publishing-destinations-and-modes.md against the platform fakes: schedules, native (WordPress, Ghost) or in the queue (DEV), and cancelling them. */
const h = publishingHarness({ allowGhost: true, env: { REGISTER_LIMIT_PER_HOUR: '100' } });
const { devto, ghost } = h.fakes;
const { run, connect, creator, publish, history, wpPost, sent } = h;

describe('schedules', () => {
  it('schedules natively on WordPress (future post); cancelling takes it back to a draft there', async () => {
    const { agent, blogId } = await creator();
    const c = await connect(agent, 'wordpress');
    const at = new Date(Date.now() + 3 * 86_400_000);
    const p = await publish(agent, blogId, { platformConnectionId: c.body.id, publishAt: at.toISOString() });
    expect(p.body).toMatchObject({ status: 'scheduled', scheduledAt: at.toISOString() });
    expect(await run(p.body.id)).toMatchObject({ kind: 'scheduled' });
    const [held] = await history(agent, blogId);
    expect(held).toMatchObject({ status: 'scheduled', abilities: { cancel: true } });
    expect(wpPost(held!.platformBlogId)?.status).toBe('future');

    expect((await agent.delete(`/api/publications/${p.body.id}`)).statusCode).toBe(204);
    expect(wpPost(held!.platformBlogId)?.status).toBe('draft');
    const [after] = await history(agent, blogId);
    expect(after).toMatchObject({ status: 'draft', scheduledAt: null });
  });

  it('a post Ghost holds (scheduled) is recorded live by the job at its time, the same post with the current content', async () => {
    const { agent, blogId, title } = await creator();
    const c = await connect(agent, 'ghost');
    const at = new Date(Date.now() + 86_400_000);
    const p = await publish(agent, blogId, { platformConnectionId: c.body.id, publishAt: at.toISOString() });
    expect(await run(p.body.id)).toEqual({ kind: 'scheduled', at });
    const held = ghost.posts.find((g) => g.title === title);
    expect(held?.status).toBe('scheduled');
    // The time comes (the platform published it itself or not): the job records it live, in place.
    await h
      .t()
      .deps.database.db.execute(
        sql`update blog_publications set scheduled_at = now() - interval '1 minute' where id = ${p.body.id}`,
      );
    await h.t().deps.database.db.execute(sql`update blogs set content = '<p>Written since.</p>' where id = ${blogId}`);
    expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
    const [row] = await history(agent, blogId);
    expect(row).toMatchObject({ status: 'published', platformBlogId: held?.id });
    expect(ghost.posts.filter((g) => g.title === title)).toHaveLength(1);
    expect(held?.status).toBe('published');
    expect(JSON.stringify(held)).toContain('Written since.');
  });

  it('schedules in the queue where the platform cannot (DEV); cancelling removes it before anything is sent', async () => {
    const { agent, blogId, title } = await creator();
    const c = await connect(agent, 'devto');
    const at = new Date(Date.now() + 86_400_000);
    const p = await publish(agent, blogId, { platformConnectionId: c.body.id, publishAt: at.toISOString() });
    expect(p.body.status).toBe('scheduled');
    expect(sent.at(-1)?.options.startAfter?.toISOString()).toBe(at.toISOString());
    expect((await agent.delete(`/api/publications/${p.body.id}`)).statusCode).toBe(204);
    expect((await agent.get(`/api/blogs/${blogId}/publications`)).json()).toEqual([]);
    expect(await run(p.body.id)).toEqual({ kind: 'skipped' });
    expect(devto.articles.filter((a) => a.title === title)).toHaveLength(0);
    expect((await agent.delete(`/api/publications/${p.body.id}`)).statusCode).toBe(404);
  });

  it('deleting a blog calls off its scheduled publications first: the post WordPress held goes back to a draft', async () => {
    const { agent, blogId } = await creator();
    const wpConn = await connect(agent, 'wordpress');
    const devConn = await connect(agent, 'devto');
    const at = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const held = await publish(agent, blogId, { platformConnectionId: wpConn.body.id, publishAt: at });
    await run(held.body.id);
    const queued = await publish(agent, blogId, { platformConnectionId: devConn.body.id, publishAt: at });
    const [row] = await history(agent, blogId);
    expect(wpPost(row!.platformBlogId)?.status).toBe('future');

    expect((await agent.delete(`/api/blogs/${blogId}`)).statusCode).toBe(204);
    expect(wpPost(row!.platformBlogId)?.status).toBe('draft');
    expect((await agent.get(`/api/blogs/${blogId}`)).statusCode).toBe(404);
    expect(await run(queued.body.id)).toEqual({ kind: 'skipped' });
  });
});
