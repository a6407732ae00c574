import { escapeHtml } from '@common/html-escape';
import { outgoingHtml } from '../../../lib/html/outgoing';
import { htmlToText } from '../../../lib/html/sanitize';
import type { PublicArticleRow, PublicReply } from '../public-pages.repository';
import { absoluteUrl } from './absolute';

/** Everything the page, the feed and the sitemap say about one public article, computed once. */
export interface PublicArticle {
  url: string;
  canonicalUrl: string;
  title: string;
  /** The search title (the SEO title when the creator set one). */
  headline: string;
  description: string;
  authorName: string;
  authorUrl: string;
  feedUrl: string;
  imageUrl: string | null;
  imageAlt: string;
  tags: string[];
  keywords: string[];
  category: string | null;
  /** Sanitized HTML of the body (root-relative links kept; the feed makes them absolute). */
  bodyHtml: string;
  wordCount: number;
  readingMinutes: number;
  published: Date;
  modified: Date;
  /** The visible line 'Drafted with AI…' (the creator opted in). */
  discloseAi: boolean;
  /** Machine-readable AI marking: the blog was drafted by a writer from a post, or the creator says so. */
  aiAssisted: boolean;
  /** The article's `site.standard.document` at:// URI while it is live on the AT Protocol (the page only). */
  standardSiteDocument?: string | null;
  /** The creator's own fediverse handle, for `<meta name="fediverse:creator">`; null when not given. */
  fediverseCreator: string | null;
  /** Replies from the fediverse the creator approved (docs/decisions/044-fediverse-with-fedify.md). */
  replies: PublicReply[];
}

export interface ArticleContext {
  base: string;
  url: string;
  feedUrl: string;
  authorUrl: string;
  /** The live home copy elsewhere, when another destination is the blog's home. */
  homeUrl: string | null;
  /** Approved fediverse replies (the article page only; feeds leave them out). */
  replies?: PublicReply[];
}

export function toPublicArticle(row: PublicArticleRow, ctx: ArticleContext): PublicArticle {
  // Stored HTML was sanitized at its write; sanitizing again here keeps the page safe from any row
  // written by another path (the sanitizer is idempotent).
  const bodyHtml = outgoingHtml(row.blog.content);
  const text = htmlToText(bodyHtml);
  const words = text ? text.split(/\s+/).length : 0;
  const description = (row.blog.seoDescription || row.blog.excerpt || text.slice(0, 160)).trim();
  return {
    url: ctx.url,
    canonicalUrl: ctx.homeUrl ?? ctx.url,
    title: row.blog.title,
    headline: row.blog.seoTitle || row.blog.title,
    description,
    authorName: row.authorName,
    authorUrl: ctx.authorUrl,
    feedUrl: ctx.feedUrl,
    imageUrl: row.blog.featuredImage ? absoluteUrl(row.blog.featuredImage, ctx.base) : null,
    // The featured image's own alt text (SEO fields); the title only when none is set.
    imageAlt: row.blog.featuredImageAlt?.trim() || row.blog.title,
    tags: row.blog.tags,
    keywords: [...new Set([...row.blog.seoKeywords, ...row.blog.tags])],
    category: row.blog.category,
    bodyHtml,
    wordCount: words,
    readingMinutes: Math.max(1, Math.round(words / 225)),
    published: firstPublication(row),
    modified: row.blog.updatedAt > row.page.updatedAt ? row.blog.updatedAt : row.page.updatedAt,
    discloseAi: row.discloseAi,
    aiAssisted: row.discloseAi || row.blog.postId !== null,
    fediverseCreator: row.fediverseCreator,
    replies: ctx.replies ?? [],
  };
}

/**
 * The article's first publication (`article:published_time`, the feed's pubDate): the earlier of
 * its first post anywhere and the page's first day in public; never moved by a later republish.
 */
function firstPublication(row: PublicArticleRow): Date {
  const times = [row.blog.publishedAt, row.page.firstPublicAt].filter((t): t is Date => t !== null);
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : row.page.createdAt;
}

export const attr = escapeHtml;
