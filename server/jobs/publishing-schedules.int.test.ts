import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishingHarness, type HarnessPlatform, type PublicationBody } from '../../test/helpers/publishing-harness';
import { scheduleProbes } from '../../test/helpers/schedule-probes';
import type { Agent } from '../../test/helpers/agent';
import { PUBLISH_QUEUE, requeueStalePublications } from '../modules/publishing';
import { startJobs } from './boss';

/**
 * Schedules with the job queue running (pg-boss on the test database), read back from what each
 * platform stored: cancel then 'Publish now', cancel then a new time (earlier, later), a new time
 * without cancelling. WordPress and Ghost hold the post for its time (`future` + `date_gmt`,
 * `scheduled` + `published_at`); DEV's schedule is the queue's (docs/decisions/018).
 */
const h = publishingHarness({ allowGhost: true, env: { REGISTER_LIMIT_PER_HOUR: '100' } });
const { devto } = h.fakes;
const probe = scheduleProbes(h);
let boss: PgBoss;
beforeAll(async () => {
  boss = await startJobs(h.t().deps, pino({ level: 'silent' }));
});
afterAll(async () => {
  await boss?.stop({ graceful: false, timeout: 2_000 });
});

const DAY = 86_400_000;
/** A time `ms` from now, to the second (as WordPress stores it). */
const inFuture = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000);

async function schedule(agent: Agent, blogId: number, connectionId: number, at?: Date) {
  const res = await h.publish(agent, blogId, {
    platformConnectionId: connectionId,
    ...(at ? { publishAt: at.toISOString() } : {}),
  });
  expect(res.status, res.body.message).toBe(202);
  return res.body;
}
const cancel = async (agent: Agent, p: PublicationBody) =>
  expect((await agent.delete(`/api/publications/${p.id}`)).statusCode).toBe(204);

const NATIVE: HarnessPlatform[] = ['wordpress', 'ghost'];

/**
 * Scheduled, and settled there: the job sent a held post to the platform (until then the row is
 * pending, shown as scheduled, and cannot be given a new time yet: `retry` is false).
 */
const scheduledFor = (at?: Date) => (p: PublicationBody) =>
  p.status === 'scheduled' && p.abilities.retry && (!at || p.scheduledAt === at.toISOString());

/** Scheduled for `at`, with its one job waiting for that time. */
async function held(agent: Agent, blogId: number, at: Date) {
  const p = await probe.settled(agent, blogId, scheduledFor(at));
  await probe.jobsAt(p.id, [at.toISOString()]);
  return p;
}

describe('cancel, then Publish now', () => {
  it.each([...NATIVE, 'devto'] as HarnessPlatform[])(
    '%s: goes out now, once, dated now (not the cancelled time)',
    async (platform) => {
      const { agent, blogId, title, connectionId } = await h.connected(platform);
      const first = await schedule(agent, blogId, connectionId, inFuture(2 * DAY));
      await held(agent, blogId, new Date(first.scheduledAt!));
      await cancel(agent, first);
      expect(await probe.waitingJobs(first.id)).toEqual([]);

      const started = Date.now();
      await schedule(agent, blogId, connectionId);
      const live = await probe.settled(agent, blogId, (p) => p.status === 'published');
      expect(live.platformBlogUrl).toBeTruthy();
      const stored = probe.stored(platform, title);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ live: true });
      expect(stored[0]!.at?.getTime()).toBeGreaterThanOrEqual(started - 1000);
      expect(stored[0]!.at?.getTime()).toBeLessThanOrEqual(Date.now());
    },
  );
});

