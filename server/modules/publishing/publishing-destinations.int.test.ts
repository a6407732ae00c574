import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { platformId } from '../../../test/helpers/publishing';
import { publishingHarness } from '../../../test/helpers/publishing-harness';

/** docs/decisions/018-publishing-destinations-and-modes.md against the platform fakes: a destination is a site, whatever connection reaches it. */
const h = publishingHarness({ allowGhost: true, env: { REGISTER_LIMIT_PER_HOUR: '100' } });
const { wp } = h.fakes;
const { run, connect, creator, publish, history, postsTitled, remoteCopies } = h;

describe('a destination is a site', () => {
  it('connecting the same WordPress site twice keeps one connection and updates its credentials', async () => {
    const { agent } = await creator();
    const first = await connect(agent, 'wordpress');
    expect(first.status).toBe(201);
    // The spec's form sends the application password in accessToken.
    const again = await connect(agent, 'wordpress', { apiKey: undefined, accessToken: wp.appPassword });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const list = (await agent.get('/api/platform-connections')).json() as { id: number }[];
    expect(list.map((c) => c.id)).toEqual([first.body.id]);
  });

  it('an empty self-hosted WordPress form names the fields on screen, not an access token', async () => {
    const { agent } = await creator();
    const res = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, 'wordpress'),
      settings: { apiUrl: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; details: { fieldErrors: Record<string, string[]> } };
    expect(body.message).toBe('Site URL is required.');
    expect(Object.keys(body.details.fieldErrors)).toEqual(
      expect.arrayContaining(['settings.apiUrl', 'username', 'apiKey']),
    );
    expect(JSON.stringify(body)).not.toMatch(/Access token is required/);
  });

  it('disconnect → reconnect: the earlier publication is seen and publishing again makes no second post', async () => {
    const { agent, blogId, title } = await creator();
    const c1 = await connect(agent, 'wordpress');
    const p1 = await publish(agent, blogId, { platformConnectionId: c1.body.id });
    expect(await run(p1.body.id)).toMatchObject({ kind: 'published' });
    expect((await agent.delete(`/api/platform-connections/${c1.body.id}`)).statusCode).toBe(204);

    const rows = await history(agent, blogId);
    expect(rows).toMatchObject([{ status: 'published', platformName: 'wordpress' }]);
    expect(rows[0]?.site).toContain(wp.hostPort);

    const c2 = await connect(agent, 'wordpress');
    expect(c2.body.id).not.toBe(c1.body.id);
    const again = await publish(agent, blogId, { platformConnectionId: c2.body.id });
    expect(again.status).toBe(409);
    expect(postsTitled(title)).toHaveLength(1);
  });

  it('a ledger from before destinations: the post already on the site is found and updated, not posted again', async () => {
    const { agent, blogId, title } = await creator();
    const c1 = await connect(agent, 'wordpress');
    const p1 = await publish(agent, blogId, { platformConnectionId: c1.body.id });
    await run(p1.body.id);
    // What a ledger row of an older connection looks like: no destination, its connection removed.
    await h
      .t()
      .deps.database.db.execute(
        sql`update blog_publications set destination_key = null, status = 'failed' where id = ${p1.body.id}`,
      );
    const p2 = await publish(agent, blogId, { platformConnectionId: c1.body.id });
    expect(p2.body.id).not.toBe(p1.body.id);
    expect(await run(p2.body.id)).toMatchObject({ kind: 'published' });
    expect(postsTitled(title)).toHaveLength(1);
  });

  // Found against the fakes: a reconnect made a second post on Ghost (slug -2), Hashnode and Medium.
  it.each(['devto', 'medium', 'hashnode', 'ghost'] as const)(
    '%s: disconnect → reconnect → publish again keeps one post on the platform',
    async (platform) => {
      const { agent, blogId, title } = await creator();
      const c1 = await connect(agent, platform);
      expect(c1.status, c1.body.message).toBe(201);
      const p1 = await publish(agent, blogId, { platformConnectionId: c1.body.id });
      expect(await run(p1.body.id)).toMatchObject({ kind: 'published' });
      await agent.delete(`/api/platform-connections/${c1.body.id}`);
      const c2 = await connect(agent, platform);
      expect(c2.status).toBe(201);
      expect((await publish(agent, blogId, { platformConnectionId: c2.body.id })).status).toBe(409);
      expect(remoteCopies[platform](title)).toBe(1);
    },
  );

  it('refuses unknown keys in the publish body by name', async () => {
    const { agent, blogId } = await creator();
    const c = await connect(agent, 'devto');
    const res = await publish(agent, blogId, { platformConnectionId: c.body.id, mood: 'draft' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/mood/);
  });
});
