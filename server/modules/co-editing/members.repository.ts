import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { BlogRole } from '@common/co-editing';
import type { Db } from '../../db/client';
import { blogInvitations, blogMembers, blogs, users } from '../../db/schema';
import { publishedExists } from '../blogs';

export interface MemberRow {
  userId: number;
  name: string;
  username: string;
  role: BlogRole;
  addedAt: Date;
}

/** Who a blog is shared with (blog_members) and its invitation links (blog_invitations). */
export function membersRepository(db: Db) {
  return {
    async list(blogId: number): Promise<MemberRow[]> {
      const rows = await db
        .select({
          userId: blogMembers.userId,
          name: users.name,
          username: users.username,
          role: blogMembers.role,
          addedAt: blogMembers.createdAt,
        })
        .from(blogMembers)
        .innerJoin(users, eq(users.id, blogMembers.userId))
        .where(eq(blogMembers.blogId, blogId))
        .orderBy(asc(blogMembers.createdAt), asc(blogMembers.userId));
      return rows as MemberRow[];
    },

    async count(blogId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(blogMembers)
        .where(eq(blogMembers.blogId, blogId));
      return row?.n ?? 0;
    },

    /** Adds someone, or changes the role of someone already there. */
    async upsert(blogId: number, userId: number, role: BlogRole): Promise<void> {
      await db
        .insert(blogMembers)
        .values({ blogId, userId, role })
        .onConflictDoUpdate({ target: [blogMembers.blogId, blogMembers.userId], set: { role } });
    },

    /** Adds someone unless already there (an invitation link never lowers or raises a role). */
    async insertIfAbsent(blogId: number, userId: number, role: BlogRole): Promise<BlogRole> {
      await db.insert(blogMembers).values({ blogId, userId, role }).onConflictDoNothing();
      const [row] = await db
        .select({ role: blogMembers.role })
        .from(blogMembers)
        .where(and(eq(blogMembers.blogId, blogId), eq(blogMembers.userId, userId)));
      return (row?.role ?? role) as BlogRole;
    },

    async updateRole(blogId: number, userId: number, role: BlogRole): Promise<boolean> {
      const rows = await db
        .update(blogMembers)
        .set({ role })
        .where(and(eq(blogMembers.blogId, blogId), eq(blogMembers.userId, userId)))
        .returning({ userId: blogMembers.userId });
      return rows.length > 0;
    },

    async remove(blogId: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(blogMembers)
        .where(and(eq(blogMembers.blogId, blogId), eq(blogMembers.userId, userId)))
        .returning({ userId: blogMembers.userId });
      return rows.length > 0;
    },

    async userByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row;
    },

    async userName(userId: number): Promise<string> {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.name ?? '';
    },

    /** The blogs shared with `userId`, newest share first, without their bodies. */
    async sharedWith(userId: number) {
      const { content: _content, ...summaryColumns } = getTableColumns(blogs);
      return db
        .select({
          ...summaryColumns,
          isPublished: sql<boolean>`${publishedExists(db)}`.mapWith(Boolean),
          role: blogMembers.role,
          ownerName: users.name,
        })
        .from(blogMembers)
        .innerJoin(blogs, eq(blogs.id, blogMembers.blogId))
        .innerJoin(users, eq(users.id, blogs.userId))
        .where(eq(blogMembers.userId, userId))
        .orderBy(desc(blogMembers.createdAt), desc(blogs.id))
        .limit(200);
    },

    links: {
      list: (blogId: number) =>
        db
          .select({ id: blogInvitations.id, role: blogInvitations.role, createdAt: blogInvitations.createdAt })
          .from(blogInvitations)
          .where(eq(blogInvitations.blogId, blogId))
          .orderBy(asc(blogInvitations.id)),
      async insert(blogId: number, tokenHash: string, role: BlogRole) {
        const [row] = await db
          .insert(blogInvitations)
          .values({ blogId, tokenHash, role })
          .returning({ id: blogInvitations.id, role: blogInvitations.role, createdAt: blogInvitations.createdAt });
        if (!row) throw new Error('insert returned no row');
        return row;
      },
      async remove(blogId: number, id: number): Promise<boolean> {
        const rows = await db
          .delete(blogInvitations)
          .where(and(eq(blogInvitations.blogId, blogId), eq(blogInvitations.id, id)))
          .returning({ id: blogInvitations.id });
        return rows.length > 0;
      },
      async findByTokenHash(tokenHash: string) {
        const [row] = await db
          .select({ blogId: blogInvitations.blogId, role: blogInvitations.role, ownerId: blogs.userId })
          .from(blogInvitations)
          .innerJoin(blogs, eq(blogs.id, blogInvitations.blogId))
          .where(eq(blogInvitations.tokenHash, tokenHash))
          .limit(1);
        return row;
      },
    },
  };
}
