import type { BlogId, UserId } from '@common/ids';
import { and, desc, eq, exists, getTableColumns, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { BlogRole } from '@common/co-editing';
import {
  aiGenerations,
  blogMembers,
  blogProvenance,
  blogPublications,
  blogs,
  publicPages,
  users,
} from '../../db/schema';

export type BlogRow = typeof blogs.$inferSelect;
export type NewBlogRow = typeof blogs.$inferInsert;
/** A blog with its published state, derived from its publications (the one representation). */
export type BlogRowWithState = BlogRow & {
  isPublished: boolean;
  /** The blog's open revision (docs/decisions/040-revisions-of-live-posts.md), null when none. */
  revisionId: number | null;
  /** Path of the blog's Inkgram public page while it is public (null when not); loaded by the service. */
  publicPath?: string | null;
};
export type BlogSummaryRow = Omit<BlogRow, 'content'> & { isPublished: boolean; revisionId: number | null };

/** A publication with status `published` makes the blog published (docs/product.md §4). */
export const publishedExists = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(blogPublications)
      .where(and(eq(blogPublications.blogId, blogs.id), eq(blogPublications.status, 'published'))),
  );

/** The id of the blog's open revision (docs/decisions/040-revisions-of-live-posts.md), by the unique index on revision_of. */
export const openRevisionId = () =>
  sql<number | null>`(select "r"."id" from "blogs" "r" where "r"."revision_of" = "blogs"."id")`;

/** Lists of a creator's blogs leave revisions out: a revision is reached through its live blog. */
export const notARevision = () => isNull(blogs.revisionOf);

export function blogsRepository(db: Db) {
  const { content: _content, ...summaryColumns } = getTableColumns(blogs);
  // The My Blogs list is the hottest read: prepared once, so no SQL is rebuilt per request.
  const listByUserQuery = db
    .select({
      ...summaryColumns,
      isPublished: sql<boolean>`${publishedExists(db)}`.mapWith(Boolean),
      revisionId: openRevisionId(),
    })
    .from(blogs)
    .where(and(eq(blogs.userId, sql.placeholder('userId')), notARevision()))
    .orderBy(desc(blogs.createdAt), desc(blogs.id))
    .prepare('blogs_list_by_user');

  return {
    /** A new blog has no publications yet: it is not published. */
    async insert(values: NewBlogRow): Promise<BlogRowWithState> {
      const [row] = await db.insert(blogs).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return { ...row, isPublished: false, revisionId: null };
    },

    /**
     * A new blog and its provenance link; undefined when the generation is not the user's (nothing
     * is written). Both rows or neither: the service runs it in its save's transaction.
     */
    async insertGenerated(values: NewBlogRow, generationId: number): Promise<BlogRowWithState | undefined> {
      const [own] = await db
        .select({ id: aiGenerations.id })
        .from(aiGenerations)
        .where(and(eq(aiGenerations.id, generationId), eq(aiGenerations.userId, values.userId)))
        .for('update')
        .limit(1);
      if (!own) return undefined;
      const [row] = await db.insert(blogs).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      await db.insert(blogProvenance).values({ blogId: row.id, generationId });
      return { ...row, isPublished: false, revisionId: null };
    },

    /** The user's blogs, newest first, without their bodies (the cards show the stored excerpt). */
    async listByUser(userId: UserId): Promise<BlogSummaryRow[]> {
      return listByUserQuery.execute({ userId });
    },

    /** `/p/<username>/<slug>` while the blog's public page is on (the public-pages module owns the rows). */
    async publicPathOf(id: number): Promise<string | null> {
      const [row] = await db
        // The creator's slug (SEO fields) when they chose one, else the one the page was first given.
        .select({
          username: users.username,
          slug: sql<string>`coalesce(nullif(${blogs.slug}, ''), ${publicPages.slug})`,
        })
        .from(publicPages)
        .innerJoin(users, eq(users.id, publicPages.userId))
        .innerJoin(blogs, eq(blogs.id, publicPages.blogId))
        .where(and(eq(publicPages.blogId, id), eq(publicPages.isPublic, true)))
        .limit(1);
      return row ? `/p/${encodeURIComponent(row.username.toLowerCase())}/${encodeURIComponent(row.slug)}` : null;
    },

    async findById(id: number): Promise<BlogRowWithState | undefined> {
      const [row] = await db
        .select({
          ...getTableColumns(blogs),
          isPublished: sql<boolean>`${publishedExists(db)}`.mapWith(Boolean),
          revisionId: openRevisionId(),
        })
        .from(blogs)
        .where(eq(blogs.id, id))
        .limit(1);
      return row;
    },

    /** Locks the blog's row until the transaction ends (a save checked against what its writer saw). */
    async lockById(id: number): Promise<BlogRow | undefined> {
      const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).for('update').limit(1);
      return row;
    },

    /** The blog with the role `userId` was given in it (null: the owner, or someone it is not shared with). */
    async findForActor(
      userId: UserId,
      id: BlogId,
    ): Promise<(BlogRowWithState & { role: BlogRole | null }) | undefined> {
      const row = await this.findById(id);
      if (!row || row.userId === userId) return row && { ...row, role: null };
      const [member] = await db
        .select({ role: blogMembers.role })
        .from(blogMembers)
        .where(and(eq(blogMembers.blogId, id), eq(blogMembers.userId, userId)))
        .limit(1);
      return { ...row, role: (member?.role as BlogRole | undefined) ?? null };
    },

    /**
     * Updates the user's blog unless it is published, in one statement (no window between the
     * check and the write). Undefined when nothing matched: the caller tells 404 from 409.
     */
    async updateUnpublished(
      id: number,
      userId: number,
      values: Partial<NewBlogRow>,
    ): Promise<BlogRowWithState | undefined> {
      const [row] = await db
        .update(blogs)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(blogs.id, id), eq(blogs.userId, userId), not(publishedExists(db))))
        .returning();
      return row && { ...row, isPublished: false, revisionId: null };
    },

    async deleteUnpublished(userId: UserId, id: BlogId): Promise<boolean> {
      const rows = await db
        .delete(blogs)
        // A revision is discarded instead (docs/decisions/040-revisions-of-live-posts.md).
        .where(and(eq(blogs.id, id), eq(blogs.userId, userId), not(publishedExists(db)), notARevision()))
        .returning({ id: blogs.id });
      return rows.length > 0;
    },
  };
}
