import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publishingHarness } from '../../../test/helpers/publishing-harness';
import { attemptsRepository } from './attempts.repository';
import { runPublication } from './publication-runner';

/** The publishing worker after a crash or an unknown outcome, and the sweeper: never a second remote post. */
const h = publishingHarness({ dedupeJobs: true });
const { devto, wp, medium } = h.fakes;
const { run, connected, rowOf } = h;
const publish = (agent: Parameters<typeof h.publish>[0], blogId: number, connectionId: number) =>
  h.publish(agent, blogId, { platformConnectionId: connectionId });

describe('after an unknown outcome', () => {
  it('after an ambiguous failure looks for the post before posting again: one remote post', async () => {
    const { agent, blogId, connectionId } = await connected('wordpress', { featuredImage: null });
    const { body } = await publish(agent, blogId, connectionId);
    wp.fault('create', { hang: true, afterCreate: true });
    const before = wp.posts.length;
    expect(await run(body.id)).toMatchObject({ kind: 'retry' });
    expect(wp.posts.length).toBe(before + 1);
    expect(await run(body.id)).toMatchObject({ kind: 'published', reconciled: true });
    expect(wp.posts.length).toBe(before + 1);
    expect((await rowOf(body.id))?.platform_blog_url).toBe(wp.posts.at(-1)?.link);
  });

  it('a worker killed between the platform success and the database update never double-publishes', async () => {
    const { agent, blogId, connectionId } = await connected('devto');
    const { body } = await publish(agent, blogId, connectionId);
    const before = devto.articles.length;
    const crashing = h.worker({
      afterRemoteSuccess: () => {
        throw new Error('SIGKILL');
      },
    });
    await expect(runPublication(crashing, body.id)).rejects.toThrow('SIGKILL');
    expect(devto.articles.length).toBe(before + 1);
    expect((await rowOf(body.id))?.status).toBe('publishing');
    // Another job (pg-boss retry, sweeper, double enqueue) cannot take the row while the lease holds.
    expect(await run(body.id)).toEqual({ kind: 'skipped' });
    // Restart: the lease ran out.
    await h
      .t()
      .deps.database.db.execute(
        sql`update blog_publications set metadata = metadata || '{"leaseUntil":"2000-01-01T00:00:00Z"}'::jsonb where id = ${body.id}`,
      );
    expect(await run(body.id)).toMatchObject({ kind: 'published', reconciled: true });
    expect(devto.articles.length).toBe(before + 1);
  });

  it('does not retry Medium after an unknown outcome (it cannot be asked), and says so', async () => {
    const { agent, blogId, connectionId } = await connected('medium');
    const { body } = await publish(agent, blogId, connectionId);
    medium.fault('create', { status: 502, raw: 'Bad gateway', afterCreate: true });
    const outcome = await run(body.id);
    expect(outcome.kind).toBe('failed');
    expect((await rowOf(body.id))?.error).toMatch(/may have been created: check Medium before publishing again/);
  });
});

describe('the sweeper', () => {
  it('finds rows whose job was lost or whose worker died, but not rows a live worker holds or that wait for a retry', async () => {
    const { agent, blogId, connectionId } = await connected('devto');
    const { body } = await publish(agent, blogId, connectionId);
    const repo = attemptsRepository(h.t().deps.database.db);
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
