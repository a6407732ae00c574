import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at as timestamptz; updated_at is set by repositories on every update. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const emptyTextArray = sql`'{}'::text[]`;
