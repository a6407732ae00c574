import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { insertBlog, platformId } from '../../../test/helpers/publishing';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { publisherFakes } from '../../../test/fakes/publishers/all';
import { testPublisherContext } from '../../../test/fakes/publishers/context';
import { publicationsRepository } from './publications.repository';
import { runPublication, type PublishingWorkerDeps } from './publication-runner';

const fakes = publisherFakes();
const { devto, wp, medium, hashnode } = fakes;
let t: TestApp;
const sent: { name: string; data: { publicationId: number }; options: { startAfter?: Date } }[] = [];

beforeAll(async () => {
  await fakes.start();
  t = await createTestApp({
    DEVTO_API_URL: devto.apiUrl,
    MEDIUM_API_URL: medium.apiUrl,
    HASHNODE_API_URL: hashnode.url,
    OUTBOUND_ALLOWLIST: wp.hostPort,
  });
  // Records enqueued jobs instead of running them: these tests drive the worker by hand.
  const recorder = {
    send: async (
      name: string,
      data: { publicationId: number },
      options: { startAfter?: Date; singletonKey?: string } = {},
    ) => {
      const dup = sent.some(
        (s) =>
          s.data.publicationId === data.publicationId &&
          s.name === name &&
          !s.options.startAfter &&
          !options.startAfter,
      );
      sent.push({ name, data, options });
      return dup ? null : `job-${sent.length}`;
    },
  };
  t.deps.queue.attach(recorder as unknown as PgBoss);
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});
beforeEach(() => {
  sent.length = 0;
});

function workerDeps(extra: Partial<PublishingWorkerDeps> = {}): PublishingWorkerDeps {
  return {
    db: t.deps.database.db,
    keyring: t.deps.keyring,
    config: t.config,
    ctx: testPublisherContext(fakes.hostPorts(), {
      devto: devto.apiUrl,
      medium: medium.apiUrl,
      hashnode: hashnode.url,
    }),
    backoffMs: () => 1000,
    ...extra,
  };
}

async function setup(
  platform: 'devto' | 'wordpress' | 'medium' | 'hashnode',
  blog: Parameters<typeof insertBlog>[2] = {},
) {
  const agent = new Agent(t.app);
  const user = await agent.register();
  const forms = {
    devto: { apiKey: devto.apiKey },
    wordpress: { username: wp.username, apiKey: wp.appPassword, settings: { apiUrl: wp.siteUrl } },
    medium: { accessToken: medium.token },
    hashnode: { apiKey: hashnode.token, profileUrl: 'blog.example.dev' },
  };
  const conn = await agent.post('/api/platform-connections', {
    platformId: await platformId(agent, platform),
    ...forms[platform],
  });
  expect(conn.statusCode).toBe(201);
  const blogId = await insertBlog(t.deps.database.db, user.id, {
    title: `Post ${Math.random().toString(36).slice(2, 8)}`,
    ...blog,
  });
  return { agent, user, blogId, connectionId: (conn.json() as { id: number }).id };
}

async function publish(agent: Agent, blogId: number, connectionId: number) {
  const res = await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: connectionId });
  return { status: res.statusCode, body: res.json() as { id: number; status: string; message?: string } };
}

const rowOf = async (id: number) =>
  (
    await queryRows<{
      status: string;
      platform_blog_id: string | null;
      platform_blog_url: string | null;
      error: string | null;
      metadata: Record<string, unknown>;
    }>(
      t.deps.database.db,
      sql`select status, platform_blog_id, platform_blog_url, error, metadata from blog_publications where id = ${id}`,
    )
  )[0];

describe('POST /api/blogs/:id/publish', () => {
  it('creates one pending publication and one job; a double click gets the same row and no second job', async () => {
    const { agent, blogId, connectionId } = await setup('devto');
    const [a, b] = await Promise.all([publish(agent, blogId, connectionId), publish(agent, blogId, connectionId)]);
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(a.body.id).toBe(b.body.id);
    expect(a.body.status).toBe('pending');
    expect(sent.filter((s) => s.data.publicationId === a.body.id)).toHaveLength(1);
    const list = await agent.get(`/api/blogs/${blogId}/publications`);
    expect(list.json()).toMatchObject([
      { id: a.body.id, status: 'pending', platformName: 'devto', platformConnectionId: connectionId },
    ]);
  });

  it("answers 404 for another user's blog or connection", async () => {
    const mine = await setup('devto');
    const theirs = await setup('devto');
    expect((await publish(mine.agent, theirs.blogId, mine.connectionId)).status).toBe(404);
    expect((await publish(mine.agent, mine.blogId, theirs.connectionId)).status).toBe(404);
    expect((await mine.agent.get(`/api/blogs/${theirs.blogId}/publications`)).statusCode).toBe(404);
  });

  it('schedules a publication for later with the scheduled status', async () => {
    const { agent, blogId, connectionId } = await setup('devto');
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const res = await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: connectionId, publishAt: at });
    expect(res.json()).toMatchObject({ status: 'scheduled', scheduledAt: at });
    expect(sent.at(-1)?.options.startAfter?.toISOString()).toBe(at);
    expect(await runPublication(workerDeps(), (res.json() as { id: number }).id)).toEqual({ kind: 'skipped' });
  });
});

