import type { Blog, BlogSummary } from '@common/blogs';
import type { BlogRow, BlogSummaryRow } from './blogs.repository';

type Common = Omit<BlogRow, 'content'> & { isPublishedNow: boolean };

function presentCommon(row: Common): Omit<Blog, 'content'> {
  return {
    id: row.id,
    userId: row.userId,
    postId: row.postId,
    title: row.title,
    tags: row.tags,
    category: row.category,
    template: row.template,
    tone: row.tone,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
    readingTime: row.readingTime,
    featuredImage: row.featuredImage,
    isDraft: row.isDraft,
    isPublished: row.isPublishedNow,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const presentBlog = (row: BlogRow, isPublished: boolean): Blog => ({
  ...presentCommon({ ...row, isPublishedNow: isPublished }),
  content: row.content,
});

export const presentBlogSummary = (row: BlogSummaryRow): BlogSummary => ({
  ...presentCommon(row),
  preview: row.excerpt,
});
