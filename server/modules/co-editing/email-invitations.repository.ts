import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { BlogRole } from '@common/co-editing';
import type { Db } from '../../db/client';
import { blogEmailInvitations, blogs, users } from '../../db/schema';

export interface EmailInvitationRow {
  id: number;
  blogId: number;
  email: string;
  role: BlogRole;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
}

const columns = {
  id: blogEmailInvitations.id,
  blogId: blogEmailInvitations.blogId,
  email: blogEmailInvitations.email,
  role: blogEmailInvitations.role,
  createdAt: blogEmailInvitations.createdAt,
  expiresAt: blogEmailInvitations.expiresAt,
  acceptedAt: blogEmailInvitations.acceptedAt,
};

/** Invitations by email (blog_email_invitations): one row per blog and address, its token only as a hash. */
export function emailInvitationsRepository(db: Db) {
  return {
    /** Open invitations (not accepted), oldest first. */
    async pending(blogId: number): Promise<EmailInvitationRow[]> {
      const rows = await db
        .select(columns)
        .from(blogEmailInvitations)
        .where(and(eq(blogEmailInvitations.blogId, blogId), isNull(blogEmailInvitations.acceptedAt)))
        .orderBy(asc(blogEmailInvitations.createdAt), asc(blogEmailInvitations.id));
      return rows as EmailInvitationRow[];
    },

    /** A new invitation, or the address's earlier one made new again (new token, role, inviter and expiry). */
    async upsert(v: {
      blogId: number;
      email: string;
      role: BlogRole;
      tokenHash: string;
      invitedBy: number;
      expiresAt: Date;
    }): Promise<EmailInvitationRow> {
      const [row] = await db
        .insert(blogEmailInvitations)
        .values(v)
        .onConflictDoUpdate({
          target: [blogEmailInvitations.blogId, blogEmailInvitations.email],
          set: {
            role: v.role,
            tokenHash: v.tokenHash,
            invitedBy: v.invitedBy,
            expiresAt: v.expiresAt,
            createdAt: sql`now()`,
            acceptedAt: null,
          },
        })
        .returning(columns);
      if (!row) throw new Error('invitation not stored');
      return row as EmailInvitationRow;
    },

    /** Resend: a new token and expiry for an open invitation; undefined when there is none. */
    async renew(blogId: number, id: number, tokenHash: string, expiresAt: Date, invitedBy: number) {
      const [row] = await db
        .update(blogEmailInvitations)
        .set({ tokenHash, expiresAt, invitedBy })
        .where(
          and(
            eq(blogEmailInvitations.blogId, blogId),
            eq(blogEmailInvitations.id, id),
            isNull(blogEmailInvitations.acceptedAt),
          ),
        )
        .returning(columns);
      return row as EmailInvitationRow | undefined;
    },

    async revoke(blogId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(blogEmailInvitations)
        .where(
          and(
            eq(blogEmailInvitations.blogId, blogId),
            eq(blogEmailInvitations.id, id),
            isNull(blogEmailInvitations.acceptedAt),
          ),
        )
        .returning({ id: blogEmailInvitations.id });
      return rows.length > 0;
    },

    async findByTokenHash(tokenHash: string) {
      const [row] = await db
        .select({ ...columns, ownerId: blogs.userId })
        .from(blogEmailInvitations)
        .innerJoin(blogs, eq(blogs.id, blogEmailInvitations.blogId))
        .where(eq(blogEmailInvitations.tokenHash, tokenHash))
        .limit(1);
      return row as (EmailInvitationRow & { ownerId: number }) | undefined;
    },

    async user(by: { id: number } | { email: string }) {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where('id' in by ? eq(users.id, by.id) : eq(sql`lower(${users.email})`, by.email.toLowerCase()))
        .limit(1);
      return row;
    },

    /** The emailed link was opened by the account using the address: that proves it (docs/decisions/036). */
    async markAddressVerified(userId: number): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: sql`now()` })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    },

    /** Marks it accepted once; false when it already was (or is gone). */
    async markAccepted(id: number): Promise<boolean> {
      const rows = await db
        .update(blogEmailInvitations)
        .set({ acceptedAt: sql`now()` })
        .where(and(eq(blogEmailInvitations.id, id), isNull(blogEmailInvitations.acceptedAt)))
        .returning({ id: blogEmailInvitations.id });
      return rows.length > 0;
    },
  };
}
