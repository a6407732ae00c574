import type { EmailMode, NotificationPayload, NotificationType } from '@common/notifications';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { users } from './users';

/**
 * What happened that concerns a person (docs/decisions/039-notifications.md): one row per
 * recipient, written where the thing happens. `email` says what the row still owes the person's
 * mailbox when it was made ('instant' or 'digest', per their settings then; null: nothing), and
 * `emailed_at` when it went (or was passed over), so each is emailed at most once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    readAt: tstz('read_at'),
    email: text('email').$type<Exclude<EmailMode, 'off'>>(),
    emailedAt: tstz('emailed_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_email_due_idx')
      .on(t.email, t.userId)
      .where(sql`${t.emailedAt} is null`),
  ],
);

/** A person's email choice per notification type; a type without a row follows DEFAULT_EMAIL_MODES. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    email: text('email').$type<EmailMode>().notNull(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
