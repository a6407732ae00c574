import {
  DEFAULT_EMAIL_MODES,
  NOTIFICATION_TYPES,
  type EmailMode,
  type NotificationPayload,
  type NotificationType,
} from '@common/notifications';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, notificationSettings, users } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: number;
  type: NotificationType;
  payload: NotificationPayload;
}

const n = notifications;

/** Every read and write of notifications and their email settings; each is scoped to one person. */
export function notificationsRepository(db: Db) {
  const settingsOf = async (userIds: number[]) => {
    const rows = userIds.length
      ? await db.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds))
      : [];
    const byUser = new Map<number, Record<NotificationType, EmailMode>>();
    for (const id of userIds) byUser.set(id, { ...DEFAULT_EMAIL_MODES });
    for (const r of rows) {
      const modes = byUser.get(r.userId);
      if (modes && (NOTIFICATION_TYPES as readonly string[]).includes(r.type)) modes[r.type] = r.email;
    }
    return byUser;
  };

  return {
    settingsOf,

    /** Inserts one row per recipient, each marked with what its email is owed by the recipient's settings now. */
    async insert(rows: NewNotification[]): Promise<NotificationRow[]> {
      if (!rows.length) return [];
      const modes = await settingsOf([...new Set(rows.map((r) => r.userId))]);
      return db
        .insert(n)
        .values(
          rows.map((r) => {
            const mode = modes.get(r.userId)?.[r.type] ?? 'off';
            return { ...r, email: mode === 'off' ? null : mode };
          }),
        )
        .returning();
    },

    /** Newest first; `before` is the last id of the previous page. */
    list: (userId: number, limit: number, before?: number) =>
      db
        .select()
        .from(n)
        .where(and(eq(n.userId, userId), before ? lt(n.id, before) : undefined))
        .orderBy(desc(n.id))
        .limit(limit),

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(n)
        .where(and(eq(n.userId, userId), isNull(n.readAt)));
      return Number(row?.count ?? 0);
    },

    /** Marks the person's own notifications read (another person's ids match nothing). */
    async markRead(userId: number, ids: number[] | 'all'): Promise<number> {
      const rows = await db
        .update(n)
        .set({ readAt: new Date() })
        .where(and(eq(n.userId, userId), isNull(n.readAt), ids === 'all' ? undefined : inArray(n.id, ids)))
        .returning({ id: n.id });
      return rows.length;
    },

    async setEmailModes(userId: number, modes: Partial<Record<NotificationType, EmailMode>>): Promise<void> {
      const values = Object.entries(modes).map(([type, email]) => ({
        userId,
        type: type as NotificationType,
        email,
        updatedAt: new Date(),
      }));
      if (!values.length) return;
      await db
        .insert(notificationSettings)
        .values(values)
        .onConflictDoUpdate({
          target: [notificationSettings.userId, notificationSettings.type],
          set: { email: sql`excluded.email`, updatedAt: sql`excluded.updated_at` },
        });
    },

    /** Rows still owed an email of `mode` (oldest first), and the people they are for. */
    async dueUsers(mode: 'instant' | 'digest', limit: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ userId: n.userId })
        .from(n)
        .where(and(eq(n.email, mode), isNull(n.emailedAt)))
        .limit(limit);
      return rows.map((r) => r.userId);
    },

    /**
     * Takes a person's rows owed an email of `mode` (each once: a second worker finds none) and
     * returns them oldest first. On PostgreSQL rows are locked by the update until the transaction ends.
     */
    async claimDue(userId: number, mode: 'instant' | 'digest', limit = 200): Promise<NotificationRow[]> {
      const due = db
        .select({ id: n.id })
        .from(n)
        .where(and(eq(n.userId, userId), eq(n.email, mode), isNull(n.emailedAt)))
        .orderBy(n.id)
        .limit(limit);
      const rows = await db
        .update(n)
        .set({ emailedAt: new Date() })
        .where(and(inArray(n.id, due), isNull(n.emailedAt)))
        .returning();
      return rows.sort((a, b) => a.id - b.id);
    },

    async recipient(userId: number) {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Accounts by username, any letter case (mentions). */
    usersByUsername: (names: string[]) =>
      names.length
        ? db
            .select({ id: users.id, username: users.username, name: users.name })
            .from(users)
            .where(inArray(sql`lower(${users.username})`, names))
        : Promise.resolve([]),

    /** Emails not sent yet of these types are not sent at all (the person turned them off). */
    async dropPendingEmails(userId: number, types: NotificationType[]): Promise<void> {
      if (!types.length) return;
      await db
        .update(n)
        .set({ email: null })
        .where(and(eq(n.userId, userId), inArray(n.type, types), isNull(n.emailedAt)));
    },

    async deleteOlderThan(before: Date): Promise<number> {
      const rows = await db.delete(n).where(lt(n.createdAt, before)).returning({ id: n.id });
      return rows.length;
    },
  };
}
