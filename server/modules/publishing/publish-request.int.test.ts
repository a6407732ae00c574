import { describe, expect, it } from 'vitest';
import { publishingHarness } from '../../../test/helpers/publishing-harness';

/** POST /api/blogs/:id/publish: one row and one job per destination, owners only, schedules. */
const h = publishingHarness({ dedupeJobs: true });
const { run, connected, sent } = h;
const publish = (agent: Parameters<typeof h.publish>[0], blogId: number, connectionId: number) =>
  h.publish(agent, blogId, { platformConnectionId: connectionId });

describe('POST /api/blogs/:id/publish', () => {
  it('creates one pending publication and one job; a double click gets the same row and no second job', async () => {
    const { agent, blogId, connectionId } = await connected('devto');
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
    const mine = await connected('devto');
    const theirs = await connected('devto');
    expect((await publish(mine.agent, theirs.blogId, mine.connectionId)).status).toBe(404);
    expect((await publish(mine.agent, mine.blogId, theirs.connectionId)).status).toBe(404);
    expect((await mine.agent.get(`/api/blogs/${theirs.blogId}/publications`)).statusCode).toBe(404);
  });

  it('schedules a publication for later with the scheduled status', async () => {
    const { agent, blogId, connectionId } = await connected('devto');
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const res = await agent.post(`/api/blogs/${blogId}/publish`, { platformConnectionId: connectionId, publishAt: at });
    expect(res.json()).toMatchObject({ status: 'scheduled', scheduledAt: at });
    expect(sent.at(-1)?.options.startAfter?.toISOString()).toBe(at);
    expect(await run((res.json() as { id: number }).id)).toEqual({ kind: 'skipped' });
  });
});
