import { and, asc, eq, isNotNull, isNull, lte, min, ne, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db } from '../../db/client';
import {
  blogCredits,
  collaborativeContributions,
  collaborativeWritingSessions,
  sessionDraftAuthors,
  sessionDraftUpdates,
  sessionDrafts,
  users,
} from '../../db/schema';
import { sha256 } from './ydoc-html';
import type { StoredDocument } from './ydoc.repository';

const EMPTY_DOC = Y.encodeStateAsUpdate(new Y.Doc());

/**
 * The persistence of a collaborative session's shared draft (docs/decisions/020-coediting-on-postgresql.md): the same scheme as a
 * blog's document (docs/decisions/020: append every update, compact later), with the HTML kept
 * beside the document in session_drafts. Nothing else writes that HTML, so it always matches.
 */
export function draftRepository(db: Db) {
  return {
    async load(sessionId: number): Promise<StoredDocument | undefined> {
      const [session] = await db
        .select({ id: collaborativeWritingSessions.id })
        .from(collaborativeWritingSessions)
        .where(eq(collaborativeWritingSessions.id, sessionId));
      if (!session) return undefined;
      const [draft] = await db.select().from(sessionDrafts).where(eq(sessionDrafts.sessionId, sessionId));
      const content = draft?.content ?? '';
      const updates = await this.updatesAfter(sessionId, 0);
      return { content, isPublished: false, state: draft?.state, contentHash: sha256(content), updates };
    },

    updatesAfter: (sessionId: number, afterId: number) =>
      db
        .select({ id: sessionDraftUpdates.id, update: sessionDraftUpdates.update })
        .from(sessionDraftUpdates)
        .where(and(eq(sessionDraftUpdates.sessionId, sessionId), sql`${sessionDraftUpdates.id} > ${afterId}`))
        .orderBy(asc(sessionDraftUpdates.id)),

    async append(sessionId: number, update: Uint8Array): Promise<number> {
      const [row] = await db
        .insert(sessionDraftUpdates)
        .values({ sessionId, update })
        .returning({ id: sessionDraftUpdates.id });
      return row!.id;
    },

    /** A new draft: its first document (the HTML is still empty). */
    async reset(sessionId: number, state: Uint8Array): Promise<void> {
      await db.insert(sessionDrafts).values({ sessionId, state }).onConflictDoNothing();
    },

    /**
     * Folds `state` (every update up to `upToId`) into the stored draft, merged, with its HTML. The
     * draft is locked until the transaction ends: run it on the caller's (stores.ts).
     */
    async compact(sessionId: number, state: Uint8Array, upToId: number, html: string): Promise<void> {
      const [current] = await db
        .select({ state: sessionDrafts.state })
        .from(sessionDrafts)
        .where(eq(sessionDrafts.sessionId, sessionId))
        .for('update');
      const merged = current ? Y.mergeUpdates([current.state, state]) : state;
      const values = { state: merged, content: html, updatedAt: new Date() };
      await db
        .insert(sessionDrafts)
        .values({ sessionId, ...values })
        .onConflictDoUpdate({ target: sessionDrafts.sessionId, set: values });
      await db
        .delete(sessionDraftUpdates)
        .where(and(eq(sessionDraftUpdates.sessionId, sessionId), lte(sessionDraftUpdates.id, upToId)));
    },

    /** Remembers that a user wrote in the draft (they are credited when it becomes a blog). */
    async addAuthor(sessionId: number, userId: number): Promise<void> {
      await db.insert(sessionDraftAuthors).values({ sessionId, userId }).onConflictDoNothing();
    },

    /** The draft as it stands: the stored document with every update since, in one Y document. */
    async current(sessionId: number): Promise<Y.Doc | undefined> {
      const stored = await this.load(sessionId);
      if (!stored) return undefined;
      const doc = new Y.Doc();
      if (stored.state) Y.applyUpdate(doc, stored.state);
      for (const row of stored.updates) Y.applyUpdate(doc, row.update);
      return doc;
    },

    /**
     * The people to credit, by when they first took part: who wrote a visible contribution or in
     * the draft, except `ownerId` (and accounts that are gone).
     */
    async contributors(sessionId: number, ownerId: number) {
      const c = collaborativeContributions;
      const a = sessionDraftAuthors;
      const part = db
        .select({ userId: sql<number>`${c.userId}`.as('user_id'), at: sql<Date>`${c.createdAt}`.as('at') })
        .from(c)
        .where(and(eq(c.sessionId, sessionId), isNotNull(c.userId), isNull(c.hiddenAt), ne(c.userId, ownerId)))
        .unionAll(
          db
            .select({ userId: a.userId, at: a.createdAt })
            .from(a)
            .where(and(eq(a.sessionId, sessionId), ne(a.userId, ownerId))),
        )
        .as('part');
      return db
        .select({ userId: users.id, name: users.name, username: users.username, first: min(part.at) })
        .from(part)
        .innerJoin(users, eq(users.id, part.userId))
        .groupBy(users.id, users.name, users.username)
        .orderBy(min(part.at), users.id);
    },

    /**
     * The blog the draft already became (null: none, or it was deleted), with the draft's row
     * locked until the transaction ends. Run inside a transaction.
     */
    /** The blog the draft was turned into (null: not turned, or that blog was deleted). */
    async blogOf(sessionId: number): Promise<number | null> {
      const [row] = await db
        .select({ blogId: sessionDrafts.blogId })
        .from(sessionDrafts)
        .where(eq(sessionDrafts.sessionId, sessionId));
      return row?.blogId ?? null;
    },

    async lockBlogOf(sessionId: number): Promise<number | null> {
      await db.insert(sessionDrafts).values({ sessionId, state: EMPTY_DOC }).onConflictDoNothing();
      const [row] = await db
        .select({ blogId: sessionDrafts.blogId })
        .from(sessionDrafts)
        .where(eq(sessionDrafts.sessionId, sessionId))
        .for('update');
      return row?.blogId ?? null;
    },

    linkBlog: (sessionId: number, blogId: number) =>
      db.update(sessionDrafts).set({ blogId }).where(eq(sessionDrafts.sessionId, sessionId)),

    /** Who a blog credits, in order (the accounts still there keep their username). */
    credits: (blogId: number) =>
      db
        .select({
          userId: blogCredits.userId,
          name: blogCredits.name,
          username: sql<string>`coalesce(${users.username}, '')`,
        })
        .from(blogCredits)
        .leftJoin(users, eq(users.id, blogCredits.userId))
        .where(eq(blogCredits.blogId, blogId))
        .orderBy(asc(blogCredits.position)),

    async addCredits(blogId: number, sessionId: number, people: { userId: number; name: string }[]) {
      if (people.length)
        await db.insert(blogCredits).values(people.map((p, position) => ({ blogId, sessionId, ...p, position })));
    },
  };
}
export type DraftRepository = ReturnType<typeof draftRepository>;
