import { z } from 'zod';
import { idField, pathId } from './ids';
import { publishOverridesSchema, publishOverridesViewSchema } from './publish-overrides';
import { publishedFieldsSchema } from './published-fields';

/** Contracts of the publishing calls (docs/product.md §7). Secrets go in, never come out. */

export const platformSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
  requiresAuthentication: z.boolean(),
  isEnabled: z.boolean(),
});
export type Platform = z.infer<typeof platformSchema>;

const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();

/** Keys and tokens travel in HTTP headers: printable ASCII only (surrounding whitespace is trimmed first). */
export const CREDENTIAL_PATTERN = /^[\x20-\x7E]*$/;
export const credentialMessage = (label: string) =>
  `${label} contains characters that are not allowed (spaces, emoji or non-Latin letters).`;
const credential = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .regex(CREDENTIAL_PATTERN, credentialMessage(label))
    .optional();

/** The connection form: platformId plus optional fields; which ones are required depends on the platform. */
export const createConnectionSchema = z.object({
  platformId: idField('Choose a platform'),
  apiKey: credential(500, 'API key'),
  username: optionalText(200),
  accessToken: credential(2000, 'Access token'),
  refreshToken: credential(2000, 'Refresh token'),
  profileUrl: optionalText(500),
  settings: z
    .object({
      siteId: optionalText(200),
      apiUrl: optionalText(500),
      /** The AT Protocol: `none` writes the standard.site document only, no Bluesky post (docs/decisions/043, 046). */
      post: optionalText(20),
    })
    .optional(),
});
export type CreateConnection = z.infer<typeof createConnectionSchema>;

export const connectionSchema = z.object({
  id: z.number().int(),
  platformId: z.number().int(),
  platformName: z.string(),
  username: z.string().nullable(),
  profileUrl: z.string().nullable(),
  isConnected: z.boolean(),
  /** Non-secret settings the user typed (site id, site or admin URL). */
  settings: z.object({
    siteId: z.string().optional(),
    apiUrl: z.string().optional(),
    /** The AT Protocol: `none` — a standard.site document only; absent or `bluesky` — and a Bluesky post linking to it. */
    post: z.enum(['bluesky', 'none']).optional(),
  }),
  /**
   * WordPress: the SEO plugin found when the site was connected ('none': core WordPress, which has no
   * SEO title or canonical URL field); null for other platforms and connections made before it was asked.
   */
  seoPlugin: z.enum(['yoast', 'rankmath', 'none']).nullable(),
  /** The last 4 characters of the stored secret, e.g. "••••1a2b"; never more. */
  credentialHint: z.string(),
  createdAt: z.string(),
  /** Posts live through it: disconnecting leaves them online, no longer updated or withdrawn by Inkgram. */
  livePosts: z.number().int(),
  /** What the current user may do with it, from the server's policy. */
  abilities: z.object({ delete: z.boolean() }),
});
export type Connection = z.infer<typeof connectionSchema>;

/**
 * A publication's status: `draft` is a draft on the platform (the blog stays editable), `scheduled`
 * waits for its time (on the platform or in the queue), `withdrawn` was taken off the platform.
 */
export const PUBLICATION_STATUSES = [
  'draft',
  'pending',
  'scheduled',
  'publishing',
  'published',
  'failed',
  'withdrawn',
] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** How a post lands on the platform: live, or a draft there for the creator to finish. */
export const PUBLISH_MODES = ['publish', 'draft'] as const;
export type PublishModeName = (typeof PUBLISH_MODES)[number];

/** How a post is taken off a platform: back to a draft, or into the trash (where the platform has both). */
export const WITHDRAW_HOWS = ['draft', 'trash'] as const;
export type WithdrawHowName = (typeof WITHDRAW_HOWS)[number];

/** `{id}` of a publication in a path. */
export const publicationIdParams = z.object({ id: pathId.brand<'PublicationId'>() });

/** Why publishing did not go through, as a class (server: outcome-messages.ts words each one). */
export const FAILURE_REASONS = [
  'no_answer',
  'host_not_found',
  'refused_connection',
  'credentials',
  'permission',
  'rate_limited',
  'content',
  'other',
] as const;
export type FailureReasonName = (typeof FAILURE_REASONS)[number];

