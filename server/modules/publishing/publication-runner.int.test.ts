import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { platformId } from '../../../test/helpers/publishing';
import { publishingHarness } from '../../../test/helpers/publishing-harness';
import { queryRows } from '../../../test/helpers/test-app';

/** The publishing worker against the platform fakes: outcomes, the lock on a published blog, canonical URLs, retries. */
const h = publishingHarness({ dedupeJobs: true });
const { devto, wp, hashnode } = h.fakes;
const { run, connected, rowOf } = h;
const publish = (agent: Parameters<typeof h.publish>[0], blogId: number, connectionId: number) =>
  h.publish(agent, blogId, { platformConnectionId: connectionId });

describe('the publishing worker', () => {
  it('publishes, stores the remote id and URL, and refuses a second publish to the same connection', async () => {
    const { agent, blogId, connectionId } = await connected('devto');
    const { body } = await publish(agent, blogId, connectionId);
    const outcome = await run(body.id);
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
      h.t().deps.database.db,
      sql`select published_at from blogs where id = ${blogId}`,
    );
    expect(blog?.published_at).toBeTruthy();
    expect((await agent.get(`/api/blogs/${blogId}`)).json()).toMatchObject({ isPublished: true });
  });

  it('a blog created through the blogs API and published by the job is published everywhere: list, read, PATCH and DELETE agree', async () => {
    const { agent, connectionId } = await connected('devto');
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
    expect(await run(body.id)).toMatchObject({ kind: 'published' });

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
    expect(deleted.json()).toMatchObject({
      code: 'blog_published',
      message: expect.stringMatching(/cannot be deleted/),
    });
    expect((await agent.get(`/api/blogs/${blogId}`)).json()).toMatchObject({ title: 'Still editable' });
  });

  it('sends the first published copy as the canonical URL to later platforms', async () => {
    const { agent, user, blogId, connectionId } = await connected('wordpress');
    const first = await publish(agent, blogId, connectionId);
    await run(first.body.id);
    const dev = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, 'devto'),
      apiKey: devto.apiKey,
    });
    const second = await publish(agent, blogId, (dev.json() as { id: number }).id);
    await run(second.body.id);
    expect(devto.articles.at(-1)?.canonical_url).toBe(wp.posts.at(-1)?.link);
    expect(user.id).toBeGreaterThan(0);
  });

  it('waits as long as Retry-After says after a 429, then publishes once', async () => {
    const { agent, blogId, connectionId } = await connected('devto');
    const { body } = await publish(agent, blogId, connectionId);
    devto.fault('create', {
      status: 429,
      headers: { 'retry-after': '7' },
      body: { error: 'Rate limit reached, try again in 30 seconds', status: 429 },
    });
    const before = devto.articles.length;
    expect(await run(body.id)).toMatchObject({ kind: 'retry', delayMs: 7000 });
    const waiting = await rowOf(body.id);
    expect(waiting?.status).toBe('pending');
    expect(waiting?.metadata.lastError).toMatch(/Retrying: DEV asked Inkgram to slow down \(attempt 2 of 5\)/);
    expect(await run(body.id)).toMatchObject({ kind: 'published' });
    expect(devto.articles.length).toBe(before + 1);
  });

  it('fails at once, asking to reconnect, when the credential was revoked', async () => {
    const { agent, blogId, connectionId } = await connected('devto');
    const { body } = await publish(agent, blogId, connectionId);
    const key = devto.apiKey;
    devto.apiKey = 'rotated';
    const outcome = await run(body.id);
    devto.apiKey = key;
    expect(outcome.kind).toBe('failed');
    const row = await rowOf(body.id);
    expect(row?.status).toBe('failed');
    expect(row?.error).toMatch(/DEV rejected the API key: reconnect/);
    expect(row?.metadata.attempts).toBe(1);
    // Publishing again after a failure queues the same row once more.
    const retry = await publish(agent, blogId, connectionId);
    expect(retry.body).toMatchObject({ id: body.id, status: 'pending' });
    expect(await run(body.id)).toMatchObject({ kind: 'published' });
  });

  it('explains a Hashnode publication without Pro in words', async () => {
    const { agent, blogId, connectionId } = await connected('hashnode');
    const { body } = await publish(agent, blogId, connectionId);
    hashnode.pro = false;
    await run(body.id);
    hashnode.pro = true;
    expect((await rowOf(body.id))?.error).toMatch(/Pro plan/);
  });
});
