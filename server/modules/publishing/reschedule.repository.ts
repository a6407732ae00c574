import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPublications } from '../../db/schema';
import type { PublicationRow } from './publications.repository';

/** The wall clock a schedule was set to (docs/decisions/042-publishing-calendar.md): kept in the row's metadata. */
export interface WallClock {
  zone: string;
  local: string;
}

/**
 * Moving a scheduled publication to another time (the publishing calendar). Conditional on the row
 * still being `scheduled`, so a move racing the worker that is sending it never undoes the send.
 * `status`: `pending` where the platform holds the post (the job sends the new time now), else
 * `scheduled` (the queue's job waits for the time).
 */
export function rescheduleRepository(db: Db) {
  return {
    async move(
      id: number,
      status: 'pending' | 'scheduled',
      at: Date,
      wallClock: WallClock,
    ): Promise<PublicationRow | undefined> {
      const patch = { wallClock, attempts: 0, sweeps: 0, previousStatus: 'scheduled', lastError: null };
      const [row] = await db
        .update(blogPublications)
        .set({
          status,
          scheduledAt: at,
          error: null,
          updatedAt: new Date(),
          metadata: sql`${blogPublications.metadata} || ${JSON.stringify(patch)}::jsonb`,
        })
        .where(and(eq(blogPublications.id, id), eq(blogPublications.status, 'scheduled')))
        .returning();
      return row;
    },
  };
}
