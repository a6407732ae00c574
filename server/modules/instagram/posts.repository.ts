import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PageQuery } from '@common/pagination';
import type { Db } from '../../db/client';
import { instagramPosts } from '../../db/schema';
import { afterCursor, cursorKeySql, toPage } from '../../lib/pagination';

export type PostRow = typeof instagramPosts.$inferSelect;
export type PostInsert = typeof instagramPosts.$inferInsert;

/** Every Drizzle access to instagram_posts. */
export function postsRepository(db: Db) {
  return {
    /** One page, newest post first: `(timestamp desc, id desc)` after the cursor (server/lib/pagination.ts). */
    listByAccount: async (accountId: number, page: PageQuery) =>
      toPage(
        await db
          .select({ post: instagramPosts, cursorKey: cursorKeySql(instagramPosts.timestamp) })
          .from(instagramPosts)
          .where(
            and(
              eq(instagramPosts.accountId, accountId),
              afterCursor(instagramPosts.timestamp, instagramPosts.id, page.cursor),
            ),
          )
          .orderBy(desc(instagramPosts.timestamp), desc(instagramPosts.id))
          .limit(page.limit + 1)
          .then((rows) => rows.map((r) => ({ ...r.post, cursorKey: r.cursorKey }))),
        page.limit,
      ),

    /** Already-stored posts among `instagramIds` (to reuse their stored images). */
    findExisting: (accountId: number, instagramIds: string[]) =>
      instagramIds.length === 0
        ? Promise.resolve([] as PostRow[])
        : db
            .select()
            .from(instagramPosts)
            .where(and(eq(instagramPosts.accountId, accountId), inArray(instagramPosts.instagramId, instagramIds))),

    /** Upsert by (account, instagramId) (docs/decisions/005). */
    async upsertMany(rows: PostInsert[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(instagramPosts)
        .values(rows)
        .onConflictDoUpdate({
          target: [instagramPosts.accountId, instagramPosts.instagramId],
          set: {
            type: sql`excluded.type`,
            mediaUrl: sql`excluded.media_url`,
            permalink: sql`excluded.permalink`,
            caption: sql`excluded.caption`,
            likes: sql`excluded.likes`,
            comments: sql`excluded.comments`,
            timestamp: sql`excluded.timestamp`,
            hashtags: sql`excluded.hashtags`,
            metadata: sql`excluded.metadata`,
            updatedAt: new Date(),
          },
        });
    },

    countByAccount: async (accountId: number) => {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(instagramPosts)
        .where(eq(instagramPosts.accountId, accountId));
      return r?.n ?? 0;
    },
  };
}
