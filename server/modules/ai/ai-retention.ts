import { and, lt, notExists, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiGenerations, blogProvenance } from '../../db/schema';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Retention of ai_generations (docs/decisions/027-creator-voice-and-top-posts.md): a writer's output older than `days` is deleted, except
 * the generation a blog's provenance points to (the editor still shows where that text came from).
 * Returns how many rows went.
 */
export async function pruneGenerations(db: Db, days: number, now = new Date()): Promise<number> {
  const removed = await db
    .delete(aiGenerations)
    .where(
      and(
        lt(aiGenerations.createdAt, new Date(now.getTime() - days * DAY)),
        notExists(
          db
            .select({ one: blogProvenance.blogId })
            .from(blogProvenance)
            .where(eq(blogProvenance.generationId, aiGenerations.id)),
        ),
      ),
    )
    .returning({ id: aiGenerations.id });
  return removed.length;
}
