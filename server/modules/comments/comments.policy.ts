import { COMMENT_MESSAGES } from '@common/comments';
import { forbidden } from '../../lib/errors';
import { definePolicy, isOwner } from '../../lib/policy';
import { sharingPolicy } from '../co-editing';
import type { BlogSubject } from '../blogs';

/** A comment as its rules read it: the blog it is on (owner, state, the actor's role) and its author. */
export interface CommentSubject {
  blog: BlogSubject;
  authorId: number | null;
}

/**
 * One comment (docs/decisions/020-coediting-on-postgresql.md). Whoever may read the blog reads its comments (a stranger gets the
 * 404 of a missing blog); its author deletes it, and the blog's owner deletes any. Starting,
 * answering and resolving threads is the blog's `comment` ability (coedit's sharing policy):
 * owners, editors and commenters, not viewers.
 */
export const commentPolicy = definePolicy<CommentSubject, 'delete'>({
  resource: 'Comment',
  rules: {
    read: (actor, c) => sharingPolicy.can(actor, 'read', c.blog),
    delete: (actor, c) => c.authorId === actor.userId || isOwner(actor, c.blog.userId),
  },
  denied: { delete: () => forbidden(COMMENT_MESSAGES.deleteNotAllowed) },
});
