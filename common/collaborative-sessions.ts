import { z } from 'zod';
import { idField, pathId } from './ids';

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
  notYours: 'Only its author can edit or delete a contribution.',
  onlyOwnerHides: "Only the session's owner can hide a contribution.",
  updateEmpty: 'Send the new content or the hidden flag',
  settings: `Settings must be at most ${COLLAB_LIMITS.settingsMax} named values, each a short text, a number, true, false or null`,
  draftParticipantsOnly: 'Only the people in this session can write in its draft.',
  draftOwnerOnly: "Only the session's owner can turn its draft into a blog.",
  draftEmpty: 'Write something in the shared draft before turning it into a blog.',
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
  /** Null once the prompt was deleted: the session and its contributions outlive it (docs/decisions/019). */
  promptId: z.number().int().nullable(),
  ownerId: z.number().int(),
  ownerName: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  settings: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  /**
   * What the current user may do with it, from the server's policy: `update` — change its status,
   * `invite` — make or revoke its invitation link (both its owner's).
   */
  abilities: z.object({ update: z.boolean(), invite: z.boolean() }),
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
  /** When its author last edited it, or null. */
  editedAt: z.string().nullable(),
  /** Hidden by the session's owner: `content` is then empty for everyone. */
  hidden: z.boolean(),
  /**
   * What the current user may do with it, from the server's policy: `update` and `delete` (its
   * author), `hide` (the session's owner). Live events carry none: the client refetches the list.
   */
  abilities: z.object({ update: z.boolean(), delete: z.boolean(), hide: z.boolean() }),
});
export type Contribution = z.infer<typeof contributionSchema>;
/** A contribution as live events carry it: the same for every viewer, so without abilities. */
export type LiveContribution = Omit<Contribution, 'abilities'>;

/**
 * PATCH /api/collaborative-sessions/{id}/contributions/{contributionId}: the author changes the
 * content, or the session's owner hides (or shows again) the contribution.
 */
export const updateContributionSchema = z
  .strictObject({
    content: createContributionSchema.shape.content.optional(),
    hidden: z.boolean({ error: 'Hidden must be true or false' }).optional(),
  })
  .refine((b) => b.content !== undefined || b.hidden !== undefined, {
    message: COLLAB_MESSAGES.updateEmpty,
    path: ['content'],
  });
export type UpdateContribution = z.output<typeof updateContributionSchema>;

/** `/api/collaborative-sessions/{id}/contributions/{contributionId}`. */
export const contributionParams = z.object({
  id: pathId.brand<'SessionId'>(),
  contributionId: pathId,
});

/**
 * Server-sent events of GET /api/collaborative-sessions/{id}/events (event name = `type`).
 * `viewers` counts the open live views of the session across every server process.
 */
export type LiveEvent =
  | { type: 'contribution'; contribution: LiveContribution }
  | { type: 'contributionUpdated'; contribution: LiveContribution }
  | { type: 'contributionRemoved'; sessionId: number; contributionId: number }
  | { type: 'status'; sessionId: number; status: string }
  | { type: 'viewers'; sessionId: number; count: number };

/** POST /api/collaborative-sessions/{id}/invite-link: a new link (the previous one stops working). */
export const inviteLinkSchema = z.object({
  /** The secret of the link; the app's link is `/collaborative-sessions?join=<token>`. */
  token: z.string(),
});
export type InviteLink = z.infer<typeof inviteLinkSchema>;

/** POST /api/collaborative-sessions/join: whoever holds the link joins the session. */
export const joinSessionSchema = z.strictObject({
  token: z
    .string({ error: 'The invitation link is not valid' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'The invitation link is not valid'),
});

/** The path of a session's invitation link in the app. */
export const joinPath = (token: string) => `/collaborative-sessions?join=${encodeURIComponent(token)}`;

/** The 'Written with …' line a blog turned from a session's draft starts its credits with (docs/decisions/020-coediting-on-postgresql.md). */
export const writtenWith = (usernames: string[]) => `Written with ${usernames.map((u) => `@${u}`).join(', ')}`;

/**
 * POST /api/collaborative-sessions/{id}/draft/blog: the blog, and who it credits (in order).
 * `existing`: the draft had already become this blog (201 the first time, then 200 and the same blog).
 */
/** GET /api/collaborative-sessions/{id}/draft: the blog the draft became (null: not turned yet). */
export const draftBlogSchema = z.object({ blogId: z.number().int().nullable() });

export const turnedIntoBlogSchema = z.object({
  blogId: z.number().int(),
  existing: z.boolean(),
  credits: z.array(z.object({ userId: z.number().int().nullable(), name: z.string(), username: z.string() })),
});
export type TurnedIntoBlog = z.infer<typeof turnedIntoBlogSchema>;
