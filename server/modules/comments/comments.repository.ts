import { and, asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { blogComments, users } from '../../db/schema';

const c = blogComments;
const author = alias(users, 'comment_author');
const resolver = alias(users, 'comment_resolver');

const columns = {
  id: c.id,
  blogId: c.blogId,
  parentId: c.parentId,
  authorId: c.authorId,
  authorName: author.name,
  anchorFrom: c.anchorFrom,
  anchorTo: c.anchorTo,
  quote: c.quote,
  body: c.body,
  createdAt: c.createdAt,
  resolvedAt: c.resolvedAt,
  resolvedById: c.resolvedBy,
  resolvedByName: resolver.name,
};

export interface CommentRow {
  id: number;
  blogId: number;
  parentId: number | null;
  authorId: number | null;
  /** Null once the author deleted their account. */
  authorName: string | null;
  anchorFrom: string | null;
  anchorTo: string | null;
  quote: string;
  body: string;
  createdAt: Date;
  resolvedAt: Date | null;
  resolvedById: number | null;
  resolvedByName: string | null;
}

export interface NewComment {
  blogId: number;
  authorId: number;
  parentId: number | null;
  anchorFrom: string | null;
  anchorTo: string | null;
  quote: string;
  body: string;
}

/** A blog's comments (server/db/schema/comments.ts), with their authors' and resolvers' names. */
export function commentsRepository(db: Db) {
  const select = () =>
    db
      .select(columns)
      .from(c)
      .leftJoin(author, eq(author.id, c.authorId))
      .leftJoin(resolver, eq(resolver.id, c.resolvedBy));

  return {
    /** Every comment of the blog, oldest first (threads and replies alike; bounded by COMMENT_LIMITS.perBlog). */
    listForBlog: (blogId: number): Promise<CommentRow[]> =>
      select().where(eq(c.blogId, blogId)).orderBy(asc(c.createdAt), asc(c.id)),

    /** A thread: its first comment and its replies, oldest first. */
    thread: (blogId: number, rootId: number): Promise<CommentRow[]> =>
      select()
        .where(and(eq(c.blogId, blogId), or(eq(c.id, rootId), eq(c.parentId, rootId))))
        .orderBy(asc(c.createdAt), asc(c.id)),

    async find(blogId: number, id: number) {
      const [row] = await db
        .select({ id: c.id, parentId: c.parentId, authorId: c.authorId })
        .from(c)
        .where(and(eq(c.blogId, blogId), eq(c.id, id)))
        .limit(1);
      return row;
    },

    /**
     * Adds a comment unless the blog already has `limit` of them, in one statement. Returns its id,
     * or undefined when the blog is full.
     */
    async insertBelow(limit: number, row: NewComment): Promise<number | undefined> {
      // node-postgres and PGlite both answer raw SQL with `{ rows }`.
      const result = (await db.execute(sql`
        insert into ${c} (blog_id, author_id, parent_id, anchor_from, anchor_to, quote, body)
        select ${row.blogId}, ${row.authorId}, ${row.parentId}, ${row.anchorFrom}, ${row.anchorTo}, ${row.quote}, ${row.body}
        where (select count(*) from ${c} where blog_id = ${row.blogId}) < ${limit}
        returning id`)) as { rows: { id: number }[] };
      const id = result.rows[0]?.id;
      return id === undefined ? undefined : Number(id);
    },

    async setResolved(blogId: number, id: number, by: number | null): Promise<void> {
      await db
        .update(c)
        .set(by === null ? { resolvedAt: null, resolvedBy: null } : { resolvedAt: new Date(), resolvedBy: by })
        .where(and(eq(c.blogId, blogId), eq(c.id, id)));
    },

    /** Deletes a comment (a thread's replies go with it). */
    async remove(blogId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(c)
        .where(and(eq(c.blogId, blogId), eq(c.id, id)))
        .returning({ id: c.id });
      return rows.length > 0;
    },
  };
}
