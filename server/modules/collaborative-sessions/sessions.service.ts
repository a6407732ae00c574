import type { PageQuery } from '@common/pagination';
import {
  COLLAB_LIMITS,
  COLLAB_MESSAGES,
  type CreateSession,
  type SessionStatus,
  type UpdateContribution,
} from '@common/collaborative-sessions';
import type { PromptId, SessionId } from '@common/ids';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { randomToken, sha256Hex } from '../../lib/crypto/tokens';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { consume, type ThrottleRule } from '../../lib/throttle/throttle';
import { throttleRepository } from '../../lib/throttle/throttle.repository';
import { notificationsRepository, type Notifier } from '../notifications';
import { promptPolicy, promptsRepository } from '../prompts';
import { contributionPolicy, sessionPolicy } from './sessions.policy';
import { collabSessionsRepository, contributionsRepository, type SessionForViewer } from './sessions.repository';

/** Where the service announces changes; the live module fans them out to viewers. */
export interface CollabEvents {
  contributionAdded(sessionId: number, contributionId: number): Promise<void>;
  statusChanged(sessionId: number, status: string): Promise<void>;
  contributionUpdated(sessionId: number, contributionId: number): Promise<void>;
  contributionRemoved(sessionId: number, contributionId: number): Promise<void>;
}

const contributionRules = (userId: number): ThrottleRule[] => [
  { key: `contribution:user:${userId}`, limit: COLLAB_LIMITS.contributionsPerMinute, windowMs: 60_000 },
];

