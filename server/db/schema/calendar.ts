import { date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { blogs } from './blogs';
import { timestamps } from './columns';
import { users } from './users';

/**
 * A planned slot on the publishing calendar (docs/decisions/042-publishing-calendar.md): an article
 * the creator means to publish on a day, a blog of theirs or only a working title. It is a note on
 * the calendar, never a publication: no job reads this table, so nothing here is ever published.
 * The day and the optional `HH:MM` are the creator's wall clock in `zone`.
 */
export const plannedSlots = pgTable(
  'planned_slots',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blogId: integer('blog_id').references(() => blogs.id, { onDelete: 'cascade' }),
    title: text('title'),
    day: date('day', { mode: 'string' }).notNull(),
    time: text('time'),
    zone: text('zone').notNull(),
    /** The platforms the creator means to publish on (`wordpress`, `devto`…), for the calendar only. */
    platforms: jsonb('platforms').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index('planned_slots_user_day_idx').on(t.userId, t.day)],
);
