import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instagramDeletionRequests } from '../../db/schema';

export type DeletionRequestRow = typeof instagramDeletionRequests.$inferSelect;

/** The record of each data-deletion request Meta sent (its status page reads it by confirmation code). */
export function deletionRequestsRepository(db: Db) {
  return {
    async insert(values: { confirmationCode: string; instagramUserId: string; accountsDeleted: number }) {
      await db.insert(instagramDeletionRequests).values(values);
    },

    async findByCode(code: string): Promise<DeletionRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(instagramDeletionRequests)
        .where(eq(instagramDeletionRequests.confirmationCode, code))
        .limit(1);
      return row;
    },
  };
}
