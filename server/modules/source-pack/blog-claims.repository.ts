import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogClaimChecks } from '../../db/schema';

export type ClaimCheckRow = typeof blogClaimChecks.$inferSelect;
export type NewClaimCheck = typeof blogClaimChecks.$inferInsert;

/** All access to blog_claim_checks: one row per blog, replaced on each recomputation. */
export function blogClaimsRepository(db: Db) {
  return {
    async find(blogId: number): Promise<ClaimCheckRow | undefined> {
      const [row] = await db.select().from(blogClaimChecks).where(eq(blogClaimChecks.blogId, blogId)).limit(1);
      return row;
    },

    async save(values: NewClaimCheck): Promise<ClaimCheckRow> {
      const { contentHash, checked, claims, judgementNote } = values;
      const [row] = await db
        .insert(blogClaimChecks)
        .values(values)
        .onConflictDoUpdate({
          target: blogClaimChecks.blogId,
          set: { contentHash, checked, claims, judgementNote: judgementNote ?? null, checkedAt: new Date() },
        })
        .returning();
      return row!;
    },
  };
}
