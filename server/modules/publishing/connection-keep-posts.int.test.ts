import { describe, expect, it } from 'vitest';
import { insertBlog } from '../../../test/helpers/publishing';
import { publishingHarness } from '../../../test/helpers/publishing-harness';

/**
 * What disconnecting and reconnecting do to the posts made through a connection: disconnecting says
 * how many are live and leaves them online; reconnecting a site whose credentials failed stores the
 * new ones on the same connection, which keeps its publications (docs/decisions/018-publishing-destinations-and-modes.md).
 */
const h = publishingHarness({ env: { REGISTER_LIMIT_PER_HOUR: '100' } });
const { wp } = h.fakes;
type Listed = { id: number; isConnected: boolean; livePosts: number };
type Row = { status: string; platformConnectionId: number | null; platformBlogId: string };

async function publishedBlog(
  agent: Parameters<typeof h.publish>[0],
  userId: number,
  connectionId: number,
  mode = 'publish',
) {
  const blogId = await insertBlog(h.t().deps.database.db, userId, {
    title: `Post ${Math.random().toString(36).slice(2, 8)}`,
  });
  const p = await h.publish(agent, blogId, { platformConnectionId: connectionId, mode });
  await h.run(p.body.id);
  return blogId;
}

describe('posts made through a connection', () => {
  it('the connection counts its live posts; disconnecting leaves them online', async () => {
    const { agent, user, blogId, connectionId } = await h.connected('wordpress');
    const p = await h.publish(agent, blogId, { platformConnectionId: connectionId });
    await h.run(p.body.id);
    const second = await publishedBlog(agent, user.id, connectionId);
    await publishedBlog(agent, user.id, connectionId, 'draft');

    const listed = (await agent.get('/api/platform-connections')).json() as Listed[];
    expect(listed).toMatchObject([{ id: connectionId, livePosts: 2 }]);

    expect((await agent.delete(`/api/platform-connections/${connectionId}`)).statusCode).toBe(204);
    for (const id of [blogId, second]) {
      const [row] = (await h.history(agent, id)) as unknown as Row[];
      expect(row).toMatchObject({ status: 'published', platformConnectionId: null });
      expect(h.wpPost(row!.platformBlogId)?.status).toBe('publish');
    }
  });

  it('reconnecting after the password stopped working keeps the same connection and its publications', async () => {
    const { agent, user, blogId, connectionId } = await h.connected('wordpress');
    const p = await h.publish(agent, blogId, { platformConnectionId: connectionId });
    await h.run(p.body.id);

    const password = wp.appPassword;
    wp.appPassword = 'zzzz yyyy xxxx wwww vvvv uuuu';
    try {
      const failing = await insertBlog(h.t().deps.database.db, user.id, { title: 'After the password changed' });
      const q = await h.publish(agent, failing, { platformConnectionId: connectionId });
      expect(await h.run(q.body.id)).toMatchObject({ kind: 'failed' });
      const [broken] = (await agent.get('/api/platform-connections')).json() as Listed[];
      expect(broken).toMatchObject({ id: connectionId, isConnected: false });

      // The Reconnect form: the same site and username, the new application password.
      const again = await h.connect(agent, 'wordpress', { apiKey: wp.appPassword });
      expect(again.status, again.body.message).toBe(200);
      expect(again.body.id).toBe(connectionId);
    } finally {
      wp.appPassword = password;
    }
    const listed = (await agent.get('/api/platform-connections')).json() as Listed[];
    expect(listed).toEqual([expect.objectContaining({ id: connectionId, isConnected: true, livePosts: 1 })]);
    const [row] = (await h.history(agent, blogId)) as unknown as Row[];
    expect(row).toMatchObject({ status: 'published', platformConnectionId: connectionId });
  });
});
