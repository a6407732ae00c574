import { forbidden } from '../../lib/errors';
import { definePolicy, isOwner } from '../../lib/policy';

/** What the prompt rules read: the owner, the public flag, and whether the viewer wrote in one of its sessions. */
export interface PromptSubject {
  userId: number;
  isPublic: boolean;
  /** Loaded with the row for one viewer (prompts.repository.ts findForViewer); absent counts as no. */
  viewerContributed?: boolean;
}

const onlyOwner = () => forbidden("Only the prompt's owner can edit or delete it.");

/**
 * Prompt permissions (docs/decisions/010): its owner, everyone when it is public, and whoever
 * contributed to one of its sessions may read it and start sessions from it; anyone else gets the
 * 404 of a missing prompt. A readable prompt someone else owns cannot be changed: 403, which leaks
 * nothing the reader could not already see.
 */
export const promptPolicy = definePolicy({
  resource: 'Writing prompt',
  rules: {
    read: (actor, p: PromptSubject) => isOwner(actor, p.userId) || p.isPublic || p.viewerContributed === true,
    update: (actor, p: PromptSubject) => isOwner(actor, p.userId),
    delete: (actor, p: PromptSubject) => isOwner(actor, p.userId),
  },
  denied: { update: onlyOwner, delete: onlyOwner },
});
