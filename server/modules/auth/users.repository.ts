import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function usersRepository(db: Db) {
  return {
    async findByLogin(login: string): Promise<UserRow | undefined> {
      const needle = login.toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(or(sql`lower(${users.username}) = ${needle}`, sql`lower(${users.email}) = ${needle}`))
        .limit(1);
      return row;
    },

    /** Which of username / email are already taken (case-insensitive). */
    async findTaken(username: string, email: string): Promise<{ username: boolean; email: boolean }> {
      const rows = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(
          or(
            sql`lower(${users.username}) = ${username.toLowerCase()}`,
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
          ),
        );
      return {
        username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
        email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
      };
    },

    async insert(values: { username: string; email: string; name: string; passwordHash: string }): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },
  };
}
