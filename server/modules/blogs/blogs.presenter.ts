import type { Blog, BlogSummary } from '@common/blogs';
import type { Actor } from '../../lib/policy';
import { blogPolicy } from './blogs.policy';
import type { BlogRowWithState, BlogSummaryRow } from './blogs.repository';

function presentCommon(row: BlogSummaryRow, actor: Actor): Omit<Blog, 'content'> {
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
    slug: row.slug,
    readingTime: row.readingTime,
    featuredImage: row.featuredImage,
    featuredImageAlt: row.featuredImageAlt,
    isDraft: row.isDraft,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities: blogPolicy.abilities(actor, row),
    revisionOf: row.revisionOf,
    revisionId: row.revisionId,
  };
}

/** `publicBase` (PUBLIC_URL) makes the public page's path absolute when the row carries it. */
export const presentBlog = (row: BlogRowWithState, actor: Actor, publicBase?: string): Blog => ({
  ...presentCommon(row, actor),
  content: row.content,
  ...(row.publicPath !== undefined && publicBase
    ? { publicUrl: row.publicPath ? new URL(row.publicPath, publicBase).toString() : null }
    : {}),
});

export const presentBlogSummary = (row: BlogSummaryRow, actor: Actor): BlogSummary => ({
  ...presentCommon(row, actor),
  preview: row.excerpt,
});
