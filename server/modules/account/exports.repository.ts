import { and, asc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountExports,
  blogPublications,
  blogs,
  collaborativeContributions as contributions,
  collaborativeWritingSessions as collabSessions,
  mediaOwners,
  publishingPlatforms,
  userPlatformConnections,
  writingPrompts,
} from '../../db/schema';

/** An export row without its archive bytes (what status polls read). */
const statusColumns = {
  id: accountExports.id,
  publicId: accountExports.publicId,
  userId: accountExports.userId,
  status: accountExports.status,
  done: accountExports.done,
  total: accountExports.total,
  error: accountExports.error,
  sizeBytes: accountExports.sizeBytes,
  createdAt: accountExports.createdAt,
  completedAt: accountExports.completedAt,
  expiresAt: accountExports.expiresAt,
};
export type ExportRow = { [K in keyof typeof statusColumns]: (typeof accountExports.$inferSelect)[K] };

export function exportsRepository(db: Db) {
  return {
    async insert(values: { publicId: string; userId: number; expiresAt: Date }): Promise<ExportRow> {
      const [row] = await db.insert(accountExports).values(values).returning(statusColumns);
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findById(id: number): Promise<ExportRow | undefined> {
      const [row] = await db.select(statusColumns).from(accountExports).where(eq(accountExports.id, id)).limit(1);
      return row;
    },

    /** The user's export by its public id; another user's is reported as missing. */
    async findOwned(userId: number, publicId: string): Promise<ExportRow | undefined> {
      const [row] = await db
        .select(statusColumns)
        .from(accountExports)
        .where(and(eq(accountExports.userId, userId), eq(accountExports.publicId, publicId)))
        .limit(1);
      return row;
    },

    /** The user's export still queued or running, if any (one at a time). */
    async findPending(userId: number): Promise<ExportRow | undefined> {
      const [row] = await db
        .select(statusColumns)
        .from(accountExports)
        .where(
          and(
            eq(accountExports.userId, userId),
            or(eq(accountExports.status, 'queued'), eq(accountExports.status, 'running')),
          ),
        )
        .limit(1);
      return row;
    },

    async readZip(id: number): Promise<Buffer | undefined> {
      const [row] = await db.select({ zip: accountExports.zip }).from(accountExports).where(eq(accountExports.id, id));
      return row?.zip ?? undefined;
    },

    async progress(id: number, values: { status?: string; done?: number; total?: number }): Promise<void> {
      await db.update(accountExports).set(values).where(eq(accountExports.id, id));
    },

    async finish(id: number, zip: Buffer): Promise<void> {
      await db
        .update(accountExports)
        .set({ status: 'ready', zip, sizeBytes: zip.length, completedAt: new Date() })
        .where(eq(accountExports.id, id));
    },

    async fail(id: number, error: string): Promise<void> {
      await db
        .update(accountExports)
        .set({ status: 'failed', error, completedAt: new Date() })
        .where(eq(accountExports.id, id));
    },

    async deleteExpired(now: Date): Promise<number> {
      const rows = await db
        .delete(accountExports)
        .where(lt(accountExports.expiresAt, now))
        .returning({ id: accountExports.id });
      return rows.length;
    },

    // What goes into the archive: the user's own rows only.
    blogsOf: (userId: number) => db.select().from(blogs).where(eq(blogs.userId, userId)).orderBy(asc(blogs.id)),

    promptsOf: (userId: number) =>
      db.select().from(writingPrompts).where(eq(writingPrompts.userId, userId)).orderBy(asc(writingPrompts.id)),

    contributionsOf: (userId: number) =>
      db
        .select({
          id: contributions.id,
          sessionId: contributions.sessionId,
          sessionTitle: collabSessions.title,
          content: contributions.content,
          type: contributions.type,
          status: contributions.status,
          createdAt: contributions.createdAt,
          updatedAt: contributions.updatedAt,
        })
        .from(contributions)
        .innerJoin(collabSessions, eq(collabSessions.id, contributions.sessionId))
        .where(eq(contributions.userId, userId))
        .orderBy(asc(contributions.id)),

    publicationsOf: (userId: number) =>
      db
        .select({
          id: blogPublications.id,
          blogId: blogPublications.blogId,
          blogTitle: blogs.title,
          platform: publishingPlatforms.displayName,
          status: blogPublications.status,
          platformBlogUrl: blogPublications.platformBlogUrl,
          publishedAt: blogPublications.publishedAt,
          error: blogPublications.error,
          createdAt: blogPublications.createdAt,
        })
        .from(blogPublications)
        .innerJoin(blogs, eq(blogs.id, blogPublications.blogId))
        .leftJoin(userPlatformConnections, eq(userPlatformConnections.id, blogPublications.platformConnectionId))
        .leftJoin(publishingPlatforms, eq(publishingPlatforms.id, userPlatformConnections.platformId))
        .where(eq(blogs.userId, userId))
        .orderBy(asc(blogPublications.id)),

    /** Which of `keys` the user owns (only those images go into their archive). */
    async ownedKeys(userId: number, keys: string[]): Promise<Set<string>> {
      if (!keys.length) return new Set();
      const rows = await db
        .select({ key: mediaOwners.key })
        .from(mediaOwners)
        .where(and(eq(mediaOwners.userId, userId), inArray(mediaOwners.key, keys)));
      return new Set(rows.map((r) => r.key));
    },
  };
}
