import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

import type { SessionRow, SessionUser } from '../../lib/auth-context';

export type { SessionRow, SessionUser };

export function sessionsRepository(db: Db) {
  // Every authenticated request runs this lookup: prepared once, on first use, so no SQL is rebuilt
  // per request (a repository over a transaction, which only inserts, never prepares it).
  const prepareFindLive = () =>
    db
      .select({
        session: sessions,
        user: {
          id: users.id,
          username: users.username,
          name: users.name,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
        },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.idHash, sql.placeholder('idHash')),
          gt(sessions.idleExpiresAt, sql.placeholder('now')),
          gt(sessions.absoluteExpiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare('sessions_find_live');
  let findLiveQuery: ReturnType<typeof prepareFindLive> | undefined;

  return {
    async insert(values: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The live session for a token hash together with its user, in one round trip. */
    async findLive(idHash: string, now: Date): Promise<{ session: SessionRow; user: SessionUser } | undefined> {
      findLiveQuery ??= prepareFindLive();
      const [row] = await findLiveQuery.execute({ idHash, now });
      return row;
    },

    async touch(idHash: string, lastSeenAt: Date, idleExpiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt, idleExpiresAt }).where(eq(sessions.idHash, idHash));
    },

    async delete(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    /** Which of these public session ids still name a session (ended ones were deleted). */
    async existing(publicIds: string[]): Promise<Set<string>> {
      const rows = await db
        .select({ publicId: sessions.publicId })
        .from(sessions)
        .where(inArray(sessions.publicId, publicIds));
      return new Set(rows.map((r) => r.publicId));
    },

    async deleteExpired(now: Date): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(or(lt(sessions.idleExpiresAt, now), lt(sessions.absoluteExpiresAt, now)))
        .returning({ idHash: sessions.idHash });
      return rows.length;
    },
  };
}
