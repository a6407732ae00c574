import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottle } from '../../db/schema';

export interface ThrottleState {
  key: string;
  hits: number;
  windowStartedAt: Date;
}

/** Fixed-window counters kept in the database so every server process shares them. */
export function throttleRepository(db: Db) {
  return {
    async read(keys: string[]): Promise<ThrottleState[]> {
      if (keys.length === 0) return [];
      return db.select().from(authThrottle).where(inArray(authThrottle.key, keys));
    },

    /** Counts one hit; a window older than `windowMs` starts over. Atomic under concurrency. */
    async hit(key: string, windowMs: number): Promise<void> {
      const expired = sql`${authThrottle.windowStartedAt} < now() - (${windowMs} * interval '1 millisecond')`;
      await db
        .insert(authThrottle)
        .values({ key, hits: 1 })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${authThrottle.hits} + 1 end`,
            windowStartedAt: sql`case when ${expired} then now() else ${authThrottle.windowStartedAt} end`,
          },
        });
    },

    async clear(keys: string[]): Promise<void> {
      if (keys.length) await db.delete(authThrottle).where(inArray(authThrottle.key, keys));
    },

    async deleteOlderThan(cutoff: Date): Promise<void> {
      await db.delete(authThrottle).where(lt(authThrottle.windowStartedAt, cutoff));
    },
  };
}
