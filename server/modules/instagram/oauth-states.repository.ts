import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instagramOauthStates } from '../../db/schema';

/** Single-use OAuth `state` values (stored hashed). */
export function oauthStatesRepository(db: Db) {
  return {
    insert: (values: typeof instagramOauthStates.$inferInsert) => db.insert(instagramOauthStates).values(values),

    /** Marks the state used if it is live and belongs to this user and session; true when it did. */
    async consume(stateHash: string, userId: number, sessionHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(instagramOauthStates)
        .set({ usedAt: now })
        .where(
          and(
            eq(instagramOauthStates.stateHash, stateHash),
            eq(instagramOauthStates.userId, userId),
            eq(instagramOauthStates.sessionHash, sessionHash),
            isNull(instagramOauthStates.usedAt),
            gt(instagramOauthStates.expiresAt, now),
          ),
        )
        .returning({ stateHash: instagramOauthStates.stateHash });
      return rows.length === 1;
    },

    /** Gives a consumed state back (the exchange failed before Instagram accepted the code). */
    release: (stateHash: string) =>
      db.update(instagramOauthStates).set({ usedAt: null }).where(eq(instagramOauthStates.stateHash, stateHash)),

    purgeOlderThan: (cutoff: Date) => db.delete(instagramOauthStates).where(lt(instagramOauthStates.expiresAt, cutoff)),
  };
}
