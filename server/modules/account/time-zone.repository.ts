import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The account's time zone column (users.time_zone). */
export function timeZoneRepository(db: Db) {
  return {
    /** The user's zone (null: not chosen yet); undefined when there is no such user. */
    async find(userId: number): Promise<string | null | undefined> {
      const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.timeZone;
    },

    /** Whether the user exists (and now has `timeZone`). */
    async save(userId: number, timeZone: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ timeZone, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
