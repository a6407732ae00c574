import { COLLAB_MESSAGES } from '@common/collab';
import { ERROR_CODES } from '@common/errors';
import { AppError, forbidden } from '../../lib/errors';
import { definePolicy, isOwner } from '../../lib/policy';
import { promptPolicy, type PromptSubject } from '../prompts';

/** What the session rules read: its owner, its status and (for one viewer) its prompt. */
export interface SessionSubject {
  ownerId: number;
  status: string;
  /** The session's prompt as its policy reads it (sessions.repository.ts findForViewer); absent: not loaded. */
  prompt?: PromptSubject;
}

/**
 * A session is visible to its owner and to everyone who may read its prompt (docs/decisions/010);
 * anyone else gets the 404 of a missing session. Only its owner changes its status (403).
 */
export const sessionPolicy = definePolicy({
  resource: 'Collaborative session',
  rules: {
    read: (actor, s: SessionSubject) =>
      isOwner(actor, s.ownerId) || (s.prompt !== undefined && promptPolicy.can(actor, 'read', s.prompt)),
    update: (actor, s: SessionSubject) => isOwner(actor, s.ownerId),
  },
  denied: { update: () => forbidden("Only the session's owner can change its status.") },
});

/**
 * A contribution is read through its session, by whoever may read the session. Adding one needs an
 * active session (docs/product.md §4: only active sessions accept contributions): else 409. Once
 * added, nobody may change or remove a contribution, so it has no further actions.
 */
export const contributionPolicy = definePolicy({
  resource: 'Contribution',
  rules: {
    read: (actor, c: { session: SessionSubject }) => sessionPolicy.can(actor, 'read', c.session),
    create: (_actor, c: { session: SessionSubject }) => c.session.status === 'active',
  },
  denied: { create: () => new AppError(409, ERROR_CODES.conflict, COLLAB_MESSAGES.notActive) },
});
