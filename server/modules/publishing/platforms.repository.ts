import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publishingPlatforms } from '../../db/schema';

export type PlatformRow = typeof publishingPlatforms.$inferSelect;

export function platformsRepository(db: Db) {
  return {
    list: (): Promise<PlatformRow[]> => db.select().from(publishingPlatforms).orderBy(asc(publishingPlatforms.id)),
    async findById(id: number): Promise<PlatformRow | undefined> {
      const [row] = await db.select().from(publishingPlatforms).where(eq(publishingPlatforms.id, id));
      return row;
    },
  };
}
