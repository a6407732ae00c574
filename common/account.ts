import { z } from 'zod';
import { LIMITS } from './limits';
import { isTimeZone } from './zoned-time';

/** Contracts of the account calls (/api/account/*): profile, password, devices, export, deletion. */

export const ACCOUNT_MESSAGES = {
  nameRequired: 'Full name is required',
  nameMax: `Full name must be at most ${LIMITS.nameMax} characters`,
  email: 'Please enter a valid email address',
  emailTaken: 'An account with that email address already exists.',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: `Password must be at most ${LIMITS.passwordMax} characters`,
  wrongPassword: 'The password is not correct.',
  samePassword: 'The new password must be different from the current one.',
  nothingToChange: 'Change the name or the email address first.',
  exportQueueDown: 'Your export could not be started just now. Nothing was lost; please try again in a minute.',
  timeZone: 'Choose a time zone from the list, such as Europe/Berlin or America/New_York.',
} as const;

/** What the UI shows as the author of a contribution whose account was deleted. */
export const DELETED_USER_NAME = 'Deleted user';

/** How long a finished export can be downloaded before it is deleted. */
export const EXPORT_TTL_HOURS = 24;

const password = z
  .string()
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .max(LIMITS.passwordMax, ACCOUNT_MESSAGES.passwordMax);

export const accountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  /** Whether a link sent to `email` was opened (docs/decisions/036-email-verification.md). */
  emailVerified: z.boolean(),
  /** A new address asked for in Settings, waiting for its link to be opened; `email` stays until then. */
  pendingEmail: z.string().nullable(),
  /**
   * The IANA zone the calendar and scheduled times are shown and chosen in; null until the first
   * use, when the client saves the browser's (docs/decisions/042-publishing-calendar.md).
   */
  timeZone: z.string().nullable(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** PUT /api/account/time-zone: the account's time zone, one this runtime knows ('Europe/Berlin'). */
export const accountTimeZoneSchema = z.strictObject({
  timeZone: z
    .string(ACCOUNT_MESSAGES.timeZone)
    .trim()
    .refine((zone) => isTimeZone(zone), ACCOUNT_MESSAGES.timeZone),
});
export type AccountTimeZone = z.infer<typeof accountTimeZoneSchema>;

/** PATCH /api/account: name and/or email (a new email takes effect once verified: docs/decisions/036). */
export const updateAccountSchema = z
  .object({
    name: z.string().trim().min(1, ACCOUNT_MESSAGES.nameRequired).max(LIMITS.nameMax, ACCOUNT_MESSAGES.nameMax),
    email: z.string().trim().max(LIMITS.emailMax, ACCOUNT_MESSAGES.email).email(ACCOUNT_MESSAGES.email),
  })
  .partial()
  .refine((v) => v.name !== undefined || v.email !== undefined, { message: ACCOUNT_MESSAGES.nothingToChange });
export type UpdateAccountInput = z.infer<typeof updateAccountSchema>;

/** POST /api/account/password. */
export const changePasswordSchema = z.object({
  currentPassword: password,
  newPassword: z
    .string()
    .min(LIMITS.passwordMin, ACCOUNT_MESSAGES.passwordMin)
    .max(LIMITS.passwordMax, ACCOUNT_MESSAGES.passwordMax),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const signedOutSchema = z.object({
  /** How many other devices were signed out. */
  signedOut: z.number().int(),
});
export type SignedOut = z.infer<typeof signedOutSchema>;

/** One signed-in device (a server-side session), never its secret. */
export const deviceSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** 'Firefox on Linux', or 'Unknown device'. */
  device: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;

export const accountExportSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  /** 0–100. */
  progress: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  expiresAt: z.string(),
  sizeBytes: z.number().int().nullable(),
  /** Set once the archive is ready; only its owner can use it, until expiresAt. */
  downloadUrl: z.string().nullable(),
  error: z.string().nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const exportParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** GET /api/account/deletion-summary: what deleting the account removes. */
export const deletionSummarySchema = z.object({
  blogs: z.number().int(),
  prompts: z.number().int(),
  sessions: z.number().int(),
  contributionsInOthersSessions: z.number().int(),
  instagramAccounts: z.number().int(),
  platformConnections: z.number().int(),
  mediaFiles: z.number().int(),
});
export type DeletionSummary = z.infer<typeof deletionSummarySchema>;

/** POST /api/account/delete. */
export const deleteAccountSchema = z.object({
  password,
  /** Also remove this user's contributions in other people's sessions (else they stay as 'Deleted user'). */
  removeContributions: z.boolean().default(false),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
