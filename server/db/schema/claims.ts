import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { BlogClaim } from '@common/claims';
import { blogs } from './blogs';
import { tstz } from './columns';

/**
 * The claim check saved with a blog (docs/decisions/026-stored-videos-and-saved-claim-checks.md, common/claims.ts): the claims flagged in its
 * article and what became of each, for the text whose hash is `content_hash` (a save changes the
 * hash, and the next read recomputes).
 */
export const blogClaimChecks = pgTable('blog_claim_checks', {
  blogId: integer('blog_id')
    .primaryKey()
    .references(() => blogs.id, { onDelete: 'cascade' }),
  /** SHA-256 of the title and content checked. */
  contentHash: text('content_hash').notNull(),
  /** Checkable claims found in that text. */
  checked: integer('checked').notNull(),
  claims: jsonb('claims').$type<BlogClaim[]>().notNull(),
  judgementNote: text('judgement_note'),
  checkedAt: tstz('checked_at').notNull().defaultNow(),
});