export const publicationSchema = z.object({
  id: z.number().int(),
  blogId: z.number().int(),
  platformConnectionId: z.number().int().nullable(),
  platformName: z.string().nullable(),
  platformBlogId: z.string().nullable(),
  platformBlogUrl: z.string().nullable(),
  /** A draft on the platform: its editor there (the public URL of a draft is a 404); else null. */
  editUrl: z.string().nullable(),
  status: z.string(),
  scheduledAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The destination, `platform:site` (the same site through any connection). */
  destinationKey: z.string().nullable(),
  /** The site as a creator knows it: `myblog.example`, a DEV or Medium account, a Hashnode publication. */
  site: z.string().nullable(),
  /** What was asked: a live post, or a draft on the platform. */
  mode: z.enum(PUBLISH_MODES),
  /** This destination is the blog's home: the others point their canonical URL at it. */
  isHome: z.boolean(),
  /** An 'Update everywhere' push of the current content to this live post is under way. */
  updating: z.boolean(),
  /**
   * From the server's policy: `retry` — publishing the blog here again is accepted (failed, draft,
   * withdrawn; scheduled: at a new time or now); `cancel` — a pending or scheduled publication can be called off; `withdraw` — the
   * post can be taken off the platform (never on Medium, whose API cannot).
   */
  abilities: z.object({ retry: z.boolean(), cancel: z.boolean(), withdraw: z.boolean() }),
  /**
   * Which fields landed on the platform at the last successful publish or update, and which could
   * not be set there, with the reason (common/published-fields.ts); null before the post got there.
   */
  fields: publishedFieldsSchema.nullable(),
  /**
   * Why the last attempt did not get through, as a class (docs/decisions/041): `credentials` means
   * the platform rejected the connection's key (Reconnect, then it retries by itself); null when
   * nothing failed.
   */
  failureReason: z.enum(FAILURE_REASONS).nullable(),
  /** While a job waits to try again: which attempt comes next, of how many, and when. */
  retry: z
    .object({ attempt: z.number().int(), maxAttempts: z.number().int(), nextAttemptAt: z.string().nullable() })
    .nullable(),
  /** This destination's own title, tags and excerpt (decision 046); null: the blog's own are sent. */
  overrides: publishOverridesViewSchema.nullable(),
});
export type Publication = z.infer<typeof publicationSchema>;

/** The spec's body (`{ platformConnectionId }`) plus the modes of docs/decisions/018-publishing-destinations-and-modes.md; unknown keys are refused by name. */
export const publishRequestSchema = z.strictObject({
  platformConnectionId: idField('Choose a platform connection'),
  /** `draft`: a draft on the platform, for the creator to finish there. Default `publish`. */
  mode: z.enum(PUBLISH_MODES, { error: "mode must be 'publish' or 'draft'" }).optional(),
  /** Optional: publish later (ISO 8601, in the future). */
  publishAt: z.iso.datetime({ offset: true, error: 'publishAt must be an ISO 8601 date and time' }).optional(),
  /** Make this destination the blog's home: the others are sent after it is live, with it as canonical URL. */
  home: z.boolean({ error: 'home must be true or false' }).optional(),
  /** Also add an 'Originally published at <home>' sentence where the platform has no canonical field. */
  originallyPublishedNote: z.boolean({ error: 'originallyPublishedNote must be true or false' }).optional(),
  /**
   * This destination's own title, tags and excerpt (docs/decisions/046-per-destination-fields-and-preview.md),
   * checked against the platform's limits; kept with the publication for later updates. Absent: the saved ones stay.
   */
  overrides: publishOverridesSchema.optional(),
});
export type PublishRequest = z.infer<typeof publishRequestSchema>;

/** `POST /api/publications/:id/withdraw`: default `draft` where the platform can, else `trash`. */
export const withdrawRequestSchema = z
  .strictObject({
    how: z.enum(WITHDRAW_HOWS, { error: "how must be 'draft' or 'trash'" }).optional(),
    /** Withdrawing the home copy: the new home of the copies that point to it (another live copy or the page). */
    newHome: z
      .strictObject({
        platformConnectionId: idField('Choose a platform connection').nullable().optional(),
        publicPage: z.literal(true, { error: 'publicPage must be true' }).optional(),
      })
      .refine((b) => (b.publicPage === true) !== (b.platformConnectionId !== undefined), {
        message: "Choose either another live copy or Inkgram's public page as the new home.",
      })
      .optional(),
  })
  .optional();
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

/**
 * `PUT /api/blogs/:id/home`: the home destination, by a connection to it (null: the first live one),
 * or Inkgram's own public page (`publicPage: true`, while the page is public).
 */
export const homeRequestSchema = z
  .strictObject({
    platformConnectionId: idField('Choose a platform connection').nullable().optional(),
    publicPage: z.literal(true, { error: 'publicPage must be true' }).optional(),
  })
  .refine((b) => (b.publicPage === true) !== (b.platformConnectionId !== undefined), {
    message: "Choose either a platform connection or Inkgram's public page as the home.",
  });
export type HomeRequest = z.infer<typeof homeRequestSchema>;

/** `GET /api/blogs/:id/home`: the blog's home destination and the URL every other copy points to. */
export const blogHomeSchema = z.object({
  /** `public-page`: Inkgram's page; `destination`: a platform; null: the first copy that goes live. */
  kind: z.enum(['public-page', 'destination']).nullable(),
  /** The creator's connection to the home platform (null: the page, the default, or no connection now). */
  platformConnectionId: z.number().int().nullable(),
  /** The home as the creator knows it: 'WordPress · blog.example' or 'Inkgram public page'. */
  label: z.string().nullable(),
  /** The URL the other copies point to (their canonical URL); null until the home is live. */
  canonicalUrl: z.string().nullable(),
  /** The blog's public page address while it is public (only then can it be the home). */
  publicPageUrl: z.string().nullable(),
});
export type BlogHome = z.infer<typeof blogHomeSchema>;

/** Statuses during which the UI keeps polling. */
export const ACTIVE_PUBLICATION_STATUSES = ['pending', 'scheduled', 'publishing'] as const;
export const isActivePublication = (status: string) =>
  (ACTIVE_PUBLICATION_STATUSES as readonly string[]).includes(status);
