import { DELETED_USER_NAME } from '@common/account';
import type { Contribution, Session } from '@common/collab';
import type { Actor } from '../../lib/policy';
import { sessionPolicy } from './collab.policy';
import type { ContributionRow, SessionRow } from './sessions.repository';

export const presentSession = (row: SessionRow, actor: Actor): Session => ({
  id: row.id,
  promptId: row.promptId,
  ownerId: row.ownerId,
  ownerName: row.ownerName,
  title: row.title,
  description: row.description,
  status: row.status,
  settings: row.settings,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
  abilities: sessionPolicy.abilities(actor, row),
});

/** Contributions carry the author's display name only (never username or email). */
export const presentContribution = (row: ContributionRow): Contribution => ({
  id: row.id,
  sessionId: row.sessionId,
  userId: row.userId,
  userName: row.userId === null ? DELETED_USER_NAME : row.userName,
  content: row.content,
  type: row.type,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});
