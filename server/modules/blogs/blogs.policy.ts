import { ERROR_CODES } from '@common/errors';
import { BLOG_MESSAGES } from '@common/blogs';
import { AppError } from '../../lib/errors';
import { definePolicy, isOwner } from '../../lib/policy';

/** What the blog rules read: the owner and the derived published state (docs/product.md §4). */
export interface BlogSubject {
  userId: number;
  isPublished: boolean;
}

/** docs/product.md §2, §4: a published blog cannot be edited or deleted (the server refuses too). */
export const publishedBlogLocked = () =>
  new AppError(409, ERROR_CODES.blogPublished, BLOG_MESSAGES.published.description, {
    title: BLOG_MESSAGES.published.title,
  });

/**
 * A blog is its owner's alone: anyone else gets the 404 of a missing blog. Once published it is
 * locked (409) but may still be published to more platforms.
 */
export const blogPolicy = definePolicy({
  resource: 'Blog',
  rules: {
    read: (actor, blog: BlogSubject) => isOwner(actor, blog.userId),
    update: (actor, blog: BlogSubject) => isOwner(actor, blog.userId) && !blog.isPublished,
    delete: (actor, blog: BlogSubject) => isOwner(actor, blog.userId) && !blog.isPublished,
    publish: (actor, blog: BlogSubject) => isOwner(actor, blog.userId),
  },
  denied: { update: publishedBlogLocked, delete: publishedBlogLocked },
});
