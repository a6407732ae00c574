import { definePolicy, isOwner } from '../../lib/policy';
import { blogPolicy, type BlogSubject } from '../blogs';

/**
 * Sharing and co-editing a blog (docs/decisions/020-coediting-on-postgresql.md), over the same subject as the blog policy (the owner,
 * the published state and the actor's role): the owner alone shares; editing follows the blog
 * policy's `update`; owners, editors and commenters may comment; viewers only read.
 */
export const sharingPolicy = definePolicy({
  resource: 'Blog',
  rules: {
    read: (actor, blog: BlogSubject) => blogPolicy.can(actor, 'read', blog),
    share: (actor, blog: BlogSubject) => isOwner(actor, blog.userId),
    edit: (actor, blog: BlogSubject) => blogPolicy.can(actor, 'update', blog),
    comment: (actor, blog: BlogSubject) =>
      isOwner(actor, blog.userId) || blog.role === 'editor' || blog.role === 'commenter',
  },
});
