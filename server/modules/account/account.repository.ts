import type { UserId } from '@common/ids';
import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  blogs,
  collaborativeContributions as contributions,
  collaborativeWritingSessions as collabSessions,
  instagramAccounts,
  mediaOwners,
  sessions,
  userPlatformConnections,
  users,
  writingPrompts,
} from '../../db/schema';

export type AccountUserRow = typeof users.$inferSelect;
export type DeviceRow = Pick<
  typeof sessions.$inferSelect,
  'publicId' | 'idHash' | 'createdAt' | 'lastSeenAt' | 'userAgent'
>;

const first = (rows: { n: number }[]) => rows[0]?.n ?? 0;

/** The signed-in user's own rows: profile, password hash, sessions, and what deleting the account removes. */
export function accountRepository(db: Db) {
  return {
    async findUser(id: number): Promise<AccountUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async emailTakenByOther(email: string, id: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, id)))
        .limit(1);
      return rows.length > 0;
    },

    async updateProfile(id: number, values: { name?: string; email?: string }): Promise<AccountUserRow> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },

    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },

    /** Live sessions of the user, most recently used first. */
    listDevices: (userId: number, now: Date): Promise<DeviceRow[]> =>
      db
        .select({
          publicId: sessions.publicId,
          idHash: sessions.idHash,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.idleExpiresAt, now), gt(sessions.absoluteExpiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt)),

    /** Deletes one session of the user by its public id; false when the user has none such. */
    async deleteDevice(userId: UserId, publicId: string): Promise<boolean> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
        .returning({ idHash: sessions.idHash });
      return rows.length > 0;
    },

    /** Deletes every session of the user except `keepIdHash`; returns how many. */
    async deleteOtherDevices(userId: UserId, keepIdHash: string): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)))
        .returning({ idHash: sessions.idHash });
      return rows.length;
    },

    async deletionSummary(userId: UserId) {
      const [b, p, s, c, i, pc, m] = await Promise.all([
        db.select({ n: count() }).from(blogs).where(eq(blogs.userId, userId)),
        db.select({ n: count() }).from(writingPrompts).where(eq(writingPrompts.userId, userId)),
        db.select({ n: count() }).from(collabSessions).where(eq(collabSessions.ownerId, userId)),
        db
          .select({ n: count() })
          .from(contributions)
          .innerJoin(collabSessions, eq(collabSessions.id, contributions.sessionId))
          .where(and(eq(contributions.userId, userId), ne(collabSessions.ownerId, userId))),
        db.select({ n: count() }).from(instagramAccounts).where(eq(instagramAccounts.userId, userId)),
        db.select({ n: count() }).from(userPlatformConnections).where(eq(userPlatformConnections.userId, userId)),
        db
          .select({ n: count() })
          .from(mediaOwners)
          .where(
            and(
              eq(mediaOwners.userId, userId),
              sql`not exists (select 1 from media_owners o where o.key = ${mediaOwners.key} and o.user_id <> ${userId})`,
            ),
          ),
      ]);
      return {
        blogs: first(b),
        prompts: first(p),
        sessions: first(s),
        contributionsInOthersSessions: first(c),
        instagramAccounts: first(i),
        platformConnections: first(pc),
        mediaFiles: first(m),
      };
    },

    /** Every contribution the user wrote (those in their own sessions go with the sessions anyway). */
    async deleteContributions(userId: UserId): Promise<void> {
      await db.delete(contributions).where(eq(contributions.userId, userId));
    },

    /**
     * Deletes the user. Blogs (and their publications), prompts, owned sessions, Instagram accounts
     * (tokens included) and posts, platform connections (credentials included), media ownership,
     * sessions and exports go with it (ON DELETE CASCADE); contributions left in others' sessions
     * keep a null author (ON DELETE SET NULL).
     */
    async deleteUser(userId: UserId): Promise<void> {
      await db.delete(users).where(eq(users.id, userId));
    },
  };
}
