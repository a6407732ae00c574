import { z } from 'zod';
import { isRealDay } from './calendar';
import { idField, pathId } from './ids';
import { PLATFORM_NAMES, type PlatformName } from './platforms';
import { addDays, isLocalTime, isTimeZone } from './zoned-time';

/**
 * Contracts of the publishing calendar (docs/decisions/042-publishing-calendar.md): what is
 * scheduled, published and planned over a run of days in the creator's time zone, moving a
 * schedule to another wall-clock time, and planned slots (which never publish).
 */

/** The longest run of days one calendar request reads (a month grid is at most 42 days). */
export const CALENDAR_MAX_DAYS = 62;

const day = z.string().refine(isRealDay, 'must be a day as YYYY-MM-DD');
/** Longer than any IANA zone name (the longest is 32 characters). */
export const TIME_ZONE_MAX = 64;
const zone = z.string().max(TIME_ZONE_MAX).refine(isTimeZone, 'must be a time zone such as Europe/Berlin');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM');
const localTime = z.string().refine(isLocalTime, 'must be a local date and time as YYYY-MM-DDTHH:MM');

export const calendarQuerySchema = z
  .object({ from: day, to: day, zone })
  .refine((q) => q.to >= q.from, { path: ['to'], message: 'must not be before from' })
  .refine((q) => q.to < addDays(q.from, CALENDAR_MAX_DAYS), {
    path: ['to'],
    message: `must be at most ${CALENDAR_MAX_DAYS} days after from`,
  });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const CALENDAR_KINDS = ['scheduled', 'published', 'planned'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

const platformRef = z.object({ name: z.string(), displayName: z.string() });

/** One destination of a scheduled or published entry: a publication. */
export const calendarDestinationSchema = z.object({
  publicationId: z.number().int(),
  platform: platformRef,
  site: z.string().nullable(),
  status: z.string(),
  /** May be moved to another time now (scheduled, and not being sent this minute). */
  abilities: z.object({ move: z.boolean() }),
});
export type CalendarDestination = z.infer<typeof calendarDestinationSchema>;

/**
 * One item on the calendar: a blog's publications sharing a time and a kind, or a planned slot.
 * `day` and `time` are the wall clock in the requested zone (a plan: the day and time it was planned
 * for); `at` is the instant (null for a plan without a time).
 */
export const calendarEntrySchema = z.object({
  key: z.string(),
  kind: z.enum(CALENDAR_KINDS),
  blogId: z.number().int().nullable(),
  title: z.string(),
  at: z.string().nullable(),
  day: z.string(),
  time: z.string().nullable(),
  platforms: z.array(platformRef),
  destinations: z.array(calendarDestinationSchema),
  planId: z.number().int().nullable(),
  abilities: z.object({ move: z.boolean(), delete: z.boolean() }),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const calendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  zone: z.string(),
  entries: z.array(calendarEntrySchema),
});
export type Calendar = z.infer<typeof calendarSchema>;

/**
 * Move a schedule to a wall-clock time in `zone` (without one: the account's time zone). `all`
 * (default): every scheduled destination of the publication's blog moves with it; `one`: this
 * destination alone.
 */
export const rescheduleRequestSchema = z.strictObject({
  publicationId: idField('Choose a scheduled publication'),
  local: localTime,
  zone: zone.optional(),
  scope: z.enum(['all', 'one']).optional(),
});
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

/** A move without a zone by an account that has not chosen one. */
export const NO_ACCOUNT_ZONE = 'Choose your time zone in Settings, or send the zone of the time.';

export const rescheduleResultSchema = z.object({
  moved: z.array(z.object({ publicationId: z.number().int(), scheduledAt: z.string() })),
});
export type RescheduleResult = z.infer<typeof rescheduleResultSchema>;

const platformName = z.string().refine((n): n is PlatformName => (PLATFORM_NAMES as string[]).includes(n), {
  message: `must be one of ${PLATFORM_NAMES.join(', ')}`,
});

/** The longest working title of a planned slot. */
export const PLAN_TITLE_MAX = 200;
/** A plan with neither a blog nor a working title. */
export const PLAN_NEEDS_BLOG_OR_TITLE = 'Choose a blog or give the article a working title';

/** A planned slot: one of the creator's blogs, or a working title, on a day (a time is optional). */
export const planRequestSchema = z
  .strictObject({
    blogId: idField('Choose one of your blogs').optional(),
    title: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(PLAN_TITLE_MAX, `must be at most ${PLAN_TITLE_MAX} characters`)
      .optional(),
    day,
    time: time.nullable().optional(),
    zone,
    // Each destination at most once: as many as there are platforms.
    platforms: z
      .array(platformName)
      .max(PLATFORM_NAMES.length)
      .refine((list) => new Set(list).size === list.length, 'must name each platform once')
      .optional(),
  })
  .refine((p) => p.blogId !== undefined || p.title !== undefined, {
    path: ['title'],
    message: PLAN_NEEDS_BLOG_OR_TITLE,
  });
export type PlanRequest = z.infer<typeof planRequestSchema>;

/** Moving a planned slot: its new day and (optionally) time. */
export const planMoveSchema = z.strictObject({ day, time: time.nullable().optional(), zone });
export type PlanMove = z.infer<typeof planMoveSchema>;

export const planIdParams = z.object({ id: pathId });
