import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { atprotoOauthStates } from '../../../db/schema';

/** AT Protocol OAuth sign-ins under way (their `state` stored hashed, their data encrypted). */
export function oauthStatesRepository(db: Db) {
  return {
    insert: (values: typeof atprotoOauthStates.$inferInsert) => db.insert(atprotoOauthStates).values(values),

    /**
     * Takes the sign-in of this state if it belongs to this user and session: deleted in the same
     * statement, so it is used once whatever happens next. `expired` when it was too old.
     */
    async take(
      stateHash: string,
      userId: number,
      sessionHash: string,
      now: Date,
    ): Promise<{ data: string } | 'expired' | null> {
      const [row] = await db
        .delete(atprotoOauthStates)
        .where(
          and(
            eq(atprotoOauthStates.stateHash, stateHash),
            eq(atprotoOauthStates.userId, userId),
            eq(atprotoOauthStates.sessionHash, sessionHash),
          ),
        )
        .returning({ data: atprotoOauthStates.data, expiresAt: atprotoOauthStates.expiresAt });
      if (!row) return null;
      return row.expiresAt > now ? { data: row.data } : 'expired';
    },

    purgeExpired: (now: Date) => db.delete(atprotoOauthStates).where(lt(atprotoOauthStates.expiresAt, now)),
  };
}
