import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { byInsights, INSIGHTS_COPY, type AccountInsights } from '@common/instagram-insights';
import { Agent } from '../../../test/helpers/agent';
import { connectAccount, instagramTestApp, type InstagramTestApp } from '../../../test/helpers/instagram';
import { INSIGHTS_POSTS } from './insights.service';

/** "Top posts to write about" (docs/decisions/027-creator-voice-and-top-posts.md): insights read, cached per post, and quietly absent. */
let t: InstagramTestApp;
afterEach(async () => t.close());

async function setup() {
  t = await instagramTestApp({});
  const agent = new Agent(t.app);
  await agent.register();
  const { accountId } = await connectAccount(t, agent, 'travel');
  return { agent, accountId };
}
const insightCalls = () => t.ig.requests.filter((r) => r.path.endsWith('/insights')).length;
const read = async (agent: Agent, id: number) => {
  const res = await agent.get(`/api/instagram/accounts/${id}/insights`);
  expect(res.statusCode).toBe(200);
  return res.json() as AccountInsights;
};

describe('post insights', () => {
  it('reads saves, shares and reach of each post once, then serves them from the cache until they are old', async () => {
    const { agent, accountId } = await setup();
    const first = await read(agent, accountId);
    expect(first.available).toBe(true);
    expect(first.note).toBeNull();
    const posts = Math.min(34, INSIGHTS_POSTS);
    expect(first.posts).toHaveLength(posts);
    expect(insightCalls()).toBe(posts);
    for (const p of first.posts) {
      expect(p.saves).toBeGreaterThanOrEqual(0);
      expect(p.reach).toBeGreaterThan(p.saves!);
    }
    // The ranking a creator sees differs from newest first.
    const top = [...first.posts].sort(byInsights).map((p) => p.postId);
    expect(top).not.toEqual(first.posts.map((p) => p.postId));

    expect(await read(agent, accountId)).toEqual(first);
    expect(insightCalls()).toBe(posts);

    await t.deps.database.db.execute(
      sql`update instagram_post_insights set fetched_at = now() - interval '7 hours' where post_id = ${first.posts[0]!.postId}`,
    );
    await read(agent, accountId);
    expect(insightCalls()).toBe(posts + 1);
  });

  it('drops a metric the host does not know and asks once more', async () => {
    const { agent, accountId } = await setup();
    t.ig.fake.faults.insights = 'no_views';
    const got = await read(agent, accountId);
    expect(got.available).toBe(true);
    expect(got.posts[0]).toMatchObject({ views: null, saves: expect.any(Number), reach: expect.any(Number) });
  });

  it('says quietly why a small account has no insights, asking Instagram once, not per post', async () => {
    const { agent, accountId } = await setup();
    t.ig.fake.faults.insights = 'not_enough_viewers';
    const got = await read(agent, accountId);
    expect(got).toEqual({ available: false, note: INSIGHTS_COPY.notes.not_enough_viewers, posts: [] });
    expect(insightCalls()).toBe(1);
    expect(await read(agent, accountId)).toEqual(got);
    expect(insightCalls()).toBe(1);
  });

  it('without the permission, or while Instagram fails, the posts stay newest first with a note', async () => {
    const { agent, accountId } = await setup();
    t.ig.fake.faults.insights = 'no_permission';
    expect((await read(agent, accountId)).note).toBe(INSIGHTS_COPY.notes.no_permission);

    const other = await setup();
    t.ig.fake.faults.serverErrors = 100;
    const failed = await read(other.agent, other.accountId);
    expect(failed).toEqual({ available: false, note: INSIGHTS_COPY.notes.failed, posts: [] });
  });

  it('is the owner’s only: another user gets a 404', async () => {
    const { accountId } = await setup();
    const stranger = new Agent(t.app);
    await stranger.register();
    expect((await stranger.get(`/api/instagram/accounts/${accountId}/insights`)).statusCode).toBe(404);
  });
});
