import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { insertBlog, platformId } from '../../../test/helpers/publishing';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { publisherFakes } from '../../../test/fakes/publishers/all';
import { PNG_BYTES, testPublisherContext } from '../../../test/fakes/publishers/context';
import { createMediaStorage } from '../../lib/storage/create-media-storage';
import { mediaLibrary } from '../media';
import { runPublication } from './publication-runner';

/** Abilities of connections and publications, and which featured image the worker may upload. */
const fakes = publisherFakes();
const { wp } = fakes;
let t: TestApp;

beforeAll(async () => {
  await fakes.start();
  t = await createTestApp({ OUTBOUND_ALLOWLIST: wp.hostPort });
  t.deps.queue.attach({
    send: async () => 'job',
    findJobs: async () => [],
    cancel: async () => ({}),
  } as unknown as PgBoss);
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

async function connectedUser() {
  const agent = new Agent(t.app);
  const user = await agent.register();
  const conn = await agent.post('/api/platform-connections', {
    platformId: await platformId(agent, 'wordpress'),
    username: wp.username,
    apiKey: wp.appPassword,
    settings: { apiUrl: wp.siteUrl },
  });
  expect(conn.statusCode).toBe(201);
  return { agent, user, connection: conn.json() as { id: number; abilities: unknown } };
}

const worker = () => ({
  db: t.deps.database.db,
  keyring: t.deps.keyring,
  config: t.config,
  ctx: testPublisherContext(fakes.hostPorts()),
});

async function publishNow(agent: Agent, blogId: number, connectionId: number) {
  const res = await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: connectionId });
  expect(res.statusCode).toBe(202);
  const { id } = res.json() as { id: number };
  expect(await runPublication(worker(), id)).toMatchObject({ kind: 'published' });
  return wp.posts.at(-1)!;
}

describe('abilities', () => {
  it('a connection may be removed by its owner; a publication may be retried once it failed', async () => {
    const { agent, user, connection } = await connectedUser();
    expect(connection.abilities).toEqual({ delete: true });
    expect((await agent.get('/api/platform-connections')).json()).toMatchObject([{ abilities: { delete: true } }]);

    const blogId = await insertBlog(t.deps.database.db, user.id);
    const queued = await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: connection.id });
    expect(queued.json()).toMatchObject({ status: 'pending', abilities: { retry: false } });
    const publicationId = (queued.json() as { id: number }).id;
    await t.deps.database.db.execute(sql`update blog_publications set status = 'failed' where id = ${publicationId}`);
    expect((await agent.get(`/api/blogs/${blogId}/publications`)).json()).toMatchObject([
      { id: publicationId, status: 'failed', abilities: { retry: true } },
    ]);
    expect((await agent.get('/api/publications')).json()).toMatchObject([{ abilities: { retry: true } }]);
    const retried = await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: connection.id });
    expect(retried.json()).toMatchObject({ id: publicationId, status: 'pending', abilities: { retry: false } });
  });
});

describe('the featured image the worker uploads', () => {
  it("is the blog owner's own stored image; another user's, in a blog saved before the rule, is left out", async () => {
    const { agent, user, connection } = await connectedUser();
    const stranger = await new Agent(t.app).register();
    const library = mediaLibrary(t.deps.database.db, createMediaStorage(t.config));
    const mine = await library.store(PNG_BYTES, 'image/png', user.id);
    const theirs = await library.store(Buffer.concat([PNG_BYTES, Buffer.from([0])]), 'image/png', stranger.id);

    const uploads = wp.media.length;
    const ownPost = await publishNow(
      agent,
      await insertBlog(t.deps.database.db, user.id, { title: 'Own cover', featuredImage: mine }),
      connection.id,
    );
    expect(wp.media.length).toBe(uploads + 1);
    expect(ownPost.featured_media).toBe(wp.media.at(-1)!.id);

    const foreignPost = await publishNow(
      agent,
      await insertBlog(t.deps.database.db, user.id, { title: 'Borrowed cover', featuredImage: theirs }),
      connection.id,
    );
    expect(wp.media.length).toBe(uploads + 1);
    expect(foreignPost.featured_media).toBe(0);
  });
});