export function collabService(db: Db, events: CollabEvents, notifier?: Notifier) {
  const sessions = collabSessionsRepository(db);
  const contributions = contributionsRepository(db);
  const prompts = promptsRepository(db);

  async function getSession(actor: Actor, id: SessionId): Promise<SessionForViewer> {
    return sessionPolicy.authorize(actor, 'read', await sessions.findForViewer(actor.userId, id));
  }

  const readablePrompt = async (actor: Actor, id: PromptId) =>
    promptPolicy.authorize(actor, 'read', await prompts.findForViewer(actor.userId, id));

  return {
    getSession,

    /**
     * The brief of the session's prompt, for whoever may read the session: a person who joined by
     * its link reads what they are writing to, though the prompt stays out of their prompt lists
     * (docs/decisions/019). A deleted prompt is the 404 of a missing prompt.
     */
    async getSessionPrompt(actor: Actor, id: SessionId) {
      const session = await getSession(actor, id);
      const prompt =
        session.promptId === null ? undefined : await prompts.findForViewer(actor.userId, session.promptId as PromptId);
      if (!prompt) throw notFound('Writing prompt');
      return prompt;
    },
    listMySessions: (actor: Actor, page: PageQuery) => sessions.listMine(actor.userId, page),
    listMyContributions: (actor: Actor, page: PageQuery) => contributions.listMine(actor.userId, page),

    async listForPrompt(actor: Actor, promptId: PromptId, page: PageQuery) {
      await readablePrompt(actor, promptId);
      return sessions.listForPrompt(promptId, page);
    },

    /** Anyone who can see a prompt may start a session from it (docs/product.md §6). */
    async createSession(actor: Actor, input: CreateSession): Promise<SessionForViewer> {
      await readablePrompt(actor, input.promptId as PromptId);
      const id = await sessions.insert({
        promptId: input.promptId,
        ownerId: actor.userId,
        title: input.title,
        description: input.description,
        status: input.status,
        settings: input.settings,
        completedAt: input.status === 'closed' ? new Date() : null,
      });
      return getSession(actor, id as SessionId);
    },

    /**
     * A new invitation link for the session (its owner only): whoever opens it may join, even when
     * the prompt is private. Only the token's hash is stored; a new link replaces the previous one.
     */
    async createInviteLink(actor: Actor, id: SessionId): Promise<{ token: string }> {
      sessionPolicy.authorize(actor, 'invite', await sessions.findForViewer(actor.userId, id));
      const token = randomToken(24);
      await sessions.setInviteHash(id, sha256Hex(token));
      return { token };
    },

    async revokeInviteLink(actor: Actor, id: SessionId): Promise<void> {
      sessionPolicy.authorize(actor, 'invite', await sessions.findForViewer(actor.userId, id));
      await sessions.setInviteHash(id, null);
    },

    /** Joins the session a link names (members read it whatever its prompt); an unknown or revoked link is a 404. */
    async join(actor: Actor, token: string): Promise<SessionForViewer> {
      const id = await sessions.findIdByInviteHash(sha256Hex(token));
      if (id === undefined) throw notFound('Invitation link');
      await sessions.addMember(id, actor.userId);
      return getSession(actor, id as SessionId);
    },

    async setStatus(actor: Actor, id: SessionId, status: SessionStatus): Promise<SessionForViewer> {
      const row = sessionPolicy.authorize(actor, 'update', await sessions.findForViewer(actor.userId, id));
      if (row.status !== status) {
        await sessions.setStatus(id, status);
        await events.statusChanged(id, status);
      }
      return getSession(actor, id);
    },

    async listContributions(actor: Actor, sessionId: SessionId, page: PageQuery) {
      await getSession(actor, sessionId);
      return contributions.listForSession(sessionId, page);
    },

    async addContribution(actor: Actor, sessionId: SessionId, input: { content: string; type: string }) {
      const session = await getSession(actor, sessionId);
      contributionPolicy.authorize(actor, 'create', { session });
      const { userId } = actor;
      // The slot is taken and decided in the same transaction as the insert: concurrent adds cannot
      // overshoot the limit, and a refused or failed insert costs no slot.
      const { id, notified } = await withTransaction(db, async (tx) => {
        await consume(throttleRepository(tx), contributionRules(userId), COLLAB_MESSAGES.tooMany);
        const inserted = await contributionsRepository(tx).insert({
          sessionId,
          userId,
          content: input.content,
          type: input.type,
        });
        // The session's owner hears of it with the contribution (docs/decisions/039).
        const notice = notifier ? await contributionNotice(tx, session, userId, input.content) : [];
        return { id: inserted, notified: notifier ? await notifier.record(tx, userId, notice) : [] };
      });
      await events.contributionAdded(sessionId, id);
      await notifier?.announce(notified);
      const row = await contributions.findById(id);
      if (!row) throw notFound('Contribution');
      return row;
    },

    /**
     * Its author edits the content (while the session is active); the session's owner hides or
     * shows it. Either way the change is pushed live to the session's viewers.
     */
    async updateContribution(actor: Actor, sessionId: SessionId, id: number, input: UpdateContribution) {
      const { session, row } = await contributionOf(actor, sessionId, id);
      const subject = { session, userId: row.userId };
      if (input.content !== undefined) {
        contributionPolicy.authorize(actor, 'delete', subject); // its author, else 403
        contributionPolicy.authorize(actor, 'update', subject); // an active session, else 409
      }
      if (input.hidden !== undefined) contributionPolicy.authorize(actor, 'hide', subject);
      const now = new Date();
      await contributions.update(id, {
        ...(input.content !== undefined && input.content !== row.content
          ? { content: input.content, editedAt: now }
          : {}),
        ...(input.hidden !== undefined ? { hiddenAt: input.hidden ? (row.hiddenAt ?? now) : null } : {}),
      });
      await events.contributionUpdated(sessionId, id);
      const updated = await contributions.findById(id);
      if (!updated) throw notFound('Contribution');
      return updated;
    },

    /** Its author takes it back, whatever the session's status. */
    async removeContribution(actor: Actor, sessionId: SessionId, id: number): Promise<void> {
      const { session, row } = await contributionOf(actor, sessionId, id);
      contributionPolicy.authorize(actor, 'delete', { session, userId: row.userId });
      await contributions.delete(id);
      await events.contributionRemoved(sessionId, id);
    },
  };

  /** A contribution of a session the actor may read (404 for both otherwise), with its session. */
  async function contributionOf(actor: Actor, sessionId: SessionId, id: number) {
    const session = await getSession(actor, sessionId);
    const row = contributionPolicy.authorize(
      actor,
      'read',
      await withSession(contributions.findInSession(id, sessionId), session),
    );
    return { session, row };
  }
}

async function contributionNotice(tx: Db, session: SessionForViewer, authorId: number, content: string) {
  const author = await notificationsRepository(tx).recipient(authorId);
  const excerpt = content.length > 140 ? `${content.slice(0, 139)}…` : content;
  return [
    {
      userId: session.ownerId,
      type: 'contribution' as const,
      payload: {
        actorName: author?.name ?? null,
        subject: session.title,
        excerpt,
        href: `/collaborative-sessions?session=${session.id}`,
      },
    },
  ];
}

const withSession = async <T extends object>(found: Promise<T | undefined>, session: SessionForViewer) => {
  const row = await found;
  return row && { ...row, session };
};
export type CollabService = ReturnType<typeof collabService>;
