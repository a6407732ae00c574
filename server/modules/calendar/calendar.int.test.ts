import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Calendar, CalendarEntry } from '@common/publishing-calendar';
import { publishingHarness } from '../../../test/helpers/publishing-harness';
import { Agent } from '../../../test/helpers/agent';
import { queryRows } from '../../../test/helpers/test-app';
import { PUBLISH_QUEUE, requeueStalePublications } from '../publishing';

/**
 * The publishing calendar (docs/decisions/042-publishing-calendar.md) against the platform fakes,
 * with a queue that records jobs (the tests run the worker by hand): the range read, moving all of a
 * blog's destinations or one, the jobs that follow, planned slots that never publish, the wall clock
 * across Berlin's change to summer time on 28 March 2027, and only one's own things.
 */
const h = publishingHarness({ allowGhost: true, env: { REGISTER_LIMIT_PER_HOUR: '100' } });
const { run, connect, creator, publish, sent, wpPost } = h;
const BERLIN = 'Europe/Berlin';

const calendar = async (agent: Agent, from: string, to: string, zone = BERLIN) => {
  const res = await agent.get(`/api/calendar?from=${from}&to=${to}&zone=${encodeURIComponent(zone)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Calendar;
};
const jobsOf = (publicationId: number) =>
  sent.filter((s) => s.data.publicationId === publicationId && !s.cancelled).map((s) => s.options.startAfter ?? null);
const scheduledAtOf = async (id: number) =>
  (
    await queryRows<{ scheduled_at: Date | string | null }>(
      h.t().deps.database.db,
      sql`select scheduled_at from blog_publications where id = ${id}`,
    )
  ).map((r) => (r.scheduled_at ? new Date(r.scheduled_at).toISOString() : null))[0];

/** A creator whose blog is scheduled on DEV and WordPress (held there) at `at`. */
async function scheduledTwice(at: string) {
  const c = await creator();
  const dev = await connect(c.agent, 'devto');
  const wp = await connect(c.agent, 'wordpress');
  const d = await publish(c.agent, c.blogId, { platformConnectionId: dev.body.id, publishAt: at });
  const w = await publish(c.agent, c.blogId, { platformConnectionId: wp.body.id, publishAt: at });
  expect([d.status, w.status]).toEqual([202, 202]);
  // WordPress holds the post: its first job sends it with the time.
  expect(await run(w.body.id)).toMatchObject({ kind: 'scheduled' });
  return { ...c, devId: d.body.id, wpId: w.body.id };
}

describe('the range', () => {
  it("shows a blog's destinations at one time as one entry, published and planned ones, only within the days asked", async () => {
    const c = await scheduledTwice('2027-03-10T08:00:00.000Z');
    const dev2 = await creator();
    const other = await connect(dev2.agent, 'devto');
    await publish(dev2.agent, dev2.blogId, { platformConnectionId: other.body.id, publishAt: '2027-03-10T09:00:00Z' });
    const plan = await c.agent.post('/api/calendar/plans', {
      title: 'Ramen guide',
      day: '2027-03-12',
      zone: BERLIN,
      platforms: ['ghost', 'devto'],
    });
    expect(plan.statusCode, plan.body).toBe(201);
    await c.agent.post('/api/calendar/plans', { title: 'Next month', day: '2027-04-02', zone: BERLIN });

    const march = await calendar(c.agent, '2027-03-01', '2027-03-31');
    expect(march.entries.map((e) => [e.kind, e.title, e.day, e.time])).toEqual([
      ['scheduled', c.title, '2027-03-10', '09:00'],
      ['planned', 'Ramen guide', '2027-03-12', null],
    ]);
    const [scheduled, planned] = march.entries as [CalendarEntry, CalendarEntry];
    expect(scheduled.platforms.map((p) => p.displayName).sort()).toEqual(['DEV', 'WordPress']);
    expect(scheduled.destinations.every((d) => d.abilities.move)).toBe(true);
    expect(planned).toMatchObject({ at: null, destinations: [], platforms: [{ name: 'ghost' }, { name: 'devto' }] });
    expect((await calendar(c.agent, '2027-03-11', '2027-03-31')).entries.map((e) => e.kind)).toEqual(['planned']);

    // Published: on the day it went live, in the zone asked for.
    const live = await h.connected('devto');
    const now = await publish(live.agent, live.blogId, { platformConnectionId: live.connectionId });
    expect(await run(now.body.id)).toMatchObject({ kind: 'published' });
    const today = new Date().toISOString().slice(0, 10);
    const seen = await calendar(live.agent, today, today, 'UTC');
    expect(seen.entries).toMatchObject([{ kind: 'published', title: live.title, platforms: [{ name: 'devto' }] }]);
  });

  it('refuses a zone it does not know, days backwards, and more than 62 days (400 naming the field)', async () => {
    const { agent } = await creator();
    for (const [q, field] of [
      ['from=2027-03-01&to=2027-03-31&zone=Mars%2FBase', 'zone'],
      ['from=2027-03-31&to=2027-03-01&zone=UTC', 'to'],
      ['from=2027-01-01&to=2027-03-31&zone=UTC', 'to'],
      ['from=2027-02-30&to=2027-03-31&zone=UTC', 'from'],
    ] as const) {
      const res = await agent.get(`/api/calendar?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(JSON.stringify(res.json()), q).toContain(field);
    }
    expect((await new Agent(h.t().app).get('/api/calendar?from=2027-03-01&to=2027-03-02&zone=UTC')).statusCode).toBe(
      401,
    );
  });
});

