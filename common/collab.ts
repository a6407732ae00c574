import { z } from 'zod';
import { idField } from './ids';

/** Contracts of the collaborative-session and contribution calls (docs/product.md §3, §5, §7), and of the live stream. */
export const SESSION_STATUSES = ['active', 'draft', 'closed'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const CONTRIBUTION_TYPES = ['text', 'main', 'suggestion', 'comment'] as const;

export const COLLAB_LIMITS = {
  titleMin: 3,
  titleMax: 200,
  descriptionMax: 2000,
  contributionMax: 10_000,
  /** Contributions one user may add per minute, across all sessions and server processes. */
  contributionsPerMinute: 20,
  /** Live streams one user may hold open at once in one server process. */
  streamsPerUser: 10,
  /** Session settings: entries, key length, text value length. */
  settingsMax: 20,
  settingKeyMax: 64,
  settingValueMax: 500,
} as const;

export const COLLAB_MESSAGES = {
  titleMin: 'Title must be at least 3 characters long',
  titleMax: `Title must be at most ${COLLAB_LIMITS.titleMax} characters long`,
  descriptionMax: `Description must be at most ${COLLAB_LIMITS.descriptionMax} characters long`,
  promptId: 'Prompt id must be a number',
  status: `Status must be one of: ${SESSION_STATUSES.join(', ')}`,
  contentMin: 'Contribution cannot be empty',
  contentMax: `Contribution must be at most ${COLLAB_LIMITS.contributionMax.toLocaleString('en-US')} characters long`,
  type: `Type must be one of: ${CONTRIBUTION_TYPES.join(', ')}`,
  notActive: 'This session is not active, so it does not accept contributions.',
  tooMany: 'You are adding contributions too quickly. Please wait a moment and try again.',
  tooManyStreams: 'Too many live views are open. Close another session window and try again.',
  settings: `Settings must be at most ${COLLAB_LIMITS.settingsMax} named values, each a short text, a number, true, false or null`,
} as const;

const status = z.enum(SESSION_STATUSES, { error: COLLAB_MESSAGES.status });

/**
 * A session's settings: a flat map of simple values (the app's form sends `{}`). Bounded so that
 * nothing deep or large reaches the JSON column.
 */
export const sessionSettingsSchema = z
  .record(
    z.string().min(1, COLLAB_MESSAGES.settings).max(COLLAB_LIMITS.settingKeyMax, COLLAB_MESSAGES.settings),
    z.union(
      [z.string().max(COLLAB_LIMITS.settingValueMax, COLLAB_MESSAGES.settings), z.number(), z.boolean(), z.null()],
      { error: COLLAB_MESSAGES.settings },
    ),
    { error: COLLAB_MESSAGES.settings },
  )
  .refine((s) => Object.keys(s).length <= COLLAB_LIMITS.settingsMax, COLLAB_MESSAGES.settings);

/** POST /api/collaborative-sessions. */
export const createSessionSchema = z.object({
  promptId: idField(COLLAB_MESSAGES.promptId),
  title: z
    .string({ error: COLLAB_MESSAGES.titleMin })
    .trim()
    .min(COLLAB_LIMITS.titleMin, COLLAB_MESSAGES.titleMin)
    .max(COLLAB_LIMITS.titleMax, COLLAB_MESSAGES.titleMax),
  description: z
    .string()
    .trim()
    .max(COLLAB_LIMITS.descriptionMax, COLLAB_MESSAGES.descriptionMax)
    .nullish()
    .transform((v) => (v ? v : null)),
  status: status.default('active'),
  settings: sessionSettingsSchema.default({}),
});
export type CreateSessionInput = z.input<typeof createSessionSchema>;
export type CreateSession = z.output<typeof createSessionSchema>;

/** PATCH /api/collaborative-sessions/{id}: the owner changes the status. */
export const updateSessionSchema = z.object({ status });
export type UpdateSession = z.output<typeof updateSessionSchema>;

export const sessionSchema = z.object({
  id: z.number().int(),
  promptId: z.number().int(),
  ownerId: z.number().int(),
  ownerName: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  settings: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  /** What the current user may do with it, from the server's policy: `update` — change its status (its owner). */
  abilities: z.object({ update: z.boolean() }),
});
export type Session = z.infer<typeof sessionSchema>;

/** POST /api/collaborative-sessions/{id}/contributions. Interface default type: text. */
export const createContributionSchema = z.object({
  content: z
    .string({ error: COLLAB_MESSAGES.contentMin })
    .max(COLLAB_LIMITS.contributionMax, COLLAB_MESSAGES.contentMax)
    .refine((v) => v.trim().length >= 1, COLLAB_MESSAGES.contentMin),
  type: z.enum(CONTRIBUTION_TYPES, { error: COLLAB_MESSAGES.type }).default('text'),
});
export type CreateContributionInput = z.input<typeof createContributionSchema>;

export const contributionSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  /** Null when the author deleted their account (userName is then 'Deleted user'). */
  userId: z.number().int().nullable(),
  /** The contributor's display name; the UI falls back to 'User {userId}' only when it is null. */
  userName: z.string().nullable(),
  content: z.string(),
  type: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type Contribution = z.infer<typeof contributionSchema>;

/**
 * Server-sent events of GET /api/collaborative-sessions/{id}/events (event name = `type`).
 * `viewers` counts the open live views of the session across every server process.
 */
export type LiveEvent =
  | { type: 'contribution'; contribution: Contribution }
  | { type: 'status'; sessionId: number; status: string }
  | { type: 'viewers'; sessionId: number; count: number };
