import type { PromptId, UserId } from '@common/ids';
import type { PageQuery } from '@common/pagination';
import { and, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  collaborativeContributions,
  collaborativeWritingSessions,
  instagramAccounts,
  instagramPosts,
  users,
  writingPrompts,
} from '../../db/schema';
import { afterCursor, cursorKeySql, toPage, type Page } from '../../lib/pagination';

export type PromptRow = typeof writingPrompts.$inferSelect & { authorName: string | null };
export type NewPromptRow = typeof writingPrompts.$inferInsert;
export type PromptForViewer = PromptRow & { viewerContributed: boolean };

/** The user contributed to some session of the prompt (keeps a private prompt readable to them). */
export const contributedToPrompt = (userId: number, promptId: SQL | typeof writingPrompts.id = writingPrompts.id) =>
  exists(
    sql`(select 1 from ${collaborativeContributions}
         join ${collaborativeWritingSessions} on ${collaborativeWritingSessions.id} = ${collaborativeContributions.sessionId}
         where ${collaborativeWritingSessions.promptId} = ${promptId}
           and ${collaborativeContributions.userId} = ${userId})`,
  );

const selection = {
  id: writingPrompts.id,
  userId: writingPrompts.userId,
  postId: writingPrompts.postId,
  title: writingPrompts.title,
  description: writingPrompts.description,
  type: writingPrompts.type,
  tone: writingPrompts.tone,
  audience: writingPrompts.audience,
  keywords: writingPrompts.keywords,
  isPublic: writingPrompts.isPublic,
  createdAt: writingPrompts.createdAt,
  updatedAt: writingPrompts.updatedAt,
  authorName: users.name,
};

export function promptsRepository(db: Db) {
  /** One page, newest first: `(created_at desc, id desc)` after the cursor (server/lib/pagination.ts). */
  const list = async (where: SQL | undefined, page: PageQuery): Promise<Page<PromptRow>> =>
    toPage(
      await db
        .select({ ...selection, cursorKey: cursorKeySql(writingPrompts.createdAt) })
        .from(writingPrompts)
        .leftJoin(users, eq(users.id, writingPrompts.userId))
        .where(and(where, afterCursor(writingPrompts.createdAt, writingPrompts.id, page.cursor)))
        .orderBy(desc(writingPrompts.createdAt), desc(writingPrompts.id))
        .limit(page.limit + 1),
      page.limit,
    );

  return {
    listOwn: (userId: number, page: PageQuery) => list(eq(writingPrompts.userId, userId), page),
    listPublic: (page: PageQuery) => list(eq(writingPrompts.isPublic, true), page),

    /** The user's prompts tied to posts of one Instagram account. */
    listForAccount: (userId: number, accountId: number, page: PageQuery) =>
      list(
        and(
          eq(writingPrompts.userId, userId),
          exists(
            db
              .select({ one: sql`1` })
              .from(instagramPosts)
              .where(and(eq(instagramPosts.id, writingPrompts.postId), eq(instagramPosts.accountId, accountId))),
          ),
        ),
        page,
      ),

    /**
     * A prompt by id with what its policy needs to know about the viewer: prompts.policy.ts decides
     * whether they may see it.
     */
    async findForViewer(viewerId: UserId, id: PromptId): Promise<PromptForViewer | undefined> {
      const [row] = await db
        .select({ ...selection, viewerContributed: sql<boolean>`${contributedToPrompt(viewerId)}`.mapWith(Boolean) })
        .from(writingPrompts)
        .leftJoin(users, eq(users.id, writingPrompts.userId))
        .where(eq(writingPrompts.id, id))
        .limit(1);
      return row;
    },

    async insert(values: NewPromptRow): Promise<number> {
      const [row] = await db.insert(writingPrompts).values(values).returning({ id: writingPrompts.id });
      return row!.id;
    },

    async update(id: number, values: Partial<NewPromptRow>): Promise<void> {
      await db
        .update(writingPrompts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(writingPrompts.id, id));
    },

    async delete(id: number): Promise<void> {
      await db.delete(writingPrompts).where(eq(writingPrompts.id, id));
    },
  };
}

/** Instagram posts and accounts as the prompts module needs them (ownership through the account). */
export function promptPostsRepository(db: Db) {
  return {
    async findOwnedPost(userId: UserId, postId: number) {
      const [row] = await db
        .select({
          id: instagramPosts.id,
          type: instagramPosts.type,
          caption: instagramPosts.caption,
          hashtags: instagramPosts.hashtags,
          accountUsername: instagramAccounts.username,
        })
        .from(instagramPosts)
        .innerJoin(instagramAccounts, eq(instagramAccounts.id, instagramPosts.accountId))
        .where(and(eq(instagramPosts.id, postId), eq(instagramAccounts.userId, userId)))
        .limit(1);
      return row;
    },

    /** An Instagram account as its policy reads it (the instagram module's accountPolicy decides). */
    async findAccount(accountId: number): Promise<{ userId: number; needsReconnect: boolean } | undefined> {
      const [row] = await db
        .select({ userId: instagramAccounts.userId, needsReconnect: instagramAccounts.needsReconnect })
        .from(instagramAccounts)
        .where(eq(instagramAccounts.id, accountId))
        .limit(1);
      return row;
    },
  };
}
