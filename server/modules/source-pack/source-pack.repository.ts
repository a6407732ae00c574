import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instagramPosts, sourcePacks } from '../../db/schema';

export type PackRow = typeof sourcePacks.$inferSelect;
export type Progress = { done: number; total: number; step: string };

/** A build that has not finished after this long is taken as crashed and may be started again. */
export const STALE_BUILD_MS = 10 * 60_000;

/** The cached slow parts of a post's source pack, and the creator's notes. */
export function sourcePacksRepository(db: Db) {
  return {
    async find(postId: number): Promise<PackRow | undefined> {
      const [row] = await db.select().from(sourcePacks).where(eq(sourcePacks.postId, postId)).limit(1);
      return row;
    },

    /** Instagram's own fields the pack reads (video link, AI label, location); the Instagram module writes them. */
    async postMetadata(postId: number): Promise<Record<string, unknown>> {
      const [row] = await db
        .select({ metadata: instagramPosts.metadata, instagramId: instagramPosts.instagramId })
        .from(instagramPosts)
        .where(eq(instagramPosts.id, postId))
        .limit(1);
      return { ...(row?.metadata ?? {}), instagramId: row?.instagramId };
    },

    /**
     * Takes the build of `postId` for `fingerprint` unless one is running (and fresh) or the
     * cached pack already has this fingerprint: true when this caller must build it. Atomic, so two
     * requests (or two processes) never OCR the same carousel twice.
     */
    async claimBuild(postId: number, fingerprint: string, now: Date): Promise<boolean> {
      const staleBefore = new Date(now.getTime() - STALE_BUILD_MS);
      const rows = await db
        .insert(sourcePacks)
        .values({ postId, fingerprint, status: 'building', buildStartedAt: now, progress: null })
        .onConflictDoUpdate({
          target: sourcePacks.postId,
          set: { fingerprint, status: 'building', buildStartedAt: now, progress: null, updatedAt: now },
          setWhere: sql`(${sourcePacks.status} = 'ready' and ${sourcePacks.fingerprint} <> ${fingerprint})
            or (${sourcePacks.status} = 'building' and ${sourcePacks.buildStartedAt} < ${staleBefore})`,
        })
        .returning({ postId: sourcePacks.postId });
      return rows.length > 0;
    },

    async setProgress(postId: number, progress: Progress) {
      await db
        .update(sourcePacks)
        .set({ progress, updatedAt: new Date() })
        .where(and(eq(sourcePacks.postId, postId), eq(sourcePacks.status, 'building')));
    },

    async finish(postId: number, fingerprint: string, data: Record<string, unknown>) {
      const now = new Date();
      await db
        .update(sourcePacks)
        .set({ status: 'ready', data, progress: null, builtAt: now, updatedAt: now })
        .where(and(eq(sourcePacks.postId, postId), eq(sourcePacks.fingerprint, fingerprint)));
    },

    /** A failed build is released so the next request starts it again. */
    async release(postId: number) {
      await db
        .update(sourcePacks)
        .set({ buildStartedAt: new Date(0), updatedAt: new Date() })
        .where(and(eq(sourcePacks.postId, postId), eq(sourcePacks.status, 'building')));
    },

    async setAnswers(
      postId: number,
      answers: { questionId: string; question: string; answer: string }[],
      fingerprint: string,
    ) {
      await db
        .insert(sourcePacks)
        .values({ postId, fingerprint, status: 'building', answers, buildStartedAt: new Date(0) })
        .onConflictDoUpdate({ target: sourcePacks.postId, set: { answers, updatedAt: new Date() } });
    },

    async setNotes(postId: number, notes: string, fingerprint: string) {
      const now = new Date();
      await db
        .insert(sourcePacks)
        .values({ postId, fingerprint, status: 'building', notes, buildStartedAt: new Date(0) })
        .onConflictDoUpdate({ target: sourcePacks.postId, set: { notes, updatedAt: now } });
    },
  };
}
export type SourcePacksRepository = ReturnType<typeof sourcePacksRepository>;
