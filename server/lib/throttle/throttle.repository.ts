import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottle } from '../../db/schema';

export interface ThrottleState {
  key: string;
  hits: number;
  windowStartedAt: Date;
}

/** A counter never grows past this (a blocked caller's hit is given back; this only guards the column). */
const MAX_HITS = 2_147_483_647;

/**
 * Fixed-window counters kept in the database so every server process shares them. `db` may be a
 * transaction: a hit taken inside one holds the counter's row lock until it commits.
 */
export function throttleRepository(db: Db) {
  return {
    async read(keys: string[]): Promise<ThrottleState[]> {
      if (keys.length === 0) return [];
      return db.select().from(authThrottle).where(inArray(authThrottle.key, keys));
    },

    /**
     * Counts one hit and returns the counter after it, in one statement: concurrent callers queue on
     * the row and each sees a different count, so "count, then decide" cannot be raced. A window
     * older than `windowMs` starts over at 1.
     */
    async hit(key: string, windowMs: number): Promise<ThrottleState> {
      const expired = sql`${authThrottle.windowStartedAt} < now() - (${windowMs} * interval '1 millisecond')`;
      // Millisecond precision, so the start read back as a Date names its window exactly (giveBack).
      const start = sql`date_trunc('milliseconds', now())`;
      const [row] = await db
        .insert(authThrottle)
        .values({ key, hits: 1, windowStartedAt: start })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            hits: sql`case when ${expired} then 1 else least(${authThrottle.hits} + 1, ${MAX_HITS}) end`,
            windowStartedAt: sql`case when ${expired} then ${start} else ${authThrottle.windowStartedAt} end`,
          },
        })
        .returning();
      if (!row) throw new Error('throttle upsert returned no row');
      return row;
    },

    /** Takes back one hit counted in the window that `state` belongs to (a newer window is left alone). */
    async giveBack(state: ThrottleState): Promise<void> {
      await db
        .update(authThrottle)
        .set({ hits: sql`${authThrottle.hits} - 1` })
        .where(
          and(
            eq(authThrottle.key, state.key),
            eq(authThrottle.windowStartedAt, state.windowStartedAt),
            gt(authThrottle.hits, 0),
          ),
        );
    },

    async clear(keys: string[]): Promise<void> {
      if (keys.length) await db.delete(authThrottle).where(inArray(authThrottle.key, keys));
    },

    async deleteOlderThan(cutoff: Date): Promise<void> {
      await db.delete(authThrottle).where(lt(authThrottle.windowStartedAt, cutoff));
    },
  };
}

export type ThrottleRepository = ReturnType<typeof throttleRepository>;
