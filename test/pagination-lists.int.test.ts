import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blogPublications,
  blogs,
  collaborativeContributions,
  collaborativeWritingSessions,
  instagramAccounts,
  instagramPosts,
  publishingPlatforms,
  userPlatformConnections,
  writingPrompts,
} from '../server/db/schema';
import { Agent } from './helpers/agent';
import { expectPaginatedList } from './helpers/pagination';
import { seedAccount } from './helpers/post-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Every list that can grow pages the same way (server/lib/pagination.ts): first page + Link, next
 * pages, last page without Link, each row once in the list's order, bad cursor / limit → 400.
 * Timestamps are shared on purpose so that the id breaks the ties.
 */
let t: TestApp;
let agent: Agent;
let userId: number;
let otherId: number;
beforeAll(async () => {
  t = await createTestApp();
  agent = new Agent(t.app);
  userId = (await agent.register()).id;
  otherId = (await new Agent(t.app).register()).id;
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const N = 7;
const LIMIT = 3;
/** Two instants only: four rows share the first, three the second. */
const at = (i: number) => new Date(i < 4 ? '2025-02-01T08:00:00.000001Z' : '2025-02-02T08:00:00Z');
const newestFirst = (rows: { id: number; t: Date }[]) =>
  [...rows].sort((a, b) => b.t.getTime() - a.t.getTime() || b.id - a.id).map((r) => r.id);
const oldestFirst = (rows: { id: number; t: Date }[]) =>
  [...rows].sort((a, b) => a.t.getTime() - b.t.getTime() || a.id - b.id).map((r) => r.id);

async function seedPrompts(owner: number, isPublic: boolean, postId: number | null = null) {
  const values = Array.from({ length: N }, (_, i) => ({
    userId: owner,
    postId,
    title: `Prompt ${i}`,
    description: 'Describe it.',
    isPublic,
    createdAt: at(i),
  }));
  const rows = await db().insert(writingPrompts).values(values).returning();
  return rows.map((r) => ({ id: r.id, t: r.createdAt }));
}

describe('paginated lists', () => {
  it('prompts: mine, public and of an Instagram account', async () => {
    const mine = await seedPrompts(userId, false);
    await seedPrompts(otherId, false);
    const publicOnes = await seedPrompts(otherId, true);
    await expectPaginatedList(agent, '/api/writing-prompts', newestFirst(mine), LIMIT);
    const publicIds = (
      await db()
        .select({ id: writingPrompts.id, t: writingPrompts.createdAt })
        .from(writingPrompts)
        .where(sql`is_public`)
    ).map((r) => ({ id: r.id, t: r.t }));
    expect(publicIds.length).toBe(publicOnes.length);
    await expectPaginatedList(agent, '/api/writing-prompts/public', newestFirst(publicIds), LIMIT);

    const account = await seedAccount(t.deps, userId);
    const [post] = await db()
      .insert(instagramPosts)
      .values({ accountId: account.id, instagramId: 'p-1', type: 'photo', timestamp: new Date() })
      .returning();
    const ofAccount = await seedPrompts(userId, false, post!.id);
    await expectPaginatedList(agent, `/api/writing-prompts/post/${account.id}`, newestFirst(ofAccount), LIMIT);
  });

  it('collaborative sessions (mine and of a prompt) and contributions (of a session and mine)', async () => {
    const [prompt] = await db()
      .insert(writingPrompts)
      .values({ userId, title: 'Shared', description: 'Write together.', isPublic: true })
      .returning();
    const sessions = await db()
      .insert(collaborativeWritingSessions)
      .values(
        Array.from({ length: N }, (_, i) => ({
          promptId: prompt!.id,
          ownerId: userId,
          title: `S${i}`,
          createdAt: at(i),
        })),
      )
      .returning();
    const sessionRows = sessions.map((s) => ({ id: s.id, t: s.createdAt }));
    await expectPaginatedList(agent, '/api/collaborative-sessions', newestFirst(sessionRows), LIMIT);
    await expectPaginatedList(agent, `/api/writing-prompts/${prompt!.id}/sessions`, newestFirst(sessionRows), LIMIT);

    const session = sessions[0]!;
    const contributions = await db()
      .insert(collaborativeContributions)
      .values(
        Array.from({ length: N }, (_, i) => ({
          sessionId: session.id,
          userId,
          content: `Line ${i}`,
          createdAt: at(i),
        })),
      )
      .returning();
    const contributionRows = contributions.map((c) => ({ id: c.id, t: c.createdAt }));
    // A session's contributions read oldest first (the dialog's order); mine newest first.
    await expectPaginatedList(
      agent,
      `/api/collaborative-sessions/${session.id}/contributions`,
      oldestFirst(contributionRows),
      LIMIT,
    );
    await expectPaginatedList(agent, '/api/contributions', newestFirst(contributionRows), LIMIT);
  });

  it('publications (of a blog and mine)', async () => {
    const platforms = await db().select().from(publishingPlatforms);
    const connections = await db()
      .insert(userPlatformConnections)
      .values(Array.from({ length: N }, (_, i) => ({ userId, platformId: platforms[i % platforms.length]!.id })))
      .returning();
    const [blog] = await db()
      .insert(blogs)
      .values({ userId, title: 'Published widely', content: '<p>x</p>' })
      .returning();
    const pubs = await db()
      .insert(blogPublications)
      .values(
        connections.map((c, i) => ({
          blogId: blog!.id,
          platformConnectionId: c.id,
          status: 'failed',
          createdAt: at(i),
        })),
      )
      .returning();
    const rows = pubs.map((p) => ({ id: p.id, t: p.createdAt }));
    await expectPaginatedList(agent, `/api/blogs/${blog!.id}/publications`, oldestFirst(rows), LIMIT);
    await expectPaginatedList(agent, '/api/publications', newestFirst(rows), LIMIT);
  });

  it('Instagram posts of an account', async () => {
    const account = await seedAccount(t.deps, userId, 'pager');
    // A fresh sync date: listing does not start an import.
    await db()
      .update(instagramAccounts)
      .set({ lastSyncedAt: new Date() })
      .where(sql`id = ${account.id}`);
    const posts = await db()
      .insert(instagramPosts)
      .values(
        Array.from({ length: N }, (_, i) => ({
          accountId: account.id,
          instagramId: `pg-${i}`,
          type: 'photo' as const,
          timestamp: at(i),
        })),
      )
      .returning();
    const rows = posts.map((p) => ({ id: p.id, t: p.timestamp }));
    await expectPaginatedList(agent, `/api/instagram/accounts/${account.id}/posts`, newestFirst(rows), LIMIT);
  });
});