describe('a new time, on a platform that holds the post (WordPress, Ghost)', () => {
  it.each(NATIVE)(
    '%s: cancel, then earlier; cancel, then later: held for the new time, one job at it',
    async (platform) => {
      const { agent, blogId, title, connectionId } = await h.connected(platform);
      const first = inFuture(2 * DAY);
      let p = await schedule(agent, blogId, connectionId, first);
      await held(agent, blogId, first);
      for (const at of [inFuture(DAY), inFuture(3 * DAY)]) {
        await cancel(agent, p);
        expect(probe.stored(platform, title)).toMatchObject([{ live: false, held: false }]);
        p = await schedule(agent, blogId, connectionId, at);
        await held(agent, blogId, at);
        expect(probe.stored(platform, title)).toEqual([{ live: false, held: true, at }]);
      }
    },
  );

  it.each(NATIVE)('%s: without cancelling, a new time and then Publish now', async (platform) => {
    const { agent, blogId, title, connectionId } = await h.connected(platform);
    const first = inFuture(2 * DAY);
    await schedule(agent, blogId, connectionId, first);
    await held(agent, blogId, first);
    const at = inFuture(DAY);
    const p = await schedule(agent, blogId, connectionId, at);
    await held(agent, blogId, at);
    expect(probe.stored(platform, title)).toEqual([{ live: false, held: true, at }]);

    const started = Date.now();
    await schedule(agent, blogId, connectionId);
    await probe.settled(agent, blogId, (p) => p.status === 'published');
    const [stored] = probe.stored(platform, title);
    expect(stored).toMatchObject({ live: true });
    expect(stored!.at?.getTime()).toBeGreaterThanOrEqual(started - 1000);
    await probe.jobsAt(p.id, []);
  });

  it('a draft is not asked of a scheduled publication: cancel it first (409), the schedule stays', async () => {
    const { agent, blogId, title, connectionId } = await h.connected('wordpress');
    const at = inFuture(DAY);
    await schedule(agent, blogId, connectionId, at);
    await held(agent, blogId, at);
    const draft = await h.publish(agent, blogId, { platformConnectionId: connectionId, mode: 'draft' });
    expect(draft).toMatchObject({ status: 409, body: { message: expect.stringMatching(/Cancel it first/) } });
    expect(probe.stored('wordpress', title)).toEqual([{ live: false, held: true, at }]);
  });
});

describe('a new time, where the queue holds the schedule (DEV)', () => {
  it('cancel, then earlier: it goes out at the new time', async () => {
    const { agent, blogId, title, connectionId } = await h.connected('devto');
    await cancel(agent, await schedule(agent, blogId, connectionId, inFuture(DAY)));
    const at = inFuture(3_000);
    await schedule(agent, blogId, connectionId, at);
    await probe.settled(agent, blogId, (p) => p.status === 'published');
    const [article] = devto.articles.filter((a) => a.title === title);
    expect(Date.parse(article!.published_at!)).toBeGreaterThanOrEqual(at.getTime());
    expect(devto.articles.filter((a) => a.title === title)).toHaveLength(1);
  });

  it('cancel, then later: nothing goes out at the cancelled time, it goes out at the new one', async () => {
    const { agent, blogId, title, connectionId } = await h.connected('devto');
    const first = await schedule(agent, blogId, connectionId, inFuture(2_000));
    await cancel(agent, first);
    const at = inFuture(5_000);
    await schedule(agent, blogId, connectionId, at);
    await probe.settled(agent, blogId, (p) => p.status === 'published');
    const articles = devto.articles.filter((a) => a.title === title);
    expect(articles).toHaveLength(1);
    expect(Date.parse(articles[0]!.published_at!)).toBeGreaterThanOrEqual(at.getTime());
  });

  it('without cancelling, an earlier time: it goes out then, and no job is left for the old time', async () => {
    const { agent, blogId, title, connectionId } = await h.connected('devto');
    const first = await schedule(agent, blogId, connectionId, inFuture(DAY));
    const at = inFuture(3_000);
    const moved = await schedule(agent, blogId, connectionId, at);
    expect(moved).toMatchObject({ id: first.id, status: 'scheduled', scheduledAt: at.toISOString() });
    await probe.settled(agent, blogId, (p) => p.status === 'published');
    const articles = devto.articles.filter((a) => a.title === title);
    expect(articles).toHaveLength(1);
    expect(Date.parse(articles[0]!.published_at!)).toBeGreaterThanOrEqual(at.getTime());
    await probe.jobsAt(first.id, []);
  });
});

describe('the sweeper, with the queue running', () => {
  it('runs a publication held up by a job for a cancelled time (what cancel and Publish now left before)', async () => {
    const { agent, blogId, title, connectionId } = await h.connected('wordpress');
    const at = inFuture(2 * DAY);
    const p = await schedule(agent, blogId, connectionId, at);
    await held(agent, blogId, at);
    // Cancelled on the platform's side and asked to go now, while the job for the old time holds the key.
    const { db } = h.t().deps.database;
    await db.execute(
      sql`update blog_publications set status = 'pending', scheduled_at = null, updated_at = now() - interval '5 minutes' where id = ${p.id}`,
    );
    const key = `publication-${p.id}`;
    expect(await h.t().deps.queue.send(PUBLISH_QUEUE, { publicationId: p.id }, { singletonKey: key })).toBeNull();

    await requeueStalePublications(db, h.t().deps.queue);
    await probe.settled(agent, blogId, (x) => x.status === 'published');
    expect(probe.stored('wordpress', title)).toMatchObject([{ live: true, held: false }]);
    await probe.jobsAt(p.id, []);
  });
});
