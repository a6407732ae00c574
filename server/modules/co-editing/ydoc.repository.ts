import { and, asc, eq, lte, not, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db } from '../../db/client';
import { blogYdocs, blogYupdates, blogs } from '../../db/schema';
import { previewOf } from '../../lib/html/sanitize';
import { publishedExists } from '../blogs';

export interface StoredDocument {
  content: string;
  isPublished: boolean;
  state?: Uint8Array;
  contentHash?: string;
  updates: { id: number; update: Uint8Array }[];
}

/** The persistence of co-edited Y documents (docs/decisions/020): append every update, compact later. */
export function ydocRepository(db: Db) {
  return {
    async load(blogId: number): Promise<StoredDocument | undefined> {
      const [blog] = await db
        .select({ content: blogs.content, isPublished: sql<boolean>`${publishedExists(db)}`.mapWith(Boolean) })
        .from(blogs)
        .where(eq(blogs.id, blogId));
      if (!blog) return undefined;
      const [doc] = await db.select().from(blogYdocs).where(eq(blogYdocs.blogId, blogId));
      const updates = await this.updatesAfter(blogId, 0);
      return { ...blog, state: doc?.state, contentHash: doc?.contentHash, updates };
    },

    updatesAfter: (blogId: number, afterId: number) =>
      db
        .select({ id: blogYupdates.id, update: blogYupdates.update })
        .from(blogYupdates)
        .where(and(eq(blogYupdates.blogId, blogId), sql`${blogYupdates.id} > ${afterId}`))
        .orderBy(asc(blogYupdates.id)),

    async append(blogId: number, update: Uint8Array): Promise<number> {
      const [row] = await db.insert(blogYupdates).values({ blogId, update }).returning({ id: blogYupdates.id });
      return row!.id;
    },

    /**
     * A fresh document replaces whatever was stored (the HTML was written by something else). Two
     * rows: run it on the caller's transaction (stores.ts).
     */
    async reset(blogId: number, state: Uint8Array, contentHash: string): Promise<void> {
      await db.delete(blogYupdates).where(eq(blogYupdates.blogId, blogId));
      await db
        .insert(blogYdocs)
        .values({ blogId, state, contentHash })
        .onConflictDoUpdate({ target: blogYdocs.blogId, set: { state, contentHash, updatedAt: new Date() } });
    },

    /**
     * Folds `state` (which includes every update up to `upToId`) into the stored document, merged
     * with what another process may have stored meanwhile, drops those update rows and writes the
     * HTML the rest of the app reads (unless the blog was published meanwhile: it is locked). The
     * stored document is locked until the transaction ends: run it on the caller's (stores.ts).
     */
    async compact(blogId: number, state: Uint8Array, upToId: number, html: string, contentHash: string): Promise<void> {
      const [current] = await db
        .select({ state: blogYdocs.state })
        .from(blogYdocs)
        .where(eq(blogYdocs.blogId, blogId))
        .for('update');
      const merged = current ? Y.mergeUpdates([current.state, state]) : state;
      await db
        .insert(blogYdocs)
        .values({ blogId, state: merged, contentHash })
        .onConflictDoUpdate({ target: blogYdocs.blogId, set: { state: merged, contentHash, updatedAt: new Date() } });
      await db.delete(blogYupdates).where(and(eq(blogYupdates.blogId, blogId), lte(blogYupdates.id, upToId)));
      await db
        .update(blogs)
        .set({ content: html, excerpt: previewOf(html), updatedAt: new Date() })
        .where(and(eq(blogs.id, blogId), not(publishedExists(db)), sql`${blogs.content} is distinct from ${html}`));
    },
  };
}
