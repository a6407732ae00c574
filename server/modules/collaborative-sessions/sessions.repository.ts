import type { SessionId, UserId } from '@common/ids';
import type { PageQuery } from '@common/pagination';
import { and, asc, desc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  collaborativeContributions,
  collaborativeSessionMembers,
  collaborativeWritingSessions,
  users,
  writingPrompts,
} from '../../db/schema';
import { afterCursor, cursorKeySql, toPage, type Page } from '../../lib/pagination';
import { contributedToPrompt, type PromptSubject } from '../prompts';

const s = collaborativeWritingSessions;
const c = collaborativeContributions;
export type SessionRow = Omit<typeof s.$inferSelect, 'inviteTokenHash'> & { ownerName: string | null };
/** A session with its prompt as the policies read them for one viewer (sessions.policy.ts). */
export type SessionForViewer = SessionRow & {
  prompt: PromptSubject | null;
  viewerContributed: boolean;
  viewerIsMember: boolean;
};
const m = collaborativeSessionMembers;

/** The user joined the session of the enclosing query through its invitation link. */
const memberOfSession = (db: Db, userId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(m)
      .where(and(eq(m.sessionId, s.id), eq(m.userId, userId))),
  );

/** The user wrote at least one contribution to the session of the enclosing query. */
const contributedToSession = (db: Db, userId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(c)
      .where(and(eq(c.sessionId, s.id), eq(c.userId, userId))),
  );
export type ContributionRow = typeof c.$inferSelect & {
  userName: string | null;
  /** Its session's owner and status: what the contribution rules read besides its author. */
  sessionOwnerId: number;
  sessionStatus: string;
};

const sessionSelection = {
  id: s.id,
  promptId: s.promptId,
  ownerId: s.ownerId,
  title: s.title,
  description: s.description,
  status: s.status,
  settings: s.settings,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
  completedAt: s.completedAt,
  ownerName: users.name,
};

/** Collaborative writing sessions (not login sessions: those are the auth module's sessionsRepository). */
export function collabSessionsRepository(db: Db) {
  /** One page, newest first: `(created_at desc, id desc)` after the cursor (server/lib/pagination.ts). */
  const list = async (where: SQL | undefined, page: PageQuery): Promise<Page<SessionRow>> =>
    toPage(
      await db
        .select({ ...sessionSelection, cursorKey: cursorKeySql(s.createdAt) })
        .from(s)
        .leftJoin(users, eq(users.id, s.ownerId))
        .where(and(where, afterCursor(s.createdAt, s.id, page.cursor)))
        .orderBy(desc(s.createdAt), desc(s.id))
        .limit(page.limit + 1),
      page.limit,
    );

  return {
    /** A session by id, with what the policies need to decide whether `viewerId` may see it. */
    async findForViewer(viewerId: UserId, id: SessionId): Promise<SessionForViewer | undefined> {
      const [row] = await db
        .select({
          ...sessionSelection,
          promptOwnerId: writingPrompts.userId,
          promptIsPublic: writingPrompts.isPublic,
          viewerContributed: sql<boolean>`${contributedToPrompt(viewerId)}`.mapWith(Boolean),
          viewerInSession: sql<boolean>`${contributedToSession(db, viewerId)}`.mapWith(Boolean),
          viewerIsMember: sql<boolean>`${memberOfSession(db, viewerId)}`.mapWith(Boolean),
        })
        .from(s)
        .leftJoin(writingPrompts, eq(writingPrompts.id, s.promptId))
        .leftJoin(users, eq(users.id, s.ownerId))
        .where(eq(s.id, id))
        .limit(1);
      if (!row) return undefined;
      const { promptOwnerId, promptIsPublic, viewerContributed, viewerInSession, viewerIsMember, ...session } = row;
      // A deleted prompt leaves the session to its owner and contributors (docs/decisions/019).
      const prompt =
        promptOwnerId === null || promptIsPublic === null
          ? null
          : { userId: promptOwnerId, isPublic: promptIsPublic, viewerContributed };
      return { ...session, prompt, viewerContributed: viewerInSession, viewerIsMember };
    },

    /** Sessions the user created, contributed to or joined by its invitation link, newest first. */
    listMine: (userId: number, page: PageQuery) =>
      list(or(eq(s.ownerId, userId), contributedToSession(db, userId), memberOfSession(db, userId)), page),

    listForPrompt: (promptId: number, page: PageQuery) => list(eq(s.promptId, promptId), page),

    async insert(values: typeof s.$inferInsert): Promise<number> {
      const [row] = await db.insert(s).values(values).returning({ id: s.id });
      return row!.id;
    },

    /** Sets (or, with null, removes) the hash of the session's invitation link token. */
    async setInviteHash(id: number, hash: string | null): Promise<void> {
      await db.update(s).set({ inviteTokenHash: hash, updatedAt: new Date() }).where(eq(s.id, id));
    },

    async findIdByInviteHash(hash: string): Promise<number | undefined> {
      const [row] = await db.select({ id: s.id }).from(s).where(eq(s.inviteTokenHash, hash)).limit(1);
      return row?.id;
    },

    async addMember(sessionId: number, userId: number): Promise<void> {
      await db.insert(m).values({ sessionId, userId }).onConflictDoNothing();
    },

    async setStatus(id: number, status: string): Promise<void> {
      const now = new Date();
      await db
        .update(s)
        .set({ status, updatedAt: now, completedAt: status === 'closed' ? now : null })
        .where(eq(s.id, id));
    },
  };
}

