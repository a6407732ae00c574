import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  fediverseAccounts,
  fediverseArticles,
  fediverseFollowers,
  fediverseFollowing,
  fediverseKv,
  publicPages,
  users,
} from '../../db/schema';
import { fediverseInboundRepository } from './fediverse-inbound.repository';

export type FediverseAccountRow = typeof fediverseAccounts.$inferSelect;
export type FollowerRow = typeof fediverseFollowers.$inferSelect;
export type FollowingRow = typeof fediverseFollowing.$inferSelect;

export type { ReceivedRow, ReplyRow, ReplyStatus } from './fediverse-inbound.repository';

/** All Drizzle access of the fediverse module (docs/decisions/044-fediverse-with-fedify.md). */
export function fediverseRepository(db: Db) {
  return {
    ...fediverseInboundRepository(db),
    async account(userId: number): Promise<FediverseAccountRow | undefined> {
      const [row] = await db.select().from(fediverseAccounts).where(eq(fediverseAccounts.userId, userId)).limit(1);
      return row;
    },

    /** The user and their settings; `actor` only when they turned the fediverse on. */
    async userWithAccount(userId: number) {
      const [row] = await db
        .select({ id: users.id, username: users.username, name: users.name, account: fediverseAccounts })
        .from(users)
        .leftJoin(fediverseAccounts, eq(fediverseAccounts.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** The id of the creator with this username who is on the fediverse (WebFinger's `acct:`). */
    async actorIdByUsername(username: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(fediverseAccounts, eq(fediverseAccounts.userId, users.id))
        .where(and(sql`lower(${users.username}) = lower(${username})`, eq(fediverseAccounts.enabled, true)))
        .limit(1);
      return row?.id;
    },

    async upsertAccount(
      userId: number,
      fields: Partial<Pick<FediverseAccountRow, 'enabled' | 'creatorHandle' | 'keyPairs'>>,
    ): Promise<FediverseAccountRow> {
      const [row] = await db
        .insert(fediverseAccounts)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: fediverseAccounts.userId, set: { ...fields, updatedAt: new Date() } })
        .returning();
      if (!row) throw new Error('fediverse account upsert returned nothing');
      return row;
    },

    /** Stores generated keys unless another process stored its own first; returns the ones kept. */
    async storeKeyPairsOnce(userId: number, keyPairs: string): Promise<string> {
      await db
        .insert(fediverseAccounts)
        .values({ userId, keyPairs })
        .onConflictDoUpdate({
          target: fediverseAccounts.userId,
          set: { keyPairs: sql`coalesce(${fediverseAccounts.keyPairs}, excluded.key_pairs)` },
        });
      const row = await this.account(userId);
      return row?.keyPairs ?? keyPairs;
    },

    /** The creator of a blog's public page. */
    async ownerOfBlog(blogId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: publicPages.userId })
        .from(publicPages)
        .where(eq(publicPages.blogId, blogId))
        .limit(1);
      return row?.userId;
    },

    followers(userId: number): Promise<FollowerRow[]> {
      return db
        .select()
        .from(fediverseFollowers)
        .where(eq(fediverseFollowers.userId, userId))
        .orderBy(fediverseFollowers.id);
    },

    async followerCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(fediverseFollowers)
        .where(eq(fediverseFollowers.userId, userId));
      return row?.n ?? 0;
    },

    async addFollower(row: Omit<typeof fediverseFollowers.$inferInsert, 'id' | 'createdAt'>) {
      await db
        .insert(fediverseFollowers)
        .values(row)
        .onConflictDoUpdate({
          target: [fediverseFollowers.userId, fediverseFollowers.actorUri],
          set: {
            inboxUri: row.inboxUri,
            sharedInboxUri: row.sharedInboxUri,
            handle: row.handle,
            followId: row.followId,
          },
        });
    },

    async removeFollower(userId: number, actorUri: string): Promise<number> {
      const gone = await db
        .delete(fediverseFollowers)
        .where(and(eq(fediverseFollowers.userId, userId), eq(fediverseFollowers.actorUri, actorUri)))
        .returning({ id: fediverseFollowers.id });
      return gone.length;
    },

    following(userId: number): Promise<FollowingRow[]> {
      return db
        .select()
        .from(fediverseFollowing)
        .where(eq(fediverseFollowing.userId, userId))
        .orderBy(desc(fediverseFollowing.id));
    },

    async addFollowing(row: { userId: number; actorUri: string; handle: string; followId: string }) {
      const [saved] = await db
        .insert(fediverseFollowing)
        .values(row)
        .onConflictDoUpdate({
          target: [fediverseFollowing.userId, fediverseFollowing.actorUri],
          set: { followId: row.followId, handle: row.handle, acceptedAt: null },
        })
        .returning();
      if (!saved) throw new Error('following upsert returned nothing');
      return saved;
    },

    async markAccepted(followId: string, actorUri: string): Promise<number> {
      const rows = await db
        .update(fediverseFollowing)
        .set({ acceptedAt: new Date() })
        .where(and(eq(fediverseFollowing.followId, followId), eq(fediverseFollowing.actorUri, actorUri)))
        .returning({ id: fediverseFollowing.id });
      return rows.length;
    },

    async markAcceptedByActor(userId: number, actorUri: string): Promise<number> {
      const rows = await db
        .update(fediverseFollowing)
        .set({ acceptedAt: new Date() })
        .where(and(eq(fediverseFollowing.userId, userId), eq(fediverseFollowing.actorUri, actorUri)))
        .returning({ id: fediverseFollowing.id });
      return rows.length;
    },

    /** The local users who follow this remote actor (and were accepted). */
    async usersFollowing(actorUri: string): Promise<number[]> {
      const rows = await db
        .select({ userId: fediverseFollowing.userId })
        .from(fediverseFollowing)
        .where(and(eq(fediverseFollowing.actorUri, actorUri), sql`${fediverseFollowing.acceptedAt} is not null`));
      return rows.map((r) => r.userId);
    },

    async sentArticle(blogId: number) {
      const [row] = await db.select().from(fediverseArticles).where(eq(fediverseArticles.blogId, blogId)).limit(1);
      return row;
    },

    async recordSent(blogId: number, userId: number, fingerprint: string, deleted: boolean) {
      const now = new Date();
      const fields = { fingerprint, sentAt: now, deletedAt: deleted ? now : null };
      await db
        .insert(fediverseArticles)
        .values({ blogId, userId, ...fields })
        .onConflictDoUpdate({ target: fediverseArticles.blogId, set: fields });
    },

    /** Fedify's cached documents and idempotence keys past their time to live. */
    async purgeExpiredKv(): Promise<void> {
      await db.delete(fediverseKv).where(sql`${fediverseKv.expiresAt} < now()`);
    },

    /**
     * Blogs whose followers may be behind: public pages of creators on the fediverse edited since
     * they were last sent (or never sent), and sent articles still live whose page went off.
     */
    async blogsToSync(limit: number): Promise<number[]> {
      const res = (await db.execute(sql`
        select p.blog_id as "blogId" from public_pages p
          join fediverse_accounts a on a.user_id = p.user_id and a.enabled
          join blogs b on b.id = p.blog_id
          left join fediverse_articles s on s.blog_id = p.blog_id
         where p.is_public and (s.blog_id is null or s.deleted_at is not null
                or greatest(b.updated_at, p.updated_at) > s.sent_at)
        union
        select s.blog_id from fediverse_articles s
          left join public_pages p on p.blog_id = s.blog_id
          left join fediverse_accounts a on a.user_id = s.user_id
         where s.deleted_at is null and coalesce(a.enabled, false) and (p.blog_id is null or not p.is_public)
        limit ${limit}`)) as unknown as { rows: { blogId: number }[] };
      return res.rows.map((r) => Number(r.blogId));
    },
  };
}
