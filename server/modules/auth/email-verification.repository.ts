import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens, sessions, users } from '../../db/schema';

export type EmailTokenPurpose = 'verify' | 'undo';

/** Verification and undo links (their hashes) and what opening one changes (docs/decisions/036). */
export function emailVerificationRepository(db: Db) {
  return {
    async findUser(id: number) {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    async insertToken(row: {
      tokenHash: string;
      userId: number;
      purpose: EmailTokenPurpose;
      email: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(emailTokens).values(row);
    },

    /** Uses the link if unused and unexpired, in one statement (two tabs cannot both use it). */
    async consume(tokenHash: string, now: Date) {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
        .returning({ userId: emailTokens.userId, purpose: emailTokens.purpose, email: emailTokens.email });
      return row;
    },

    /** The new address waiting for its link to be opened, if any (the newest live one). */
    async pendingEmail(userId: number, current: string, now: Date): Promise<string | null> {
      const [row] = await db
        .select({ email: emailTokens.email })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, 'verify'),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
            sql`lower(${emailTokens.email}) <> ${current.toLowerCase()}`,
          ),
        )
        .orderBy(desc(emailTokens.createdAt))
        .limit(1);
      return row?.email ?? null;
    },

    /** Unused links of the user stop working: of one purpose, or every one. */
    async dropUnused(userId: number, purpose?: EmailTokenPurpose): Promise<void> {
      await db
        .delete(emailTokens)
        .where(
          and(
            eq(emailTokens.userId, userId),
            isNull(emailTokens.usedAt),
            ...(purpose ? [eq(emailTokens.purpose, purpose)] : []),
          ),
        );
    },

    async emailTakenByOther(email: string, id: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, id)))
        .limit(1);
      return rows.length > 0;
    },

    /** The user's address, proven at `verifiedAt`. */
    async setVerifiedEmail(userId: number, email: string, verifiedAt: Date) {
      const [row] = await db
        .update(users)
        .set({ email, emailVerifiedAt: verifiedAt, updatedAt: verifiedAt })
        .where(eq(users.id, userId))
        .returning({ id: users.id, email: users.email });
      return row;
    },

    /** Marks the address verified when it is (any letter case) the one the account uses now. */
    async verifyIfCurrent(userId: number, email: string, verifiedAt: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ emailVerifiedAt: verifiedAt })
        .where(
          and(eq(users.id, userId), sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.emailVerifiedAt)),
        )
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Every session of the user ends (each deletion is announced to every process: docs/decisions/030). */
    async endSessions(userId: number): Promise<number> {
      const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.idHash });
      return rows.length;
    },
  };
}
