import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPublications, publishingPlatforms, userPlatformConnections } from '../../db/schema';

export type ConnectionRow = typeof userPlatformConnections.$inferSelect;
export type ConnectionWithPlatform = ConnectionRow & {
  platformName: string;
  /** Posts live through it (listForUser counts them; what disconnecting leaves online). */
  livePosts?: number;
};

/** All access to user_platform_connections; lists are scoped to their owner. */
export function connectionsRepository(db: Db) {
  const selectWithPlatform = () =>
    db
      .select({ connection: userPlatformConnections, platformName: publishingPlatforms.name })
      .from(userPlatformConnections)
      .innerJoin(publishingPlatforms, eq(publishingPlatforms.id, userPlatformConnections.platformId));
  const flatten = (r: { connection: ConnectionRow; platformName: string }) => ({
    ...r.connection,
    platformName: r.platformName,
  });

  return {
    async listForUser(userId: number): Promise<ConnectionWithPlatform[]> {
      const rows = await selectWithPlatform()
        .where(eq(userPlatformConnections.userId, userId))
        .orderBy(asc(userPlatformConnections.id));
      const ids = rows.map((r) => r.connection.id);
      const live = ids.length
        ? await db
            .select({ id: blogPublications.platformConnectionId, n: count() })
            .from(blogPublications)
            .where(and(inArray(blogPublications.platformConnectionId, ids), eq(blogPublications.status, 'published')))
            .groupBy(blogPublications.platformConnectionId)
        : [];
      return rows.map((r) => ({ ...flatten(r), livePosts: live.find((l) => l.id === r.connection.id)?.n ?? 0 }));
    },

    /** Any user's connection: callers authorize it (publishing.policy.ts); the worker acts on a checked one. */
    async findById(id: number): Promise<ConnectionWithPlatform | undefined> {
      const [row] = await selectWithPlatform().where(eq(userPlatformConnections.id, id));
      return row ? flatten(row) : undefined;
    },

    async insert(values: typeof userPlatformConnections.$inferInsert): Promise<ConnectionRow> {
      const [row] = await db.insert(userPlatformConnections).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The user's connection to a destination (`platform:site`), if any. */
    async findByDestination(userId: number, destinationKey: string): Promise<ConnectionWithPlatform | undefined> {
      const [row] = await selectWithPlatform().where(
        and(eq(userPlatformConnections.userId, userId), eq(userPlatformConnections.destinationKey, destinationKey)),
      );
      return row ? flatten(row) : undefined;
    },

    /**
     * One connection per user and destination: a new one is inserted; connecting a site already
     * connected updates that row's credentials and account details (same id). `created` says which.
     */
    async upsertByDestination(
      values: typeof userPlatformConnections.$inferInsert & { destinationKey: string },
    ): Promise<{ row: ConnectionRow; created: boolean }> {
      const { userId: _user, platformId: _platform, destinationKey: _key, ...changes } = values;
      const [result] = await db
        .insert(userPlatformConnections)
        .values(values)
        .onConflictDoUpdate({
          target: [userPlatformConnections.userId, userPlatformConnections.destinationKey],
          set: { ...changes, updatedAt: new Date() },
        })
        // xmax is 0 on a freshly inserted row version, set on one the conflict updated.
        .returning({ ...getTableColumns(userPlatformConnections), created: sql<boolean>`(xmax = 0)` });
      if (!result) throw new Error('upsert returned no row');
      const { created, ...row } = result;
      return { row, created: Boolean(created) };
    },

    async deleteForUser(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(userPlatformConnections)
        .where(and(eq(userPlatformConnections.id, id), eq(userPlatformConnections.userId, userId)))
        .returning({ id: userPlatformConnections.id });
      return rows.length > 0;
    },
  };
}
