import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailMessages } from '../../db/schema';

export type MailRow = typeof mailMessages.$inferSelect;

/** The record of every email: queued with its sealed message, then sent or failed (the message cleared). */
export function mailRepository(db: Db) {
  return {
    async insert(row: { userId: number | null; toAddress: string; type: string; sealed: string }): Promise<number> {
      const [created] = await db.insert(mailMessages).values(row).returning({ id: mailMessages.id });
      if (!created) throw new Error('mail record not created');
      return created.id;
    },

    async find(id: number): Promise<MailRow | undefined> {
      const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
      return row;
    },

    /** Delivered: only the record stays. Only a queued row changes, so a second delivery records nothing. */
    async markSent(id: number): Promise<boolean> {
      const rows = await db
        .update(mailMessages)
        .set({
          status: 'sent',
          sentAt: new Date(),
          sealed: null,
          lastError: null,
          attempts: sql`${mailMessages.attempts} + 1`,
        })
        .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'queued')))
        .returning({ id: mailMessages.id });
      return rows.length > 0;
    },

    async markAttemptFailed(id: number, error: string): Promise<number> {
      const [row] = await db
        .update(mailMessages)
        .set({ attempts: sql`${mailMessages.attempts} + 1`, lastError: error.slice(0, 500) })
        .where(eq(mailMessages.id, id))
        .returning({ attempts: mailMessages.attempts });
      return row?.attempts ?? 0;
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db
        .update(mailMessages)
        .set({ status: 'failed', sealed: null, lastError: error.slice(0, 500) })
        .where(eq(mailMessages.id, id));
    },

    /** Queued messages older than `before`: the sweep queues a job for each (a lost job never loses a message). */
    async queuedBefore(before: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: mailMessages.id })
        .from(mailMessages)
        .where(and(eq(mailMessages.status, 'queued'), lt(mailMessages.createdAt, before)))
        .orderBy(mailMessages.id)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async forUser(userId: number, limit = 50): Promise<MailRow[]> {
      return db
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.userId, userId))
        .orderBy(sql`${mailMessages.id} desc`)
        .limit(limit);
    },
  };
}