describe('the publishing worker', () => {
  it('publishes, stores the remote id and URL, and refuses a second publish to the same connection', async () => {
    const { agent, blogId, connectionId } = await setup('devto');
    const { body } = await publish(agent, blogId, connectionId);
    const outcome = await runPublication(workerDeps(), body.id);
    expect(outcome).toMatchObject({ kind: 'published', reconciled: false });
    const row = await rowOf(body.id);
    expect(row).toMatchObject({
      status: 'published',
      platform_blog_id: String(devto.articles.at(-1)?.id),
      platform_blog_url: devto.articles.at(-1)?.url,
      error: null,
    });
    const again = await publish(agent, blogId, connectionId);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already published/);
    const history = (await agent.get(`/api/blogs/${blogId}/publications`)).json() as {
      status: string;
      publishedAt: string;
      platformBlogUrl: string;
    }[];
    expect(history[0]).toMatchObject({ status: 'published', platformBlogUrl: devto.articles.at(-1)?.url });
    expect(history[0]?.publishedAt).toBeTruthy();
    // Published is derived from the publications (no stored flag); the blog keeps when it first was.
    const [blog] = await queryRows<{ published_at: Date | null }>(
      t.deps.database.db,
      sql`select published_at from blogs where id = ${blogId}`,
    );
    expect(blog?.published_at).toBeTruthy();
    expect((await agent.get(`/api/blogs/${blogId}`)).json()).toMatchObject({ isPublished: true });
  });

  it('a blog created through the blogs API and published by the job is published everywhere: list, read, PATCH and DELETE agree', async () => {
    const { agent, connectionId } = await setup('devto');
    const created = await agent.post('/api/blogs', {
      title: 'Locked after publishing',
      content: '<p>Hello</p>',
      tags: ['e2e'],
      isDraft: false,
    });
    expect(created.statusCode).toBe(201);
    const blogId = (created.json() as { id: number }).id;
    const listed = async () =>
      (
        (await agent.get('/api/blogs')).json() as { id: number; isPublished: boolean; publishedAt: string | null }[]
      ).find((b) => b.id === blogId);
    expect(await listed()).toMatchObject({ isPublished: false, publishedAt: null });
    expect((await agent.patch(`/api/blogs/${blogId}`, { title: 'Still editable' })).statusCode).toBe(200);

    const { body } = await publish(agent, blogId, connectionId);
    expect(await listed()).toMatchObject({ isPublished: false }); // pending is not published
    expect(await runPublication(workerDeps(), body.id)).toMatchObject({ kind: 'published' });

    expect(await listed()).toMatchObject({ isPublished: true, publishedAt: expect.any(String) });
    expect((await agent.get(`/api/blogs/${blogId}`)).json()).toMatchObject({ isPublished: true });
    const locked = {
      code: 'blog_published',
      message: 'This blog has already been published and cannot be edited.',
    };
    const patched = await agent.patch(`/api/blogs/${blogId}`, { title: 'Sneaky edit' });
    expect(patched.statusCode).toBe(409);
    expect(patched.json()).toMatchObject(locked);
    const deleted = await agent.delete(`/api/blogs/${blogId}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject(locked);
    expect((await agent.get(`/api/blogs/${blogId}`)).json()).toMatchObject({ title: 'Still editable' });
  });

  it('sends the first published copy as the canonical URL to later platforms', async () => {
    const { agent, user, blogId, connectionId } = await setup('wordpress');
    const first = await publish(agent, blogId, connectionId);
    await runPublication(workerDeps(), first.body.id);
    const dev = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, 'devto'),
      apiKey: devto.apiKey,
    });
    const second = await publish(agent, blogId, (dev.json() as { id: number }).id);
    await runPublication(workerDeps(), second.body.id);
    expect(devto.articles.at(-1)?.canonical_url).toBe(wp.posts.at(-1)?.link);
    expect(user.id).toBeGreaterThan(0);
  });

  it('waits as long as Retry-After says after a 429, then publishes once', async () => {
    const { agent, blogId, connectionId } = await setup('devto');
    const { body } = await publish(agent, blogId, connectionId);
    devto.fault('create', {
      status: 429,
      headers: { 'retry-after': '7' },
      body: { error: 'Rate limit reached, try again in 30 seconds', status: 429 },
    });
    const before = devto.articles.length;
    expect(await runPublication(workerDeps(), body.id)).toMatchObject({ kind: 'retry', delayMs: 7000 });
    const waiting = await rowOf(body.id);
    expect(waiting?.status).toBe('pending');
    expect(waiting?.metadata.lastError).toMatch(/rate limiting/);
    expect(await runPublication(workerDeps(), body.id)).toMatchObject({ kind: 'published' });
    expect(devto.articles.length).toBe(before + 1);
  });

  it('fails at once, asking to reconnect, when the credential was revoked', async () => {
    const { agent, blogId, connectionId } = await setup('devto');
    const { body } = await publish(agent, blogId, connectionId);
    const key = devto.apiKey;
    devto.apiKey = 'rotated';
    const outcome = await runPublication(workerDeps(), body.id);
    devto.apiKey = key;
    expect(outcome.kind).toBe('failed');
    const row = await rowOf(body.id);
    expect(row?.status).toBe('failed');
    expect(row?.error).toMatch(/Reconnect DEV/);
    expect(row?.metadata.attempts).toBe(1);
    // Publishing again after a failure queues the same row once more.
    const retry = await publish(agent, blogId, connectionId);
    expect(retry.body).toMatchObject({ id: body.id, status: 'pending' });
    expect(await runPublication(workerDeps(), body.id)).toMatchObject({ kind: 'published' });
  });

  it('after an ambiguous failure looks for the post before posting again: one remote post', async () => {
    const { agent, blogId, connectionId } = await setup('wordpress', { featuredImage: null });
    const { body } = await publish(agent, blogId, connectionId);
    wp.fault('create', { hang: true, afterCreate: true });
    const before = wp.posts.length;
    expect(await runPublication(workerDeps(), body.id)).toMatchObject({ kind: 'retry' });
    expect(wp.posts.length).toBe(before + 1);
    expect(await runPublication(workerDeps(), body.id)).toMatchObject({ kind: 'published', reconciled: true });
    expect(wp.posts.length).toBe(before + 1);
    expect((await rowOf(body.id))?.platform_blog_url).toBe(wp.posts.at(-1)?.link);
  });

  it('a worker killed between the platform success and the database update never double-publishes', async () => {
    const { agent, blogId, connectionId } = await setup('devto');
    const { body } = await publish(agent, blogId, connectionId);
    const before = devto.articles.length;
    const crashing = workerDeps({
      afterRemoteSuccess: () => {
        throw new Error('SIGKILL');
      },
    });
    await expect(runPublication(crashing, body.id)).rejects.toThrow('SIGKILL');
    expect(devto.articles.length).toBe(before + 1);
    expect((await rowOf(body.id))?.status).toBe('publishing');
    // Another job (pg-boss retry, sweeper, double enqueue) cannot take the row while the lease holds.
    expect(await runPublication(workerDeps(), body.id)).toEqual({ kind: 'skipped' });
    // Restart: the lease ran out.
    await t.deps.database.db.execute(
      sql`update blog_publications set metadata = metadata || '{"leaseUntil":"2000-01-01T00:00:00Z"}'::jsonb where id = ${body.id}`,
    );
    expect(await runPublication(workerDeps(), body.id)).toMatchObject({ kind: 'published', reconciled: true });
    expect(devto.articles.length).toBe(before + 1);
  });

  it('does not retry Medium after an unknown outcome (it cannot be asked), and says so', async () => {
    const { agent, blogId, connectionId } = await setup('medium');
    const { body } = await publish(agent, blogId, connectionId);
    medium.fault('create', { status: 502, raw: 'Bad gateway', afterCreate: true });
    const outcome = await runPublication(workerDeps(), body.id);
    expect(outcome.kind).toBe('failed');
    expect((await rowOf(body.id))?.error).toMatch(/may have been created; check Medium before publishing again/);
  });

  it('explains a Hashnode publication without Pro in words', async () => {
    const { agent, blogId, connectionId } = await setup('hashnode');
    const { body } = await publish(agent, blogId, connectionId);
    hashnode.pro = false;
    await runPublication(workerDeps(), body.id);
    hashnode.pro = true;
    expect((await rowOf(body.id))?.error).toMatch(/active Pro plan/);
  });
});

describe('the sweeper', () => {
  it('finds rows whose job was lost or whose worker died, but not rows a live worker holds or that wait for a retry', async () => {
    const { agent, blogId, connectionId } = await setup('devto');
    const { body } = await publish(agent, blogId, connectionId);
    const repo = publicationsRepository(t.deps.database.db);
    const ids = async (at: number) => (await repo.stale(new Date(at))).map((r) => r.id);
    expect(await ids(Date.now() - 60_000)).not.toContain(body.id);
    expect(await ids(Date.now() + 1_000)).toContain(body.id);
    await repo.claim(body.id, new Date(Date.now() + 150_000));
    expect(await ids(Date.now() + 60_000)).not.toContain(body.id);
    expect(await ids(Date.now() + 151_000)).toContain(body.id);
    await repo.markRetry(body.id, 'rate limited', new Date(Date.now() + 3_600_000), true);
    expect(await ids(Date.now() + 600_000)).not.toContain(body.id);
  });
});
