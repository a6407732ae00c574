import type { PageQuery } from '@common/pagination';
import type { VersionFields, VersionReason } from '@common/versions';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogVersions, blogs, users } from '../../db/schema';
import { afterCursor, cursorKeySql, toPage, type Page } from '../../lib/pagination';

const v = blogVersions;

const summary = {
  id: v.id,
  blogId: v.blogId,
  authorId: v.authorId,
  authorName: users.name,
  reason: v.reason,
  wordCount: v.wordCount,
  name: v.name,
  authorIds: v.authorIds,
  createdAt: v.createdAt,
  savedAt: v.savedAt,
};
export type VersionRow = {
  id: number;
  blogId: number;
  authorId: number | null;
  authorName: string | null;
  reason: VersionReason;
  wordCount: number;
  name: string | null;
  authorIds: number[];
  createdAt: Date;
  savedAt: Date;
};
export type VersionWithSnapshot = VersionRow & { snapshot: Buffer };

/** A blog's versions (server/db/schema/versions.ts). */
export function versionsRepository(db: Db) {
  return {
    /** The versioned fields of a blog as stored now, or undefined when it is gone. */
    async currentFields(blogId: number): Promise<VersionFields | undefined> {
      const [row] = await db
        .select({
          title: blogs.title,
          content: blogs.content,
          tags: blogs.tags,
          category: blogs.category,
          seoTitle: blogs.seoTitle,
          seoDescription: blogs.seoDescription,
          seoKeywords: blogs.seoKeywords,
          slug: blogs.slug,
          featuredImageAlt: blogs.featuredImageAlt,
        })
        .from(blogs)
        .where(eq(blogs.id, blogId))
        .limit(1);
      return row;
    },

    /** One page, newest first: `(created_at desc, id desc)` after the cursor (server/lib/pagination.ts). */
    async list(blogId: number, page: PageQuery, namedOnly = false): Promise<Page<VersionRow>> {
      const rows = await db
        .select({ ...summary, cursorKey: cursorKeySql(v.createdAt) })
        .from(v)
        .leftJoin(users, eq(users.id, v.authorId))
        .where(
          and(
            eq(v.blogId, blogId),
            namedOnly ? isNotNull(v.name) : undefined,
            afterCursor(v.createdAt, v.id, page.cursor),
          ),
        )
        .orderBy(desc(v.createdAt), desc(v.id))
        .limit(page.limit + 1);
      return toPage(rows as (VersionRow & { cursorKey: string })[], page.limit);
    },

    async find(blogId: number, id: number): Promise<VersionWithSnapshot | undefined> {
      const [row] = await db
        .select({ ...summary, snapshot: v.snapshot })
        .from(v)
        .leftJoin(users, eq(users.id, v.authorId))
        .where(and(eq(v.blogId, blogId), eq(v.id, id)))
        .limit(1);
      return row as VersionWithSnapshot | undefined;
    },

    async newest(blogId: number): Promise<VersionWithSnapshot | undefined> {
      const [row] = await db
        .select({ ...summary, snapshot: v.snapshot })
        .from(v)
        .leftJoin(users, eq(users.id, v.authorId))
        .where(eq(v.blogId, blogId))
        .orderBy(desc(v.createdAt), desc(v.id))
        .limit(1);
      return row as VersionWithSnapshot | undefined;
    },

    /** The version just before `id` in the blog's history (its changes are compared with it). */
    async previousId(blogId: number, id: number): Promise<number | null> {
      const [row] = await db
        .select({ id: v.id })
        .from(v)
        .where(
          and(
            eq(v.blogId, blogId),
            sql`(${v.createdAt}, ${v.id}) < (select created_at, id from blog_versions where id = ${id})`,
          ),
        )
        .orderBy(desc(v.createdAt), desc(v.id))
        .limit(1);
      return row?.id ?? null;
    },

    /** The display names of these users (absent: the account is gone). */
    async userNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** Names, renames or (null) unnames a version; false when it is not this blog's. */
    async setName(blogId: number, id: number, name: string | null): Promise<boolean> {
      const rows = await db
        .update(v)
        .set({ name })
        .where(and(eq(v.blogId, blogId), eq(v.id, id)))
        .returning({ id: v.id });
      return rows.length > 0;
    },

    async countNamed(blogId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(v)
        .where(and(eq(v.blogId, blogId), isNotNull(v.name)));
      return row?.n ?? 0;
    },

    async insert(values: typeof v.$inferInsert): Promise<number> {
      const [row] = await db.insert(v).values(values).returning({ id: v.id });
      return row!.id;
    },

    /** A coalesced save: the row keeps its id and window start, and takes the new state. */
    async overwrite(id: number, values: { snapshot: Buffer; wordCount: number; authorIds: number[] }): Promise<void> {
      await db
        .update(v)
        .set({ ...values, savedAt: new Date() })
        .where(eq(v.id, id));
    },

    /**
     * Keeps the newest `keep` unnamed versions of a blog and every named one (docs/decisions/034);
     * returns how many older unnamed ones went.
     */
    async trim(blogId: number, keep: number): Promise<number> {
      const [edge] = await db
        .select({ key: cursorKeySql(v.createdAt), id: v.id })
        .from(v)
        .where(and(eq(v.blogId, blogId), isNull(v.name)))
        .orderBy(desc(v.createdAt), desc(v.id))
        .offset(keep - 1)
        .limit(1);
      if (!edge) return 0;
      const gone = await db
        .delete(v)
        .where(
          and(
            eq(v.blogId, blogId),
            isNull(v.name),
            sql`(${v.createdAt}, ${v.id}) < (${edge.key}::timestamptz, ${edge.id})`,
          ),
        )
        .returning({ id: v.id });
      return gone.length;
    },

    async count(blogId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(v)
        .where(eq(v.blogId, blogId));
      return row?.n ?? 0;
    },
  };
}
