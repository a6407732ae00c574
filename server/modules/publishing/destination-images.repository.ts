import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { destinationImages } from '../../db/schema';

/** Where a creator's stored images went on a destination (docs/decisions/028): all Drizzle access. */
export function destinationImagesRepository(db: Db) {
  return {
    /** The remote URL of each of `mediaKeys` already on this destination. */
    async urlsOf(userId: number, destinationKey: string, mediaKeys: string[]): Promise<Map<string, string>> {
      if (!mediaKeys.length) return new Map();
      const rows = await db
        .select({ mediaKey: destinationImages.mediaKey, remoteUrl: destinationImages.remoteUrl })
        .from(destinationImages)
        .where(
          and(
            eq(destinationImages.userId, userId),
            eq(destinationImages.destinationKey, destinationKey),
            inArray(destinationImages.mediaKey, mediaKeys),
          ),
        );
      return new Map(rows.map((r) => [r.mediaKey, r.remoteUrl]));
    },
    /** Remembers one upload (written right after it, so a retry never uploads it again). */
    async record(row: typeof destinationImages.$inferInsert): Promise<void> {
      await db.insert(destinationImages).values(row).onConflictDoNothing();
    },
  };
}
