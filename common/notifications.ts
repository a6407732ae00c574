import { z } from 'zod';

/**
 * Notifications (docs/decisions/039-notifications.md): what happened that concerns a person, in the
 * app (the bell) and by email (instantly or in a daily digest), per type.
 */
export const NOTIFICATION_TYPES = [
  'comment',
  'reply',
  'mention',
  'publication_failed',
  'went_live',
  'invited',
  'contribution',
  'batch_finished',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES, { error: 'Unknown notification type' });
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const EMAIL_MODES = ['off', 'instant', 'digest'] as const;
export const emailModeSchema = z.enum(EMAIL_MODES, { error: 'Choose Off, Instant or Daily digest' });
export type EmailMode = z.infer<typeof emailModeSchema>;

/** What each type does by email until the person changes it: what needs them now comes at once. */
export const DEFAULT_EMAIL_MODES: Record<NotificationType, EmailMode> = {
  comment: 'digest',
  reply: 'instant',
  mention: 'instant',
  publication_failed: 'instant',
  went_live: 'digest',
  invited: 'off',
  contribution: 'digest',
  batch_finished: 'digest',
};

export const NOTIFICATION_LIMITS = {
  /** Notifications one list answer holds. */
  pageSize: 30,
  /** Open live notification streams per user (one per tab). */
  streamsPerUser: 8,
  /** People a mention may name in one comment. */
  mentionsPerComment: 10,
  /** A person's notifications older than this are deleted by the maintenance job. */
  keepDays: 90,
} as const;

/** One notification's words and where it leads, as the panel and the email show it. */
export const notificationPayloadSchema = z.object({
  /** Who did it (null: Inkgram itself, e.g. a failed publication). */
  actorName: z.string().nullable(),
  /** The blog, session or batch it is about. */
  subject: z.string(),
  /** A short quote: the comment, the contribution, the failure's reason. */
  excerpt: z.string().optional(),
  /** A path inside the app, e.g. `/edit-blog/12`. */
  href: z.string(),
});
export type NotificationPayload = z.infer<typeof notificationPayloadSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  payload: notificationPayloadSchema,
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first, and how many are unread in all. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/read: these ids, or every one (`all`). */
export const markReadSchema = z.union([
  z.strictObject({ ids: z.array(z.number().int().positive()).min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkRead = z.infer<typeof markReadSchema>;

/** Each type's email mode (an object with one key per type, so the API documents every key). */
const emailModesSchema = z.strictObject({
  comment: emailModeSchema,
  reply: emailModeSchema,
  mention: emailModeSchema,
  publication_failed: emailModeSchema,
  went_live: emailModeSchema,
  invited: emailModeSchema,
  contribution: emailModeSchema,
  batch_finished: emailModeSchema,
} satisfies Record<NotificationType, typeof emailModeSchema>);

export const notificationSettingsSchema = z.object({ email: emailModesSchema });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /api/notifications/settings: any of the types, each Off, Instant or Daily digest. */
export const updateNotificationSettingsSchema = z.strictObject({ email: emailModesSchema.partial() });

export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'The unsubscribe link is incomplete' })
    .min(1, 'The unsubscribe link is incomplete')
    .max(500),
});

/** The live stream's one event: the unread count changed (a new notification, or some were read). */
export const notificationsEventSchema = z.object({
  type: z.literal('notifications'),
  unread: z.number().int(),
});
export type NotificationsEvent = z.infer<typeof notificationsEventSchema>;
export const NOTIFICATIONS_EVENTS_PATH = '/api/notifications/events';

export const NOTIFICATION_COPY = {
  bell: 'Notifications',
  bellUnread: (n: number) => `Notifications, ${n} unread`,
  panelTitle: 'Notifications',
  markAllRead: 'Mark all read',
  empty: 'Nothing new. You will see comments, mentions and publishing news here.',
  loading: 'Loading notifications…',
  loadError: 'Notifications could not be loaded.',
  settingsTitle: 'Email notifications',
  settingsDescription: 'Choose which notifications Inkgram emails you, at once or in one daily digest.',
  saved: 'Email notifications saved',
  modes: { off: 'Off', instant: 'Instant', digest: 'Daily digest' } satisfies Record<EmailMode, string>,
  types: {
    comment: 'Comments on your blogs',
    reply: 'Replies to your comments',
    mention: 'Mentions of you',
    publication_failed: 'Publishing failed or needs reconnecting',
    went_live: 'Scheduled posts going live',
    invited: 'Blogs shared with you',
    contribution: 'Contributions to your sessions',
    batch_finished: 'Batches finished',
  } satisfies Record<NotificationType, string>,
  unsubscribed: (label: string) => `You will no longer get emails about: ${label}.`,
  badToken: 'This unsubscribe link is not valid. Change email notifications in Inkgram’s settings instead.',
} as const;

/** What one notification says, in the panel and in the email. */
export function notificationText(type: NotificationType, p: NotificationPayload): string {
  const who = p.actorName ?? 'Someone';
  switch (type) {
    case 'comment':
      return `${who} commented on “${p.subject}”`;
    case 'reply':
      return `${who} replied to a comment on “${p.subject}”`;
    case 'mention':
      return `${who} mentioned you on “${p.subject}”`;
    case 'publication_failed':
      return `Publishing “${p.subject}” needs you`;
    case 'went_live':
      return `“${p.subject}” is live`;
    case 'invited':
      return `${who} shared “${p.subject}” with you`;
    case 'contribution':
      return `${who} contributed to “${p.subject}”`;
    case 'batch_finished':
      return `Your batch finished: ${p.subject}`;
  }
}

/**
 * `@username` in a comment (the sign-up rule: letters, numbers, dots, dashes, underscores), not
 * inside an email address; a sentence's closing dot or dash is not part of the name.
 */
export const MENTION_PATTERN = /(^|[^\w@.-])@([A-Za-z0-9_](?:[A-Za-z0-9._-]{0,38}[A-Za-z0-9_])?)/g;

/** The usernames a comment mentions, lowercased, each once. */
export function mentionedUsernames(body: string): string[] {
  const names = new Set<string>();
  for (const m of body.matchAll(MENTION_PATTERN)) if (m[2] && m[2].length >= 3) names.add(m[2].toLowerCase());
  return [...names];
}
