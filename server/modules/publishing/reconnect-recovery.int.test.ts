import { beforeAll, describe, expect, it } from 'vitest';
import { insertBlog } from '../../../test/helpers/publishing';
import { publishingHarness, type PublicationBody } from '../../../test/helpers/publishing-harness';
import { openStream } from '../../../test/helpers/sse-client';
import { publicationAnnouncer } from './publication-events';
import pino from 'pino';

/**
 * Failures come back to the creator (docs/decisions/041): the reason a job is retrying reaches the
 * Publish dialog (and its live stream) with the attempt; reconnecting a connection whose key was
 * rejected queues its failed publications again by themselves; disconnecting and connecting the
 * same site again re-attaches the blog's publication there, so publishing again never makes a
 * second post.
 */
const h = publishingHarness({ env: { REGISTER_LIMIT_PER_HOUR: '100' } });
const { wp } = h.fakes;
let base = '';
beforeAll(async () => {
  await h.t().app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.t().app.server.address() as { port: number }).port}`;
});

type Row = PublicationBody & {
  platformConnectionId: number | null;
  error: string | null;
  failureReason: string | null;
  retry: { attempt: number; maxAttempts: number; nextAttemptAt: string | null } | null;
};
const historyOf = async (agent: Parameters<typeof h.history>[0], blogId: number) =>
  (await h.history(agent, blogId)) as unknown as Row[];

describe('a job that retries says why, with the attempt', () => {
  it('the row and the live stream carry the reason and the attempt while the job waits', async () => {
    const { agent, blogId, title, connectionId } = await h.connected('wordpress');
    const stream = await openStream(base, agent, '/api/publications/events');
    const announcer = publicationAnnouncer(h.t().deps.database, pino({ level: 'silent' }));
    try {
      const q = await h.publish(agent, blogId, { platformConnectionId: connectionId });
      wp.fault('create', { status: 503, body: { code: 'unavailable', message: 'Down for maintenance' } });
      const outcome = await h.run(q.body.id);
      expect(outcome).toMatchObject({ kind: 'retry' });
      await announcer.announce(q.body.id, outcome);

      const [row] = await historyOf(agent, blogId);
      expect(row).toMatchObject({
        status: 'pending',
        error: 'Retrying: the site did not answer (attempt 2 of 5)',
        failureReason: 'no_answer',
        retry: { attempt: 2, maxAttempts: 5 },
      });
      expect(new Date(row!.retry!.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now());
      const event = await stream.waitFor((e) => e.event === 'publication');
      expect(event.data).toMatchObject({
        publication: { id: q.body.id, status: 'pending', error: row!.error, retry: { attempt: 2, maxAttempts: 5 } },
      });

      // My Blogs' 'Needs attention' lists it, named by its blog, while it waits.
      const attention = async () =>
        ((await agent.get('/api/publications?needsAttention=true')).json() as { id: number; blogTitle: string }[]).map(
          (a) => [a.id, a.blogTitle],
        );
      expect(await attention()).toEqual([[q.body.id, title]]);

      // The next attempt gets through: the reason goes, one post is on the site.
      expect(await h.run(q.body.id)).toMatchObject({ kind: 'published' });
      expect(await attention()).toEqual([]);
      const [after] = await historyOf(agent, blogId);
      expect(after).toMatchObject({ status: 'published', error: null, failureReason: null, retry: null });
      expect(h.postsTitled(title)).toHaveLength(1);
    } finally {
      stream.close();
      await announcer.release();
    }
  });
});

describe('reconnecting resumes what the rejected key stopped', () => {
  it('failed publications retry by themselves after the reconnect, each made once', async () => {
    const { agent, user, blogId, title, connectionId } = await h.connected('wordpress');
    const second = await insertBlog(h.t().deps.database.db, user.id, { title: `${title} (2)` });
    const password = wp.appPassword;
    wp.appPassword = 'zzzz yyyy xxxx wwww vvvv uuuu';
    try {
      for (const id of [blogId, second]) {
        const p = await h.publish(agent, id, { platformConnectionId: connectionId });
        expect(await h.run(p.body.id)).toMatchObject({ kind: 'failed' });
        const [row] = await historyOf(agent, id);
        expect(row).toMatchObject({ status: 'failed', failureReason: 'credentials', retry: null });
        expect(row!.error).toMatch(/rejected the application password: reconnect/);
      }
      const [card] = (await agent.get('/api/platform-connections')).json() as { isConnected: boolean }[];
      expect(card).toMatchObject({ isConnected: false });

      h.sent.length = 0;
      const again = await h.connect(agent, 'wordpress', { apiKey: wp.appPassword });
      expect(again.status, again.body.message).toBe(200);
      expect(again.body.id).toBe(connectionId);

      const [fixed] = (await agent.get('/api/platform-connections')).json() as { isConnected: boolean }[];
      expect(fixed).toMatchObject({ isConnected: true });
      const rows = [...(await historyOf(agent, blogId)), ...(await historyOf(agent, second))];
      expect(rows.map((r) => [r.status, r.error, r.failureReason])).toEqual([
        ['pending', null, null],
        ['pending', null, null],
      ]);
      // Each has its job: nobody pressed Retry.
      expect(h.sent.map((s) => s.data.publicationId).sort()).toEqual(rows.map((r) => r.id).sort());
      for (const r of rows) expect(await h.run(r.id)).toMatchObject({ kind: 'published' });
      expect(h.postsTitled(title)).toHaveLength(1);
      expect(h.postsTitled(`${title} (2)`)).toHaveLength(1);
    } finally {
      wp.appPassword = password;
    }
  });

  it('a publication that failed for another reason is left for the creator', async () => {
    const { agent, blogId, connectionId } = await h.connected('wordpress');
    const p = await h.publish(agent, blogId, { platformConnectionId: connectionId });
    wp.fault('create', { status: 400, body: { code: 'rest_invalid_param', message: 'Invalid parameter(s): title' } });
    expect(await h.run(p.body.id)).toMatchObject({ kind: 'failed' });
    h.sent.length = 0;
    expect((await h.connect(agent, 'wordpress')).status).toBe(200);
    const [row] = await historyOf(agent, blogId);
    expect(row).toMatchObject({ status: 'failed', failureReason: 'content' });
    expect(h.sent).toHaveLength(0);
  });
});

describe('disconnect, then connect the same site', () => {
  it('re-attaches the blog’s publications there: the live one stays live, the draft is updated, never a second post', async () => {
    const { agent, user, blogId, title, connectionId } = await h.connected('wordpress');
    const drafted = await insertBlog(h.t().deps.database.db, user.id, { title: `${title} draft` });
    const live = await h.publish(agent, blogId, { platformConnectionId: connectionId });
    await h.run(live.body.id);
    const draft = await h.publish(agent, drafted, { platformConnectionId: connectionId, mode: 'draft' });
    await h.run(draft.body.id);

    expect((await agent.delete(`/api/platform-connections/${connectionId}`)).statusCode).toBe(204);
    const again = await h.connect(agent, 'wordpress');
    expect(again.status, again.body.message).toBe(201);
    const newId = again.body.id;
    expect(newId).not.toBe(connectionId);

    // The Publish dialog matches publications to connections: both are this connection's again.
    const [liveRow] = await historyOf(agent, blogId);
    expect(liveRow).toMatchObject({ id: live.body.id, status: 'published', platformConnectionId: newId });
    const [draftRow] = await historyOf(agent, drafted);
    expect(draftRow).toMatchObject({ id: draft.body.id, status: 'draft', platformConnectionId: newId });
    const listed = (await agent.get('/api/platform-connections')).json() as { id: number; livePosts: number }[];
    expect(listed).toEqual([expect.objectContaining({ id: newId, livePosts: 1 })]);

    // Publishing the draft now updates the post already there.
    const now = await h.publish(agent, drafted, { platformConnectionId: newId });
    expect(now.status).toBe(202);
    expect(now.body.id).toBe(draft.body.id);
    expect(await h.run(now.body.id)).toMatchObject({ kind: 'published' });
    // Read back what the site holds: exactly one post of each blog, the draft now live.
    expect(h.postsTitled(title)).toHaveLength(1);
    expect(h.postsTitled(`${title} draft`).map((p) => p.status)).toEqual(['publish']);
    // The live one is shown as live: publishing it again is refused, not posted twice.
    const twice = await h.publish(agent, blogId, { platformConnectionId: newId });
    expect(twice.status).toBe(409);
    expect(h.postsTitled(title)).toHaveLength(1);
  });

  it('another creator connecting the same site does not take this creator’s publications', async () => {
    const alice = await h.connected('wordpress');
    const p = await h.publish(alice.agent, alice.blogId, { platformConnectionId: alice.connectionId });
    await h.run(p.body.id);
    expect((await alice.agent.delete(`/api/platform-connections/${alice.connectionId}`)).statusCode).toBe(204);
    await h.connected('wordpress');
    const [row] = await historyOf(alice.agent, alice.blogId);
    expect(row).toMatchObject({ status: 'published', platformConnectionId: null });
  });
});
