import { COLLAB_LIMITS, COLLAB_MESSAGES, type CreateSession, type SessionStatus } from '@common/collab';
import { ERROR_CODES } from '@common/errors';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { consume, type ThrottleRule } from '../../lib/throttle/throttle';
import { throttleRepository } from '../../lib/throttle/throttle.repository';
import { promptsRepository } from '../prompts';
import { collabSessionsRepository, contributionsRepository, type SessionRow } from './sessions.repository';

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

  async function getSession(id: number, userId: number): Promise<SessionRow> {
    const row = await sessions.findVisible(id, userId);
    if (!row) throw notFound('Collaborative session');
    return row;
  }

  return {
    getSession,
    listMySessions: (userId: number) => sessions.listMine(userId),
    listMyContributions: (userId: number) => contributions.listMine(userId),

    async listForPrompt(promptId: number, userId: number) {
      if (!(await prompts.findVisible(promptId, userId))) throw notFound('Writing prompt');
      return sessions.listForPrompt(promptId);
    },

    /** Anyone who can see a prompt may start a session from it (docs/product.md §6). */
    async createSession(input: CreateSession, userId: number): Promise<SessionRow> {
      if (!(await prompts.findVisible(input.promptId, userId))) throw notFound('Writing prompt');
      const id = await sessions.insert({
        promptId: input.promptId,
        ownerId: userId,
        title: input.title,
        description: input.description,
        status: input.status,
        settings: input.settings,
        completedAt: input.status === 'closed' ? new Date() : null,
      });
      return getSession(id, userId);
    },

    async setStatus(id: number, status: SessionStatus, userId: number): Promise<SessionRow> {
      const row = await getSession(id, userId);
      if (row.ownerId !== userId) throw forbidden("Only the session's owner can change its status.");
      if (row.status !== status) {
        await sessions.setStatus(id, status);
        await events.statusChanged(id, status);
      }
      return getSession(id, userId);
    },

    async listContributions(sessionId: number, userId: number) {
      await getSession(sessionId, userId);
      return contributions.listForSession(sessionId);
    },

    async addContribution(sessionId: number, input: { content: string; type: string }, userId: number) {
      const session = await getSession(sessionId, userId);
      if (session.status !== 'active') throw new AppError(409, ERROR_CODES.conflict, COLLAB_MESSAGES.notActive);
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
