import type { PageQuery } from '@common/pagination';
import { COLLAB_LIMITS, COLLAB_MESSAGES, type CreateSession, type SessionStatus } from '@common/collab';
import type { PromptId, SessionId } from '@common/ids';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { consume, type ThrottleRule } from '../../lib/throttle/throttle';
import { throttleRepository } from '../../lib/throttle/throttle.repository';
import { promptPolicy, promptsRepository } from '../prompts';
import { contributionPolicy, sessionPolicy } from './collab.policy';
import { collabSessionsRepository, contributionsRepository, type SessionForViewer } from './sessions.repository';

/** Where the service announces changes; the live module fans them out to viewers. */
export interface CollabEvents {
  contributionAdded(sessionId: number, contributionId: number): Promise<void>;
  statusChanged(sessionId: number, status: string): Promise<void>;
}

const contributionRules = (userId: number): ThrottleRule[] => [
  { key: `contribution:user:${userId}`, limit: COLLAB_LIMITS.contributionsPerMinute, windowMs: 60_000 },
];

export function collabService(db: Db, events: CollabEvents) {
  const sessions = collabSessionsRepository(db);
  const contributions = contributionsRepository(db);
  const prompts = promptsRepository(db);

  async function getSession(actor: Actor, id: SessionId): Promise<SessionForViewer> {
    return sessionPolicy.authorize(actor, 'read', await sessions.findForViewer(id, actor.userId));
  }

  const readablePrompt = async (actor: Actor, id: PromptId) =>
    promptPolicy.authorize(actor, 'read', await prompts.findForViewer(id, actor.userId));

  return {
    getSession,
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

    async setStatus(actor: Actor, id: SessionId, status: SessionStatus): Promise<SessionForViewer> {
      const row = sessionPolicy.authorize(actor, 'update', await sessions.findForViewer(id, actor.userId));
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
      const id = await withTransaction(db, async (tx) => {
        await consume(throttleRepository(tx), contributionRules(userId), COLLAB_MESSAGES.tooMany);
        return contributionsRepository(tx).insert({ sessionId, userId, content: input.content, type: input.type });
      });
      await events.contributionAdded(sessionId, id);
      const row = await contributions.findById(id);
      if (!row) throw notFound('Contribution');
      return row;
    },
  };
}
export type CollabService = ReturnType<typeof collabService>;
