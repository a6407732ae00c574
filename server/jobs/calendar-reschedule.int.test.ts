import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClockOf } from '@common/zoned-time';
import { publishingHarness } from '../../test/helpers/publishing-harness';
import { scheduleProbes } from '../../test/helpers/schedule-probes';
import { startJobs } from './boss';

/**
 * The publishing calendar's moves with the job queue running (pg-boss on the test database): the
 * post goes out at the new time, not the old one; a held post is held for the new time on the
 * platform; a planned slot never goes out (docs/decisions/042-publishing-calendar.md).
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

const ZONE = 'Europe/Berlin';
/** A whole minute at least `ms` from now, as the wall clock in Berlin (the calendar moves to minutes). */
const minuteAhead = (ms: number) => {
  const at = new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000);
  return { at, local: wallClockOf(at, ZONE).local };
};

describe('moved on the calendar, with the queue running', () => {
  it('DEV: moved from tomorrow to the next minute, it goes out then, once', async () => {
    const { agent, blogId, title, connectionId } = await h.connected('devto');
    const p = await h.publish(agent, blogId, {
      platformConnectionId: connectionId,
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const { at, local } = minuteAhead(1_000);
    const res = await agent.post('/api/calendar/reschedule', { publicationId: p.body.id, local, zone: ZONE });
    expect(res.statusCode, res.body).toBe(200);
    await probe.jobsAt(p.body.id, [at.toISOString()]);

    await probe.settled(agent, blogId, (x) => x.status === 'published', 90_000);
    const articles = devto.articles.filter((a) => a.title === title);
    expect(articles).toHaveLength(1);
    expect(Date.parse(articles[0]!.published_at!)).toBeGreaterThanOrEqual(at.getTime());
    await probe.jobsAt(p.body.id, []);
  }, 120_000);

  it('WordPress: the held post is held for the new time there, with one job waiting for it', async () => {
    const { agent, blogId, title, connectionId } = await h.connected('wordpress');
    const first = new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 60_000) * 60_000);
    const p = await h.publish(agent, blogId, { platformConnectionId: connectionId, publishAt: first.toISOString() });
    await probe.settled(agent, blogId, (x) => x.status === 'scheduled' && x.abilities.retry);
    const { at, local } = minuteAhead(5 * 86_400_000);
    const res = await agent.post('/api/calendar/reschedule', { publicationId: p.body.id, local, zone: ZONE });
    expect(res.statusCode, res.body).toBe(200);
    await probe.settled(
      agent,
      blogId,
      (x) => x.status === 'scheduled' && x.scheduledAt === at.toISOString() && x.abilities.retry,
    );
    await probe.jobsAt(p.body.id, [at.toISOString()]);
    expect(probe.stored('wordpress', title)).toEqual([{ live: false, held: true, at }]);
  });

  it('a planned slot for this minute never goes out', async () => {
    const { agent, blogId, title } = await h.connected('devto');
    const now = wallClockOf(new Date(), ZONE);
    const plan = await agent.post('/api/calendar/plans', {
      blogId,
      day: now.day,
      time: now.time,
      zone: ZONE,
      platforms: ['devto'],
    });
    expect(plan.statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await h.history(agent, blogId)).toEqual([]);
    expect(devto.articles.filter((a) => a.title === title)).toHaveLength(0);
  });
});
