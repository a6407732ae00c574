import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@common/pagination';
import type { Db } from '../../db/client';
import { blogPublications, blogs, publishingPlatforms, userPlatformConnections } from '../../db/schema';
import { afterCursor, cursorKeySql, toPage, type Page } from '../../lib/pagination';
import type { PublicationRow } from './publications.repository';

/** A publication with its blog's owner and title and where it went (connection and platform, when still there). */
export interface PublicationSummaryRow extends PublicationRow {
  platformName: string | null;
  platformDisplayName: string | null;
  blogUserId: number;
  blogTitle: string;
  homeDestination: string | null;
  connection: {
    username: string | null;
    profileUrl: string | null;
    settings: Record<string, unknown>;
    isConnected: boolean;
  } | null;
}

/** Reads for the My Blogs grid and the live outcome events; every list is scoped to one owner. */
export function publicationSummariesRepository(db: Db) {
  const select = () =>
    db
      .select({
        publication: blogPublications,
        platformName: publishingPlatforms.name,
        platformDisplayName: publishingPlatforms.displayName,
        blogUserId: blogs.userId,
        blogTitle: blogs.title,
        homeDestination: blogs.homeDestination,
        connectionId: userPlatformConnections.id,
        username: userPlatformConnections.username,
        profileUrl: userPlatformConnections.profileUrl,
        settings: userPlatformConnections.settings,
        isConnected: userPlatformConnections.isConnected,
        cursorKey: cursorKeySql(blogPublications.createdAt),
      })
      .from(blogPublications)
      .innerJoin(blogs, eq(blogs.id, blogPublications.blogId))
      .leftJoin(userPlatformConnections, eq(userPlatformConnections.id, blogPublications.platformConnectionId))
      .leftJoin(publishingPlatforms, eq(publishingPlatforms.id, userPlatformConnections.platformId));
  type Raw = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];
  const toRow = (r: Raw): PublicationSummaryRow & { cursorKey: string } => ({
    ...r.publication,
    platformName: r.platformName,
    platformDisplayName: r.platformDisplayName,
    blogUserId: r.blogUserId,
    blogTitle: r.blogTitle,
    homeDestination: r.homeDestination,
    connection:
      r.connectionId === null
        ? null
        : {
            username: r.username,
            profileUrl: r.profileUrl,
            settings: r.settings ?? {},
            isConnected: r.isConnected ?? true,
          },
    cursorKey: r.cursorKey,
  });

  return {
    /**
     * Newest first; only blogs owned by `userId`, and of those only `blogIds` when given;
     * `needsAttention`: only failed ones and those waiting to try again with a reason (decision 041).
     */
    async listForUser(
      userId: number,
      page: PageQuery,
      blogIds?: number[],
      needsAttention = false,
    ): Promise<Page<PublicationSummaryRow & { cursorKey: string }>> {
      const filters: (SQL | undefined)[] = [
        eq(blogs.userId, userId),
        blogIds ? inArray(blogPublications.blogId, blogIds) : undefined,
        needsAttention
          ? or(
              eq(blogPublications.status, 'failed'),
              and(
                inArray(blogPublications.status, ['pending', 'publishing']),
                sql`${blogPublications.metadata}->>'lastError' is not null`,
              ),
            )
          : undefined,
        afterCursor(blogPublications.createdAt, blogPublications.id, page.cursor),
      ];
      const rows = await select()
        .where(and(...filters))
        .orderBy(desc(blogPublications.createdAt), desc(blogPublications.id))
        .limit(page.limit + 1);
      return toPage(rows.map(toRow), page.limit);
    },

    /** Any owner's: for the worker's announcement and each process's stream (the event goes to the owner only). */
    async findById(id: number): Promise<PublicationSummaryRow | undefined> {
      const [row] = await select().where(eq(blogPublications.id, id));
      return row ? toRow(row) : undefined;
    },
  };
}
