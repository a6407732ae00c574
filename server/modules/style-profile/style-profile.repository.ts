import type { UserId } from '@common/ids';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogs, instagramAccounts, instagramPosts, styleProfiles } from '../../db/schema';

export type StyleProfileRow = typeof styleProfiles.$inferSelect;
type LearnedValues = Pick<StyleProfileRow, 'learned' | 'examples' | 'captionCount' | 'blogCount'>;

/** The voice is learned from the newest posts and blogs, at most this many of each. */
export const VOICE_SAMPLE = 200;

/** All access to style_profiles, and to the creator's own captions and blogs it is learned from. */
export function styleProfileRepository(db: Db) {
  return {
    async find(userId: UserId): Promise<StyleProfileRow | undefined> {
      const [row] = await db.select().from(styleProfiles).where(eq(styleProfiles.userId, userId)).limit(1);
      return row;
    },

    /** The captions of the creator's stored posts, newest first. */
    async captions(userId: UserId): Promise<string[]> {
      const rows = await db
        .select({ caption: instagramPosts.caption })
        .from(instagramPosts)
        .innerJoin(instagramAccounts, eq(instagramAccounts.id, instagramPosts.accountId))
        .where(eq(instagramAccounts.userId, userId))
        .orderBy(desc(instagramPosts.timestamp), desc(instagramPosts.id))
        .limit(VOICE_SAMPLE);
      return rows.map((r) => r.caption ?? '').filter((c) => c.trim());
    },

    /** How many posts the creator has stored (a batch of new ones relearns the voice). */
    async postCount(userId: UserId): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(instagramPosts)
        .innerJoin(instagramAccounts, eq(instagramAccounts.id, instagramPosts.accountId))
        .where(eq(instagramAccounts.userId, userId));
      return row?.n ?? 0;
    },

    /** The HTML of the creator's own blogs (their edited text), newest first. */
    async blogContents(userId: UserId): Promise<string[]> {
      const rows = await db
        .select({ content: blogs.content })
        .from(blogs)
        .where(eq(blogs.userId, userId))
        .orderBy(desc(blogs.updatedAt), desc(blogs.id))
        .limit(VOICE_SAMPLE);
      return rows.map((r) => r.content);
    },

    /** Stores what was learned; the creator's overrides stay. */
    async saveLearned(userId: UserId, values: LearnedValues): Promise<StyleProfileRow> {
      const now = new Date();
      const [row] = await db
        .insert(styleProfiles)
        .values({ userId, ...values, learnedAt: now })
        .onConflictDoUpdate({ target: styleProfiles.userId, set: { ...values, learnedAt: now, updatedAt: now } })
        .returning();
      return row!;
    },

    async saveOverrides(userId: UserId, overrides: StyleProfileRow['overrides']): Promise<StyleProfileRow | undefined> {
      const [row] = await db
        .update(styleProfiles)
        .set({ overrides, updatedAt: new Date() })
        .where(eq(styleProfiles.userId, userId))
        .returning();
      return row;
    },
  };
}
