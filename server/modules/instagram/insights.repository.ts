import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instagramPostInsights, instagramPosts } from '../../db/schema';

export type InsightRow = typeof instagramPostInsights.$inferSelect;
export type InsightInsert = typeof instagramPostInsights.$inferInsert;

/** All access to instagram_post_insights (the per-post cache of Instagram's insights). */
export function insightsRepository(db: Db) {
  return {
    /** The account's newest posts (their ids on Instagram too), the ones whose insights are read. */
    newestPosts: (accountId: number, limit: number) =>
      db
        .select({ id: instagramPosts.id, instagramId: instagramPosts.instagramId })
        .from(instagramPosts)
        .where(eq(instagramPosts.accountId, accountId))
        .orderBy(desc(instagramPosts.timestamp), desc(instagramPosts.id))
        .limit(limit),

    forPosts: async (postIds: number[]): Promise<InsightRow[]> =>
      postIds.length
        ? db.select().from(instagramPostInsights).where(inArray(instagramPostInsights.postId, postIds))
        : [],

    async save(row: InsightInsert): Promise<void> {
      const { postId: _postId, ...values } = row;
      await db
        .insert(instagramPostInsights)
        .values(row)
        .onConflictDoUpdate({ target: instagramPostInsights.postId, set: values });
    },
  };
}
