import { z } from 'zod';

/**
 * Contracts of the Instagram calls (docs/product.md §7). Media URLs are always the app's own stored copies
 * (served under /media/…), never Instagram's expiring CDN links.
 */
export const POST_TYPES = ['photo', 'reel', 'video'] as const;
export type PostType = (typeof POST_TYPES)[number];

export const instagramAccountSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  displayName: z.string().nullable(),
  /** Stored copy of the profile picture, or null (the UI shows the first letter). */
  profilePicture: z.string().nullable(),
  isConnected: z.boolean(),
  /** The token expired or was revoked: the UI offers a one-click reconnect. */
  needsReconnect: z.boolean(),
  /** Connected through the built-in sandbox, not the real Instagram. */
  isSandbox: z.boolean(),
  lastSyncedAt: z.string().nullable(),
  /** A sync is running: the posts list updates when it finishes. */
  isSyncing: z.boolean().optional(),
  /** Why the last sync failed, in words for people; null when it succeeded. */
  lastSyncError: z.string().nullable().optional(),
  /** From the server's policy: `sync` — refresh its posts now (refused while it needs reconnecting); `delete` — disconnect. */
  abilities: z.object({ sync: z.boolean(), delete: z.boolean() }),
});
export type InstagramAccount = z.infer<typeof instagramAccountSchema>;

export const carouselSlideSchema = z.object({
  type: z.enum(['image', 'video']),
  /** Stored copy of the slide image (or the video's thumbnail), or null when it could not be kept. */
  mediaUrl: z.string().nullable(),
});
export type CarouselSlide = z.infer<typeof carouselSlideSchema>;

export const instagramPostSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  instagramId: z.string(),
  type: z.enum(POST_TYPES),
  /** Stored copy of the image (for reels and videos: the thumbnail image). */
  mediaUrl: z.string().nullable(),
  permalink: z.string().nullable(),
  caption: z.string().nullable(),
  likes: z.number().int(),
  comments: z.number().int(),
  /** ISO 8601. */
  timestamp: z.string(),
  hashtags: z.array(z.string()),
  /** Carousel slides in order; empty for a single photo, reel or video. */
  slides: z.array(carouselSlideSchema),
});
export type InstagramPost = z.infer<typeof instagramPostSchema>;

/** GET /api/instagram/auth */
export const authUrlResultSchema = z.object({ authUrl: z.string() });

/** POST /api/instagram/connect: `code` and `state` exactly as Instagram put them in the redirect URL. */
export const connectInstagramSchema = z.object({
  code: z
    .string({ error: 'Authentication code is missing. Please try connecting again.' })
    .trim()
    .min(1, 'Authentication code is missing. Please try connecting again.')
    .max(2048, 'The authentication code is too long.'),
  state: z
    .string({ error: 'The connection request is missing its state. Please start connecting again.' })
    .trim()
    .min(1, 'The connection request is missing its state. Please start connecting again.')
    .max(256, 'The connection state is too long.'),
});
export type ConnectInstagramInput = z.infer<typeof connectInstagramSchema>;

export const connectInstagramResultSchema = z.object({ username: z.string(), accountId: z.number().int() });
