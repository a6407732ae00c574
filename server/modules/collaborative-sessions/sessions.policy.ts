import { COLLAB_MESSAGES } from '@common/collaborative-sessions';
import { ERROR_CODES } from '@common/errors';
import { AppError, forbidden } from '../../lib/errors';
import { definePolicy, isOwner, type Actor } from '../../lib/policy';
import { promptPolicy, type PromptSubject } from '../prompts';

/** What the session rules read: its owner, its status and (for one viewer) its prompt. */
export interface SessionSubject {
  ownerId: number;
  status: string;
  /**
   * The session's prompt as its policy reads it (sessions.repository.ts findForViewer); null once the
   * prompt was deleted; absent: not loaded.
   */
  prompt?: PromptSubject | null;
  /** Whether the viewer contributed to this session (loaded with `prompt`); absent counts as no. */
  viewerContributed?: boolean;
  /** Whether the viewer joined it through its invitation link; absent counts as no. */
  viewerIsMember?: boolean;
}

/** Its owner, those who joined through its link and its contributors write in its shared draft. */
const isParticipant = (actor: Actor, s: SessionSubject) =>
  isOwner(actor, s.ownerId) || s.viewerIsMember === true || s.viewerContributed === true;

/**
 * A session is visible to its owner and to everyone who may read its prompt (docs/decisions/010);
 * once its prompt is deleted, to its owner and its contributors (docs/decisions/019); always to
 * those who joined through its invitation link, which only its owner makes or revokes. Anyone else
 * gets the 404 of a missing session. Only its owner changes its status (403). Its participants
 * co-edit its shared draft (others who may read it see the draft read-only), and only its owner
 * turns the draft into a blog (docs/decisions/020-coediting-on-postgresql.md).
 */
export const sessionPolicy = definePolicy({
  resource: 'Collaborative session',
  rules: {
    read: (actor, s: SessionSubject) =>
      isOwner(actor, s.ownerId) ||
      s.viewerIsMember === true ||
      (s.prompt === null
        ? s.viewerContributed === true
        : s.prompt !== undefined && promptPolicy.can(actor, 'read', s.prompt)),
    update: (actor, s: SessionSubject) => isOwner(actor, s.ownerId),
    invite: (actor, s: SessionSubject) => isOwner(actor, s.ownerId),
    editDraft: (actor, s: SessionSubject) => isParticipant(actor, s),
    turnIntoBlog: (actor, s: SessionSubject) => isOwner(actor, s.ownerId),
  },
  denied: {
    update: () => forbidden("Only the session's owner can change its status."),
    invite: () => forbidden("Only the session's owner can share its invitation link."),
    editDraft: () => forbidden(COLLAB_MESSAGES.draftParticipantsOnly),
    turnIntoBlog: () => forbidden(COLLAB_MESSAGES.draftOwnerOnly),
  },
});

/** What the contribution rules read: its session and its author (null: a deleted account). */
export interface ContributionSubject {
  session: SessionSubject;
  userId?: number | null;
}

const notActive = () => new AppError(409, ERROR_CODES.conflict, COLLAB_MESSAGES.notActive);
const isAuthor = (actor: { userId: number }, c: ContributionSubject) =>
  c.userId !== null && c.userId !== undefined && c.userId === actor.userId;

/**
 * A contribution is read through its session, by whoever may read the session. Adding one needs an
 * active session (docs/product.md §4: only active sessions accept contributions): else 409. Its
 * author may edit it while the session is active and delete it at any time; the session's owner
 * may hide any contribution (docs/decisions/019). Anyone else: 403.
 */
export const contributionPolicy = definePolicy({
  resource: 'Contribution',
  rules: {
    read: (actor, c: ContributionSubject) => sessionPolicy.can(actor, 'read', c.session),
    create: (_actor, c: ContributionSubject) => c.session.status === 'active',
    update: (actor, c: ContributionSubject) => isAuthor(actor, c) && c.session.status === 'active',
    delete: (actor, c: ContributionSubject) => isAuthor(actor, c),
    hide: (actor, c: ContributionSubject) => isOwner(actor, c.session.ownerId),
  },
  denied: {
    create: notActive,
    // The service asks `delete` (authorship: 403) first, so an `update` refusal is the session's state.
    update: notActive,
    delete: () => forbidden(COLLAB_MESSAGES.notYours),
    hide: () => forbidden(COLLAB_MESSAGES.onlyOwnerHides),
  },
});
