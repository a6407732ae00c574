import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogs, fediverseReceived, fediverseReplies } from '../../db/schema';

export type ReceivedRow = typeof fediverseReceived.$inferSelect;
export type ReplyRow = typeof fediverseReplies.$inferSelect;
export type ReplyStatus = ReplyRow['status'];

/**
 * What other servers send a creator (docs/decisions/044-fediverse-with-fedify.md): articles of the
 * actors they follow, and replies held until the creator approves them. Part of fediverseRepository.
 */
export function fediverseInboundRepository(db: Db) {
  return {
    async upsertReceived(row: Omit<typeof fediverseReceived.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>) {
      await db
        .insert(fediverseReceived)
        .values(row)
        .onConflictDoUpdate({
          target: [fediverseReceived.userId, fediverseReceived.objectUri],
          set: {
            name: row.name,
            summary: row.summary,
            contentHtml: row.contentHtml,
            url: row.url,
            updatedAt: new Date(),
          },
        });
    },

    /** An Update changes only what was received before, and only from the same actor. */
    async updateReceived(
      actorUri: string,
      objectUri: string,
      fields: Pick<ReceivedRow, 'name' | 'summary' | 'contentHtml' | 'url'>,
    ) {
      const rows = await db
        .update(fediverseReceived)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(fediverseReceived.actorUri, actorUri), eq(fediverseReceived.objectUri, objectUri)))
        .returning({ id: fediverseReceived.id });
      return rows.length;
    },

    async deleteReceived(actorUri: string, objectUri: string): Promise<number> {
      const rows = await db
        .delete(fediverseReceived)
        .where(and(eq(fediverseReceived.actorUri, actorUri), eq(fediverseReceived.objectUri, objectUri)))
        .returning({ id: fediverseReceived.id });
      return rows.length;
    },

    received(userId: number, limit: number): Promise<ReceivedRow[]> {
      return db
        .select()
        .from(fediverseReceived)
        .where(eq(fediverseReceived.userId, userId))
        .orderBy(desc(fediverseReceived.createdAt), desc(fediverseReceived.id))
        .limit(limit);
    },

    async receivedById(userId: number, id: number): Promise<ReceivedRow | undefined> {
      const [row] = await db
        .select()
        .from(fediverseReceived)
        .where(and(eq(fediverseReceived.userId, userId), eq(fediverseReceived.id, id)))
        .limit(1);
      return row;
    },

    async addReply(row: Omit<typeof fediverseReplies.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'status'>) {
      await db.insert(fediverseReplies).values(row).onConflictDoNothing({ target: fediverseReplies.objectUri });
    },

    async deleteReply(actorUri: string, objectUri: string): Promise<number> {
      const rows = await db
        .delete(fediverseReplies)
        .where(and(eq(fediverseReplies.actorUri, actorUri), eq(fediverseReplies.objectUri, objectUri)))
        .returning({ id: fediverseReplies.id });
      return rows.length;
    },

    replies(userId: number, status: ReplyStatus, limit: number) {
      return db
        .select({ reply: fediverseReplies, blogTitle: blogs.title })
        .from(fediverseReplies)
        .innerJoin(blogs, eq(blogs.id, fediverseReplies.blogId))
        .where(and(eq(fediverseReplies.userId, userId), eq(fediverseReplies.status, status)))
        .orderBy(desc(fediverseReplies.createdAt), desc(fediverseReplies.id))
        .limit(limit);
    },

    async replyWithTitle(userId: number, id: number) {
      const [row] = await db
        .select({ reply: fediverseReplies, blogTitle: blogs.title })
        .from(fediverseReplies)
        .innerJoin(blogs, eq(blogs.id, fediverseReplies.blogId))
        .where(and(eq(fediverseReplies.userId, userId), eq(fediverseReplies.id, id)))
        .limit(1);
      return row;
    },

    async setReplyStatus(userId: number, id: number, status: ReplyStatus) {
      const [row] = await db
        .update(fediverseReplies)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(fediverseReplies.userId, userId), eq(fediverseReplies.id, id)))
        .returning();
      return row;
    },
  };
}
