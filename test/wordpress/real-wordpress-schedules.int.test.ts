import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs } from '../../server/jobs/boss';
import { Agent } from '../helpers/agent';
import { insertBlog, platformId } from '../helpers/publishing';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/wait';
import { startWordPress, type WordPressSite } from '../helpers/wordpress-site';
import { realWordPressRuns } from './real-site';

/**
 * Schedules on a real WordPress (as test/wordpress starts it) with the job queue running, read back
 * through its REST API. WordPress keeps the date a post was scheduled for when it goes back to a
 * draft, and turns `publish` with a date ahead into `future`: cancel then 'Publish now' must date it
 * now, and a new time must be the post's date there.
 */
const runs = await realWordPressRuns('REAL WORDPRESS SCHEDULES TEST');

interface Row {
  id: number;
  status: string;
  scheduledAt: string | null;
  platformBlogId: string | null;
  abilities: { retry: boolean };
}

describe.skipIf(!runs)('schedules on a real WordPress, with the job queue running', () => {
  let wp: WordPressSite;
  let t: TestApp;
  let boss: PgBoss;
  beforeAll(async () => {
    wp = await startWordPress();
    t = await createTestApp({ OUTBOUND_ALLOWLIST: new URL(wp.url).host, PUBLIC_URL: 'http://localhost:3000' });
    boss = await startJobs(t.deps, pino({ level: 'silent' }));
  }, 120_000);
  afterAll(async () => {
    await boss?.stop({ graceful: false, timeout: 2_000 });
    await t?.close();
    await wp?.stop();
  });

  /** The post as WordPress stored it. */
  const stored = async (id: string | null) => {
    const auth = `Basic ${Buffer.from(`${wp.username}:${wp.appPassword}`).toString('base64')}`;
    const res = await fetch(`${wp.url}/wp-json/wp/v2/posts/${id}?context=edit&_fields=id,status,date_gmt`, {
      headers: { authorization: auth },
    });
    expect(res.status).toBe(200);
    const post = (await res.json()) as { status: string; date_gmt: string };
    return { status: post.status, at: new Date(`${post.date_gmt}Z`) };
  };

  async function creator(title: string) {
    const agent = new Agent(t.app);
    const user = await agent.register();
    const conn = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, 'wordpress'),
      username: wp.username,
      apiKey: wp.appPassword,
      settings: { apiUrl: wp.url },
    });
    expect(conn.statusCode, conn.body).toBe(201);
    const blogId = await insertBlog(t.deps.database.db, user.id, { title, content: `<p>${title}.</p>` });
    const connectionId = (conn.json() as { id: number }).id;
    const publish = async (at?: Date) => {
      const res = await agent.post(`/api/blogs/${blogId}/publish`, {
        platformConnectionId: connectionId,
        ...(at ? { publishAt: at.toISOString() } : {}),
      });
      expect(res.statusCode, res.body).toBe(202);
      return res.json() as Row;
    };
    const settled = async (done: (p: Row) => boolean) => {
      const rows = await until(
        async () => (await agent.get(`/api/blogs/${blogId}/publications`)).json() as Row[],
        (r) => Boolean(r[0] && done(r[0])),
        30_000,
      );
      expect(rows[0] && done(rows[0]), JSON.stringify(rows[0])).toBe(true);
      return rows[0]!;
    };
    /** Held by WordPress for `at` (the job sent it: the row is scheduled, not pending). */
    const heldFor = (at: Date) =>
      settled((p) => p.status === 'scheduled' && p.abilities.retry && p.scheduledAt === at.toISOString());
    const cancel = async (p: Row) => expect((await agent.delete(`/api/publications/${p.id}`)).statusCode).toBe(204);
    return { publish, settled, heldFor, cancel };
  }

  const hoursAhead = (h: number) => new Date(Math.ceil((Date.now() + h * 3_600_000) / 1000) * 1000);

  it('cancel, then Publish now: live at once, dated now rather than the cancelled time', async () => {
    const c = await creator('Real schedule cancelled then published now');
    const at = hoursAhead(48);
    await c.publish(at);
    const held = await c.heldFor(at);
    expect(await stored(held.platformBlogId)).toEqual({ status: 'future', at });
    await c.cancel(held);
    expect(await stored(held.platformBlogId)).toMatchObject({ status: 'draft' });

    const started = Date.now();
    await c.publish();
    const live = await c.settled((p) => p.status === 'published');
    expect(live.platformBlogId).toBe(held.platformBlogId);
    const post = await stored(live.platformBlogId);
    expect(post.status).toBe('publish');
    expect(post.at.getTime()).toBeGreaterThanOrEqual(started - 2_000);
    expect(post.at.getTime()).toBeLessThanOrEqual(Date.now());
  }, 90_000);

  it('cancel, then an earlier and a later time, then a new time without cancelling: held for each new time', async () => {
    const c = await creator('Real schedule moved around');
    const first = hoursAhead(48);
    await c.publish(first);
    let held = await c.heldFor(first);
    for (const at of [hoursAhead(24), hoursAhead(72)]) {
      await c.cancel(held);
      await c.publish(at);
      held = await c.heldFor(at);
      expect(await stored(held.platformBlogId)).toEqual({ status: 'future', at });
    }
    const moved = hoursAhead(12);
    await c.publish(moved);
    held = await c.heldFor(moved);
    expect(await stored(held.platformBlogId)).toEqual({ status: 'future', at: moved });
    await c.publish();
    const live = await c.settled((p) => p.status === 'published');
    expect((await stored(live.platformBlogId)).status).toBe('publish');
  }, 90_000);
});
