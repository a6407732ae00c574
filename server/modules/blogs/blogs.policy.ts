import { ERROR_CODES } from '@common/errors';
import { BLOG_MESSAGES } from '@common/blogs';
import { BLOGS_COPY } from '@common/copy-blogs';
import type { BlogRole } from '@common/co-editing';
import { AppError, forbidden } from '../../lib/errors';
import { definePolicy, isOwner, type Actor } from '../../lib/policy';

/**
 * What the blog rules read: the owner, the derived published state (docs/product.md §4) and, for
 * someone the blog is shared with, the actor's role in it (loaded with the row; absent or null for
 * the owner and for strangers).
 */
export interface BlogSubject {
  userId: number;
  isPublished: boolean;
  role?: BlogRole | null;
  /** A revision: the live blog it revises (docs/decisions/040-revisions-of-live-posts.md). */
  revisionOf?: number | null;
  /** A live blog: its open revision, when it has one (loaded with the row). */
  revisionId?: number | null;
}

/** docs/product.md §2, §4: a published blog cannot be edited or deleted (the server refuses too). */
export const publishedBlogLocked = () =>
  new AppError(409, ERROR_CODES.blogPublished, BLOG_MESSAGES.published.description, {
    title: BLOG_MESSAGES.published.title,
  });

/** docs/decisions/018-publishing-destinations-and-modes.md: the refusal to delete a published blog says 'deleted' and what to do. */
export const publishedBlogUndeletable = () =>
  new AppError(
    409,
    ERROR_CODES.blogPublished,
    `${BLOGS_COPY.myBlogs.deleteLocked}: withdraw it from every platform where it is live first.`,
    { title: 'Cannot Delete Published Blog' },
  );

const lockedOrForbidden = (blog: BlogSubject) => (blog.isPublished ? publishedBlogLocked() : forbidden());

/** docs/decisions/040-revisions-of-live-posts.md: one open revision per blog, of a live blog only. */
const revisionRefused = (blog: BlogSubject) =>
  blog.revisionId
    ? new AppError(409, ERROR_CODES.conflict, 'This blog already has an open revision: open it from My Blogs.', {
        revisionId: blog.revisionId,
      })
    : !blog.isPublished && !blog.revisionOf
      ? new AppError(409, ERROR_CODES.conflict, 'This blog is not live anywhere: edit it directly.')
      : forbidden();
const isRevision = (blog: BlogSubject) => blog.revisionOf !== null && blog.revisionOf !== undefined;
const undeletableOrForbidden = (blog: BlogSubject) => (blog.isPublished ? publishedBlogUndeletable() : forbidden());

/** A collaborator: someone the owner shared the blog with (docs/decisions/020-coediting-on-postgresql.md). */
const isMember = (actor: Actor, blog: BlogSubject) => !isOwner(actor, blog.userId) && !!blog.role;
const mayEditContent = (actor: Actor, blog: BlogSubject) =>
  isOwner(actor, blog.userId) || (isMember(actor, blog) && blog.role === 'editor');

/**
 * A blog is its owner's and its collaborators': anyone else gets the 404 of a missing blog. Editors
 * may edit it; commenters and viewers read it; deleting and publishing stay the owner's. Once
 * published it is locked (409) but may still be published to more platforms.
 */
export const blogPolicy = definePolicy<
  BlogSubject,
  'update' | 'delete' | 'publish' | 'startRevision' | 'finishRevision'
>({
  resource: 'Blog',
  rules: {
    read: (actor, blog: BlogSubject) => isOwner(actor, blog.userId) || isMember(actor, blog),
    update: (actor, blog: BlogSubject) => mayEditContent(actor, blog) && !blog.isPublished,
    // A revision is not deleted or published on its own: it is discarded, or goes live through its blog.
    delete: (actor, blog: BlogSubject) => isOwner(actor, blog.userId) && !blog.isPublished && !isRevision(blog),
    publish: (actor, blog: BlogSubject) => isOwner(actor, blog.userId) && !isRevision(blog),
    startRevision: (actor, blog: BlogSubject) =>
      isOwner(actor, blog.userId) && blog.isPublished && !isRevision(blog) && !blog.revisionId,
    finishRevision: (actor, blog: BlogSubject) => isOwner(actor, blog.userId) && isRevision(blog),
  },
  // A published blog refuses everyone (409); a collaborator whose role does not allow it gets a 403.
  denied: { update: lockedOrForbidden, delete: undeletableOrForbidden, startRevision: revisionRefused },
});
