import type { BlogListQuery } from '@common/blog-list';
import { and, desc, eq, exists, getTableColumns, gte, lt, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPublications, blogs, publishingPlatforms, userPlatformConnections } from '../../db/schema';
import { afterCursor, cursorKeySql, toPage, type Page } from '../../lib/pagination';
import { notARevision, openRevisionId, publishedExists, type BlogSummaryRow } from './blogs.repository';

export type BlogListRow = BlogSummaryRow & { cursorKey: string };

/** `%`, `_` and `\` of the user's search match themselves in ILIKE. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The words of a search as a prefix full-text query ('olive oil' → `'olive':* & 'oil':*`), matched
 * against blogs.search (title and content, migration 0032); null when the search has no word.
 */
export function wordsQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((w) => `'${w}':*`).join(' & ') : null;
}

/**
 * A search: part of the title (trigram index) or every word in the title or content (GIN
 * full-text index), so that a creator with 100,000 blogs finds one fast (docs/performance.md).
 */
function searchMatch(q: string): SQL {
  const inTitle = sql`${blogs.title} ilike ${`%${escapeLike(q)}%`} escape '\\'`;
  const words = wordsQuery(q);
  return words ? sql`(${inTitle} or blogs.search @@ to_tsquery('simple', ${words}))` : inTitle;
}

const DAY_MS = 86_400_000;

/**
 * One page of My Blogs, newest first: `(created_at desc, id desc)` from the
 * `blogs_user_created_id_idx` index, after the cursor, with the header's filters.
 */
export function blogListRepository(db: Db) {
  const { content: _content, ...summaryColumns } = getTableColumns(blogs);
  const columns = {
    ...summaryColumns,
    isPublished: sql<boolean>`${publishedExists(db)}`.mapWith(Boolean),
    revisionId: openRevisionId(),
    cursorKey: cursorKeySql(blogs.createdAt),
  };
  const publishedOn = (platform: string) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(blogPublications)
        .innerJoin(userPlatformConnections, eq(userPlatformConnections.id, blogPublications.platformConnectionId))
        .innerJoin(publishingPlatforms, eq(publishingPlatforms.id, userPlatformConnections.platformId))
        .where(
          and(
            eq(blogPublications.blogId, blogs.id),
            eq(blogPublications.status, 'published'),
            eq(publishingPlatforms.name, platform),
          ),
        ),
    );

  /** The page's statement (`limit + 1` rows), unexecuted: tests EXPLAIN it. */
  function pageQuery(userId: number, query: BlogListQuery) {
    const where: (SQL | undefined)[] = [
      eq(blogs.userId, userId),
      notARevision(),
      afterCursor(blogs.createdAt, blogs.id, query.cursor),
    ];
    if (query.q) where.push(searchMatch(query.q));
    if (query.status === 'published') where.push(publishedExists(db));
    if (query.status === 'draft') where.push(not(publishedExists(db)));
    if (query.platform) where.push(publishedOn(query.platform));
    if (query.from) where.push(gte(blogs.createdAt, new Date(query.from)));
    if (query.to) where.push(lt(blogs.createdAt, new Date(Date.parse(query.to) + DAY_MS)));
    return db
      .select(columns)
      .from(blogs)
      .where(and(...where))
      .orderBy(desc(blogs.createdAt), desc(blogs.id))
      .limit(query.limit + 1);
  }

  return {
    pageQuery,
    async page(userId: number, query: BlogListQuery): Promise<Page<BlogListRow>> {
      return toPage(await pageQuery(userId, query), query.limit);
    },
  };
}
