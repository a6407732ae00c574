import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publishingHarness } from '../../../test/helpers/publishing-harness';

/** docs/decisions/018-publishing-destinations-and-modes.md against the platform fakes: canonical-first, the home destination (a platform or Inkgram's public page). */
const h = publishingHarness({ allowGhost: true, env: { REGISTER_LIMIT_PER_HOUR: '100' } });
const { medium } = h.fakes;
const { run, connect, creator, publish, history } = h;

describe('canonical-first', () => {
  it('another destination waits for the home post, then points its canonical URL at it', async () => {
    const { agent, blogId, title } = await creator();
    const home = await connect(agent, 'wordpress');
    const other = await connect(agent, 'medium');
    const h = await publish(agent, blogId, { platformConnectionId: home.body.id, home: true });
    const o = await publish(agent, blogId, { platformConnectionId: other.body.id });
    expect(await run(o.body.id)).toMatchObject({
      kind: 'retry',
      message: expect.stringMatching(/home post on WordPress/),
    });
    expect(medium.posts.filter((m) => m.title === title)).toHaveLength(0);

    expect(await run(h.body.id)).toMatchObject({ kind: 'published' });
    const homeRow = (await history(agent, blogId)).find((r) => r.id === h.body.id);
    expect(await run(o.body.id)).toMatchObject({ kind: 'published' });
    const copy = medium.posts.find((m) => m.title === title);
    expect(copy?.canonicalUrl).toBe(homeRow?.platformBlogUrl);
  });

  it('the home is chosen with PUT /api/blogs/:id/home, for the owner only, and shown on the publication', async () => {
    const { agent, blogId } = await creator();
    const stranger = await creator();
    const wpConn = await connect(agent, 'wordpress');
    const devConn = await connect(agent, 'devto');
    const p = await publish(agent, blogId, { platformConnectionId: wpConn.body.id });
    await run(p.body.id);
    // The first live copy is the home by default.
    expect((await agent.get(`/api/blogs/${blogId}/publications`)).json()).toMatchObject([{ isHome: true }]);
    expect((await agent.put(`/api/blogs/${blogId}/home`, { platformConnectionId: devConn.body.id })).statusCode).toBe(
      204,
    );
    expect((await agent.get(`/api/blogs/${blogId}/publications`)).json()).toMatchObject([{ isHome: false }]);
    const theirs = await stranger.agent.put(`/api/blogs/${blogId}/home`, { platformConnectionId: null });
    expect(theirs.statusCode).toBe(404);
    const bad = await agent.put(`/api/blogs/${blogId}/home`, { platformConnectionId: devConn.body.id, extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toMatch(/extra/);
  });

  it("Inkgram's public page as the home: other copies point to it while it is public, and wait for nothing else", async () => {
    const { agent, user, blogId, title } = await creator();
    const c = await connect(agent, 'medium');
    await h
      .t()
      .deps.database.db.execute(sql`update blogs set home_destination = 'inkgram:public-page' where id = ${blogId}`);
    const p = await publish(agent, blogId, { platformConnectionId: c.body.id });
    expect(await run(p.body.id)).toMatchObject({ kind: 'failed', message: expect.stringMatching(/Inkgram page/) });
    await h
      .t()
      .deps.database.db.execute(
        sql`insert into public_pages (blog_id, user_id, slug, is_public) values (${blogId}, ${user.id}, 'home-page', true)`,
      );
    await publish(agent, blogId, { platformConnectionId: c.body.id });
    expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
    const copy = medium.posts.find((m) => m.title === title);
    expect(copy?.canonicalUrl).toMatch(new RegExp(`^${h.t().config.PUBLIC_URL}/.*home-page`));
  });

  it('GET /api/blogs/:id/home names the home and the URL the other copies point to; the public page can be chosen', async () => {
    const { agent, user, blogId } = await creator();
    const home = async () => (await agent.get(`/api/blogs/${blogId}/home`)).json() as Record<string, unknown>;
    expect(await home()).toEqual({
      kind: null,
      platformConnectionId: null,
      label: null,
      canonicalUrl: null,
      publicPageUrl: null,
    });

    // Inkgram's page as the home: no canonical URL until the page is public.
    expect((await agent.put(`/api/blogs/${blogId}/home`, { publicPage: true })).statusCode).toBe(204);
    expect(await home()).toMatchObject({ kind: 'public-page', label: 'Inkgram public page', canonicalUrl: null });
    await h
      .t()
      .deps.database.db.execute(
        sql`insert into public_pages (blog_id, user_id, slug, is_public) values (${blogId}, ${user.id}, 'home-choice', true)`,
      );
    const paged = await home();
    expect(paged.canonicalUrl).toMatch(new RegExp(`^${h.t().config.PUBLIC_URL}/p/.*/home-choice$`));
    expect(paged.publicPageUrl).toBe(paged.canonicalUrl);

    // A platform as the home: its post's URL once it is live.
    const c = await connect(agent, 'wordpress');
    expect((await agent.put(`/api/blogs/${blogId}/home`, { platformConnectionId: c.body.id })).statusCode).toBe(204);
    expect(await home()).toMatchObject({
      kind: 'destination',
      platformConnectionId: c.body.id,
      label: expect.stringMatching(/^WordPress · /),
      canonicalUrl: null,
    });
    const p = await publish(agent, blogId, { platformConnectionId: c.body.id });
    await run(p.body.id);
    const [row] = await history(agent, blogId);
    expect(await home()).toMatchObject({ kind: 'destination', canonicalUrl: row!.platformBlogUrl });

    // One of the two, clearly; someone else's blog is not found.
    for (const body of [{}, { publicPage: true, platformConnectionId: c.body.id }]) {
      const bad = await agent.put(`/api/blogs/${blogId}/home`, body);
      expect(bad.statusCode).toBe(400);
      expect((bad.json() as { message: string }).message).toBe(
        "Choose either a platform connection or Inkgram's public page as the home.",
      );
    }
    const stranger = await creator();
    expect((await stranger.agent.get(`/api/blogs/${blogId}/home`)).statusCode).toBe(404);
  });
});
