import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';

/** Reset tokens (their hashes) and what a reset changes: the password, every session. */
export function passwordResetRepository(db: Db) {
  return {
    async findUserByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },

    async insertToken(row: { tokenHash: string; userId: number; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResetTokens).values(row);
    },

    /** Uses the token if it is unused and unexpired, in one statement (two tabs cannot both use it). */
    async consume(tokenHash: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },

    /** The user's other unused links stop working once one was used. */
    async dropUnused(userId: number): Promise<void> {
      await db
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },

    async setPassword(userId: number, passwordHash: string) {
      const [row] = await db
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return row;
    },

    /** Every session of the user ends (each deletion is announced to every process: docs/decisions/030). */
    async endSessions(userId: number): Promise<number> {
      const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.idHash });
      return rows.length;
    },
  };
}
