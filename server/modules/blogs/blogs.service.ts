import { MEDIA_PATH_PATTERN, type CreateBlogData, type UpdateBlogData } from '@common/blogs';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { previewOf, sanitizeBlogHtml } from '../../lib/html/sanitize';
import { assertEditable, assertOwnBlog, publishedBlogLocked } from './blogs.policy';
import { blogsRepository, type NewBlogRow } from './blogs.repository';
import { sourcePostsRepository } from './source-posts.repository';

/** The stored copy of a post's image, or null: never a remote (expiring Instagram) URL. */
export const storedImageOf = (mediaUrl: string | null) =>
  mediaUrl && MEDIA_PATH_PATTERN.test(mediaUrl) ? mediaUrl : null;

function contentFields(html: string): Pick<NewBlogRow, 'content' | 'excerpt'> {
  const content = sanitizeBlogHtml(html);
  return { content, excerpt: previewOf(content) };
}

function seoFields(input: Partial<CreateBlogData>): Partial<NewBlogRow> {
  const out: Partial<NewBlogRow> = {};
  if (input.seoTitle !== undefined) out.seoTitle = input.seoTitle || null;
  if (input.seoDescription !== undefined) out.seoDescription = input.seoDescription || null;
  if (input.seoKeywords !== undefined) out.seoKeywords = input.seoKeywords;
  if (input.readingTime !== undefined) out.readingTime = input.readingTime;
  return out;
}

export function blogsService(db: Db) {
  const blogs = blogsRepository(db);
  const posts = sourcePostsRepository(db);

  return {
    list: (userId: number) => blogs.listByUser(userId),

    async get(userId: number, id: number) {
      return assertOwnBlog(userId, await blogs.findById(id));
    },

    async create(userId: number, input: CreateBlogData) {
      let featuredImage = input.featuredImage ?? null;
      if (input.postId !== undefined && input.postId !== null) {
        const post = await posts.findOwned(userId, input.postId);
        if (!post) throw notFound('Post');
        // The post's stored copy wins over whatever the client sent.
        featuredImage = storedImageOf(post.mediaUrl) ?? featuredImage;
      }
      return blogs.insert({
        userId,
        postId: input.postId ?? null,
        title: input.title,
        ...contentFields(input.content),
        tags: input.tags,
        category: input.category ?? null,
        isDraft: input.isDraft,
        featuredImage,
        ...seoFields(input),
      });
    },

    async update(userId: number, id: number, input: UpdateBlogData) {
      const values: Partial<NewBlogRow> = { ...seoFields(input) };
      if (input.title !== undefined) values.title = input.title;
      if (input.content !== undefined) Object.assign(values, contentFields(input.content));
      if (input.tags !== undefined) values.tags = input.tags;
      if (input.category !== undefined) values.category = input.category;
      if (input.featuredImage !== undefined) values.featuredImage = input.featuredImage;
      const row = await blogs.updateUnpublished(id, userId, values);
      if (row) return row;
      assertEditable(assertOwnBlog(userId, await blogs.findById(id)));
      throw publishedBlogLocked(); // published between the two statements
    },

    async remove(userId: number, id: number) {
      if (await blogs.deleteUnpublished(id, userId)) return;
      assertEditable(assertOwnBlog(userId, await blogs.findById(id)));
      throw publishedBlogLocked();
    },
  };
}
