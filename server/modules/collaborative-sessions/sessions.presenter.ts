import { DELETED_USER_NAME } from '@common/account';
import type { Contribution, LiveContribution, Session } from '@common/collaborative-sessions';
import type { Actor } from '../../lib/policy';
import { contributionPolicy, sessionPolicy } from './sessions.policy';
import type { ContributionRow, SessionRow } from './sessions.repository';

export const presentSession = (row: SessionRow, actor: Actor): Session => {
  const { update, invite } = sessionPolicy.abilities(actor, row);
  return presentSessionWith(row, { update, invite });
};

const presentSessionWith = (row: SessionRow, abilities: Session['abilities']): Session => ({
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
  abilities,
});

/**
 * Contributions carry the author's display name only (never username or email). A hidden one keeps
 * its words in the database but shows them to nobody. Live events use this shape (no abilities).
 */
export const presentLiveContribution = (row: ContributionRow): LiveContribution => ({
  id: row.id,
  sessionId: row.sessionId,
  userId: row.userId,
  userName: row.userId === null ? DELETED_USER_NAME : row.userName,
  content: row.hiddenAt ? '' : row.content,
  type: row.type,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  editedAt: row.editedAt?.toISOString() ?? null,
  hidden: row.hiddenAt !== null,
});

/** A contribution for one reader, with what they may do with it. */
export const presentContribution = (row: ContributionRow, actor: Actor): Contribution => {
  const session = { ownerId: row.sessionOwnerId, status: row.sessionStatus };
  const { update, delete: remove, hide } = contributionPolicy.abilities(actor, { session, userId: row.userId });
  return { ...presentLiveContribution(row), abilities: { update, delete: remove, hide } };
};
