import { z } from 'zod';
import { isRealDay } from './calendar';
import { LIMITS } from './limits';
import { pageQuerySchema } from './pagination';
import { PLATFORM_NAMES, type PlatformName } from './platforms';

/** The filters of My Blogs (search by title, status, platform, date range), sent as `GET /api/blogs?…`. */
export const BLOG_LIST_LIMITS = { searchMaxChars: LIMITS.blogSearchMax } as const;

export const BLOG_LIST_MESSAGES = {
  search: `Search is at most ${BLOG_LIST_LIMITS.searchMaxChars} characters`,
  date: 'Dates are written YYYY-MM-DD',
  noSuchDay: 'That day is not in the calendar',
  range: 'The start date must be on or before the end date',
} as const;

export const BLOG_STATUS_FILTERS = ['draft', 'published'] as const;
export type BlogStatusFilter = (typeof BLOG_STATUS_FILTERS)[number];

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, BLOG_LIST_MESSAGES.date)
  .refine(isRealDay, { message: BLOG_LIST_MESSAGES.noSuchDay });

/** Part of the title (`%` and `_` match themselves), or every word in the title or text; any case. */
const search = z
  .string()
  .max(BLOG_LIST_LIMITS.searchMaxChars, BLOG_LIST_MESSAGES.search)
  .transform((s) => s.trim());
/** My Blogs' search box, checked as the list query checks it. */
export const blogSearchSchema = z.object({ q: search });

export const blogListQuerySchema = pageQuerySchema
  .extend({
    q: search.optional(),
    status: z.enum(BLOG_STATUS_FILTERS).optional(),
    /** Blogs with a publication on this platform. */
    platform: z
      .string()
      .refine((p): p is PlatformName => (PLATFORM_NAMES as readonly string[]).includes(p), 'Unknown platform')
      .optional(),
    /** Created on or after this day (UTC). */
    from: day.optional(),
    /** Created on or before this day (UTC). */
    to: day.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: BLOG_LIST_MESSAGES.range, path: ['from'] });
export type BlogListQuery = z.output<typeof blogListQuerySchema>;
