import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instagramAccounts } from '../../db/schema';

export type AccountRow = typeof instagramAccounts.$inferSelect;
export type AccountInsert = typeof instagramAccounts.$inferInsert;

/** Every Drizzle access to instagram_accounts. */
export function accountsRepository(db: Db) {
  return {
    listByUser: (userId: number) =>
      db
        .select()
        .from(instagramAccounts)
        .where(eq(instagramAccounts.userId, userId))
        .orderBy(asc(instagramAccounts.id)),

    async findById(id: number): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(instagramAccounts).where(eq(instagramAccounts.id, id)).limit(1);
      return row;
    },

    /** Insert, or update the user's existing row for the same Instagram account (no duplicates). */
    async upsert(values: AccountInsert): Promise<AccountRow> {
      const { userId: _u, instagramUserId: _i, ...update } = values;
      const [row] = await db
        .insert(instagramAccounts)
        .values(values)
        .onConflictDoUpdate({
          target: [instagramAccounts.userId, instagramAccounts.instagramUserId],
          set: { ...update, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },

    async update(id: number, values: Partial<AccountInsert>) {
      await db
        .update(instagramAccounts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(instagramAccounts.id, id));
    },

    /** Takes the sync lease (one sync per account across processes); undefined when not due or busy. */
    async claimSync(id: number, now: Date, staleLeaseMs: number): Promise<AccountRow | undefined> {
      const [row] = await db
        .update(instagramAccounts)
        .set({ syncStartedAt: now })
        .where(
          and(
            eq(instagramAccounts.id, id),
            eq(instagramAccounts.needsReconnect, false),
            eq(instagramAccounts.isConnected, true),
            or(
              isNull(instagramAccounts.syncStartedAt),
              lt(instagramAccounts.syncStartedAt, new Date(now.getTime() - staleLeaseMs)),
            ),
            or(isNull(instagramAccounts.syncBlockedUntil), lt(instagramAccounts.syncBlockedUntil, now)),
          ),
        )
        .returning();
      return row;
    },

    delete: (id: number) => db.delete(instagramAccounts).where(eq(instagramAccounts.id, id)),

    /** Accounts Meta's signed_request names (by IG user id or app-scoped id). */
    findByInstagramId: (igId: string) =>
      db
        .select()
        .from(instagramAccounts)
        .where(or(eq(instagramAccounts.instagramUserId, igId), eq(instagramAccounts.appScopedId, igId))),

    /** Live accounts whose token expires before `before` (refresh candidates). */
    listExpiring: (before: Date) =>
      db
        .select()
        .from(instagramAccounts)
        .where(
          and(
            eq(instagramAccounts.needsReconnect, false),
            eq(instagramAccounts.isConnected, true),
            lt(instagramAccounts.tokenExpiry, before),
          ),
        )
        .orderBy(asc(instagramAccounts.tokenExpiry))
        .limit(500),

    countByUser: async (userId: number) => {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(instagramAccounts)
        .where(eq(instagramAccounts.userId, userId));
      return r?.n ?? 0;
    },
  };
}