describe('moving a schedule', () => {
  it('moves every destination of the blog by default: the queued job waits for the new time, WordPress gets it now', async () => {
    const c = await scheduledTwice('2027-03-10T08:00:00.000Z');
    const res = await c.agent.post('/api/calendar/reschedule', {
      publicationId: c.devId,
      local: '2027-03-15T18:30',
      zone: BERLIN,
    });
    expect(res.statusCode, res.body).toBe(200);
    const at = '2027-03-15T17:30:00.000Z';
    expect(res.json().moved).toEqual(
      expect.arrayContaining([
        { publicationId: c.devId, scheduledAt: at },
        { publicationId: c.wpId, scheduledAt: at },
      ]),
    );
    // DEV: one job, at the new time (the old one called off).
    expect(jobsOf(c.devId).map((d) => d?.toISOString())).toEqual([at]);
    // WordPress: a job now sends the new time, then one waits for it.
    expect(jobsOf(c.wpId)).toEqual([null]);
    expect(await run(c.wpId)).toMatchObject({ kind: 'scheduled' });
    const [row] = (await h.history(c.agent, c.blogId)).filter((p) => p.id === c.wpId);
    expect(row).toMatchObject({ status: 'scheduled', scheduledAt: at });
    expect(wpPost(row!.platformBlogId)).toMatchObject({ status: 'future', date_gmt: at.slice(0, 19) });

    const [entry] = (await calendar(c.agent, '2027-03-01', '2027-03-31')).entries;
    expect(entry).toMatchObject({ day: '2027-03-15', time: '18:30' });
    expect(entry!.destinations).toHaveLength(2);
  });

  it('scope one moves that destination alone; the other keeps its time and its job', async () => {
    const c = await scheduledTwice('2027-03-10T08:00:00.000Z');
    sent.length = 0;
    const res = await c.agent.post('/api/calendar/reschedule', {
      publicationId: c.devId,
      local: '2027-03-11T07:00',
      zone: BERLIN,
      scope: 'one',
    });
    expect(res.json()).toEqual({ moved: [{ publicationId: c.devId, scheduledAt: '2027-03-11T06:00:00.000Z' }] });
    expect(await scheduledAtOf(c.wpId)).toBe('2027-03-10T08:00:00.000Z');
    expect(jobsOf(c.wpId)).toEqual([]);
    const entries = (await calendar(c.agent, '2027-03-01', '2027-03-31')).entries;
    expect(entries.map((e) => [e.day, e.time, e.platforms.map((p) => p.name)])).toEqual([
      ['2027-03-10', '09:00', ['wordpress']],
      ['2027-03-11', '07:00', ['devto']],
    ]);
  });

  it('keeps the wall clock across the change to summer time (Berlin, 28 March 2027): 09:00 stays 09:00', async () => {
    const c = await h.connected('devto');
    // Saturday 27 March, 09:00 in Berlin is 08:00 UTC (winter time).
    const p = await publish(c.agent, c.blogId, {
      platformConnectionId: c.connectionId,
      publishAt: '2027-03-27T08:00:00.000Z',
    });
    const before = (await calendar(c.agent, '2027-03-22', '2027-03-28')).entries[0];
    expect(before).toMatchObject({ day: '2027-03-27', time: '09:00' });

    // Dragged to Monday 29 March: 09:00 summer time is 07:00 UTC, not the 08:00 UTC a UTC move would keep.
    const res = await c.agent.post('/api/calendar/reschedule', {
      publicationId: p.body.id,
      local: '2027-03-29T09:00',
      zone: BERLIN,
    });
    expect(res.json().moved).toEqual([{ publicationId: p.body.id, scheduledAt: '2027-03-29T07:00:00.000Z' }]);
    expect(jobsOf(p.body.id).map((d) => d?.toISOString())).toEqual(['2027-03-29T07:00:00.000Z']);
    const after = (await calendar(c.agent, '2027-03-29', '2027-04-04')).entries[0];
    expect(after).toMatchObject({ day: '2027-03-29', time: '09:00' });
    // The same instant seen from New York (still an hour nearer Berlin: the US changed on 14 March).
    expect((await calendar(c.agent, '2027-03-29', '2027-03-29', 'America/New_York')).entries[0]).toMatchObject({
      time: '03:00',
    });
    // What the creator chose is kept with the schedule.
    expect((await h.rowOf(p.body.id))?.metadata.wallClock).toEqual({ zone: BERLIN, local: '2027-03-29T09:00' });
  });

  it('refuses a time in the past, a post not scheduled, and a post being sent to the platform', async () => {
    const c = await scheduledTwice('2027-03-10T08:00:00.000Z');
    const past = await c.agent.post('/api/calendar/reschedule', {
      publicationId: c.devId,
      local: '2020-01-01T09:00',
      zone: BERLIN,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().details.fieldErrors.local).toEqual(['Choose a time in the future.']);

    // WordPress moved: until its job sent the new time, the blog cannot move again.
    await c.agent.post('/api/calendar/reschedule', {
      publicationId: c.wpId,
      local: '2027-03-12T09:00',
      zone: BERLIN,
      scope: 'one',
    });
    const busy = await c.agent.post('/api/calendar/reschedule', {
      publicationId: c.devId,
      local: '2027-03-13T09:00',
      zone: BERLIN,
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('The new time is being sent to WordPress. Try again in a moment.');
    expect(await scheduledAtOf(c.devId)).toBe('2027-03-10T08:00:00.000Z');

    const live = await h.connected('devto');
    const now = await publish(live.agent, live.blogId, { platformConnectionId: live.connectionId });
    await run(now.body.id);
    const published = await live.agent.post('/api/calendar/reschedule', {
      publicationId: now.body.id,
      local: '2027-03-13T09:00',
      zone: BERLIN,
    });
    expect(published.statusCode).toBe(409);
    expect(published.json().message).toBe('This post on DEV is not scheduled, so it has no time to move.');
  });
});

describe('planned slots', () => {
  it('never publish: no publication, no job, nothing on the platform, whatever the sweeper finds', async () => {
    const c = await h.connected('devto');
    const today = new Date().toISOString().slice(0, 10);
    const now = new Date().toISOString().slice(11, 16);
    const plan = await c.agent.post('/api/calendar/plans', {
      blogId: c.blogId,
      day: today,
      time: now,
      zone: 'UTC',
      platforms: ['devto'],
    });
    expect(plan.statusCode, plan.body).toBe(201);
    expect(plan.json()).toMatchObject({ kind: 'planned', blogId: c.blogId, title: c.title, destinations: [] });

    await requeueStalePublications(h.t().deps.database.db, h.t().deps.queue);
    expect(sent.filter((s) => s.name === PUBLISH_QUEUE)).toEqual([]);
    expect(await h.history(c.agent, c.blogId)).toEqual([]);
    expect(h.remoteCopies.devto(c.title)).toBe(0);
    const [entry] = (await calendar(c.agent, today, today, 'UTC')).entries;
    expect(entry).toMatchObject({ kind: 'planned', time: now, abilities: { move: true, delete: true } });
  });

  it('moves to another day and is removed; needs a blog or a working title', async () => {
    const { agent } = await creator();
    const created = (
      await agent.post('/api/calendar/plans', { title: 'Idea', day: '2027-05-03', zone: BERLIN })
    ).json();
    const moved = await agent.patch(`/api/calendar/plans/${created.planId}`, {
      day: '2027-05-06',
      time: '10:15',
      zone: BERLIN,
    });
    expect(moved.json()).toMatchObject({ day: '2027-05-06', time: '10:15', at: '2027-05-06T08:15:00.000Z' });
    expect((await agent.delete(`/api/calendar/plans/${created.planId}`)).statusCode).toBe(204);
    expect((await calendar(agent, '2027-05-01', '2027-05-31')).entries).toEqual([]);

    const neither = await agent.post('/api/calendar/plans', { day: '2027-05-03', zone: BERLIN });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().details.fieldErrors.title).toEqual(['Choose a blog or give the article a working title']);
  });
});

describe("only one's own", () => {
  it("another creator's schedules, blogs and plans are missing to them (404), and never on their calendar", async () => {
    const owner = await scheduledTwice('2027-03-10T08:00:00.000Z');
    const plan = (
      await owner.agent.post('/api/calendar/plans', { title: 'Mine', day: '2027-03-11', zone: BERLIN })
    ).json();
    const stranger = await creator();

    expect((await calendar(stranger.agent, '2027-03-01', '2027-03-31')).entries).toEqual([]);
    const move = await stranger.agent.post('/api/calendar/reschedule', {
      publicationId: owner.devId,
      local: '2027-03-20T09:00',
      zone: BERLIN,
    });
    expect(move.statusCode).toBe(404);
    expect(await scheduledAtOf(owner.devId)).toBe('2027-03-10T08:00:00.000Z');
    const theirBlog = await stranger.agent.post('/api/calendar/plans', {
      blogId: owner.blogId,
      day: '2027-03-11',
      zone: BERLIN,
    });
    expect(theirBlog.statusCode).toBe(404);
    expect(
      (await stranger.agent.patch(`/api/calendar/plans/${plan.planId}`, { day: '2027-03-12', zone: BERLIN }))
        .statusCode,
    ).toBe(404);
    expect((await stranger.agent.delete(`/api/calendar/plans/${plan.planId}`)).statusCode).toBe(404);
    expect((await calendar(owner.agent, '2027-03-11', '2027-03-11')).entries).toMatchObject([{ title: 'Mine' }]);
  });
});