const contributionSelection = {
  id: c.id,
  sessionId: c.sessionId,
  userId: c.userId,
  content: c.content,
  type: c.type,
  status: c.status,
  metadata: c.metadata,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  editedAt: c.editedAt,
  hiddenAt: c.hiddenAt,
  userName: users.name,
  sessionOwnerId: s.ownerId,
  sessionStatus: s.status,
};

export function contributionsRepository(db: Db) {
  const list = (where: SQL | undefined) =>
    db
      .select(contributionSelection)
      .from(c)
      .innerJoin(s, eq(s.id, c.sessionId))
      .leftJoin(users, eq(users.id, c.userId))
      .where(where);

  /** One page in `(created_at, id)` order after the cursor (server/lib/pagination.ts). */
  const listPage = async (where: SQL, page: PageQuery, order: 'asc' | 'desc'): Promise<Page<ContributionRow>> => {
    const by = order === 'asc' ? asc : desc;
    const rows = await db
      .select({ ...contributionSelection, cursorKey: cursorKeySql(c.createdAt) })
      .from(c)
      .innerJoin(s, eq(s.id, c.sessionId))
      .leftJoin(users, eq(users.id, c.userId))
      .where(and(where, afterCursor(c.createdAt, c.id, page.cursor, order)))
      .orderBy(by(c.createdAt), by(c.id))
      .limit(page.limit + 1);
    return toPage(rows, page.limit);
  };

  return {
    /** Oldest first, as the session dialog shows them. */
    listForSession: (sessionId: number, page: PageQuery) => listPage(eq(c.sessionId, sessionId), page, 'asc'),

    /** The user's own contributions, newest first. */
    listMine: (userId: number, page: PageQuery) => listPage(eq(c.userId, userId), page, 'desc'),

    async findById(id: number): Promise<ContributionRow | undefined> {
      const [row] = await list(eq(c.id, id)).limit(1);
      return row;
    },

    /** A contribution of one session (one of another session is missing). */
    async findInSession(id: number, sessionId: number): Promise<ContributionRow | undefined> {
      const [row] = await list(and(eq(c.id, id), eq(c.sessionId, sessionId))).limit(1);
      return row;
    },

    async insert(values: typeof c.$inferInsert): Promise<number> {
      const [row] = await db.insert(c).values(values).returning({ id: c.id });
      return row!.id;
    },

    async update(id: number, values: Pick<Partial<typeof c.$inferInsert>, 'content' | 'editedAt' | 'hiddenAt'>) {
      await db
        .update(c)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(c.id, id));
    },

    async delete(id: number): Promise<void> {
      await db.delete(c).where(eq(c.id, id));
    },
  };
}
