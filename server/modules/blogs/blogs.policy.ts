import { ERROR_CODES } from '@common/errors';
import { BLOG_MESSAGES } from '@common/blogs';
import { AppError, notFound } from '../../lib/errors';

/** Another user's blog is reported exactly like a missing one. */
export function assertOwnBlog<T extends { userId: number }>(userId: number, blog: T | undefined): T {
  if (!blog || blog.userId !== userId) throw notFound('Blog');
  return blog;
}

/** docs/product.md §2, §4: a published blog cannot be edited or deleted (the server refuses too). */
export const publishedBlogLocked = () =>
  new AppError(409, ERROR_CODES.blogPublished, BLOG_MESSAGES.published.description, {
    title: BLOG_MESSAGES.published.title,
  });

export function assertEditable(blog: { isPublishedNow: boolean }) {
  if (blog.isPublishedNow) throw publishedBlogLocked();
}
