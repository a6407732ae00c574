import type { UserId } from '@common/ids';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiGenerations, blogProvenance } from '../../db/schema';

export type GenerationRow = typeof aiGenerations.$inferSelect;
export type NewGeneration = typeof aiGenerations.$inferInsert;
export type ProvenanceRow = typeof blogProvenance.$inferSelect;

/** All access to ai_generations and blog_provenance. */
export function provenanceRepository(db: Db) {
  return {
    async insertGeneration(values: NewGeneration): Promise<GenerationRow> {
      const [row] = await db.insert(aiGenerations).values(values).returning();
      return row!;
    },

    /** The user's own generation (another user's is undefined: a 404). */
    async findGeneration(userId: UserId, id: number): Promise<GenerationRow | undefined> {
      const [row] = await db
        .select()
        .from(aiGenerations)
        .where(and(eq(aiGenerations.id, id), eq(aiGenerations.userId, userId)))
        .limit(1);
      return row;
    },

    async find(blogId: number): Promise<{ link: ProvenanceRow; generation: GenerationRow | null } | undefined> {
      const [row] = await db
        .select({ link: blogProvenance, generation: aiGenerations })
        .from(blogProvenance)
        .leftJoin(aiGenerations, eq(aiGenerations.id, blogProvenance.generationId))
        .where(eq(blogProvenance.blogId, blogId))
        .limit(1);
      return row;
    },

    /** Links the blog to a generation (a new link replaces the old: the text came from there). */
    async link(blogId: number, generationId: number): Promise<void> {
      await db
        .insert(blogProvenance)
        .values({ blogId, generationId })
        .onConflictDoUpdate({
          target: blogProvenance.blogId,
          set: { generationId, reviewedAt: null, updatedAt: new Date() },
        });
    },

    /** The blog's one disclosure setting; a blog written by hand gets a row without a generation. */
    async setDisclosure(blogId: number, disclosure: boolean): Promise<void> {
      await db
        .insert(blogProvenance)
        .values({ blogId, disclosure })
        .onConflictDoUpdate({ target: blogProvenance.blogId, set: { disclosure, updatedAt: new Date() } });
    },

    async update(blogId: number, values: { reviewedAt?: Date | null; disclosure?: boolean }): Promise<void> {
      await db
        .update(blogProvenance)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(blogProvenance.blogId, blogId));
    },
  };
}
