import { z } from 'zod';

/**
 * Instagram API with Instagram Login response shapes (links to Meta's reference above each schema). Ids are strings; a
 * numeric `user_id` is turned into a string before JSON.parse (see `parseJsonKeepingIds`).
 */
const id = z.union([z.string(), z.number()]).transform((v) => String(v));

/**
 * @link https://developers.facebook.com/documentation/instagram-platform/reference/access_token
 * Documented: {data:[{access_token,user_id,permissions:"a,b"}]}; observed: flat with a numeric
 * user_id and a permissions array. Both are accepted.
 */
const shortTokenFlat = z.object({
  access_token: z.string().min(1),
  user_id: id.optional(),
  permissions: z.union([z.string(), z.array(z.string())]).optional(),
});
export const shortTokenSchema = z
  .union([z.object({ data: z.array(shortTokenFlat).min(1) }).transform((v) => v.data[0]!), shortTokenFlat])
  .transform((t) => ({
    accessToken: t.access_token,
    userId: t.user_id,
    permissions: Array.isArray(t.permissions) ? t.permissions : (t.permissions ?? '').split(/[,\s]+/).filter(Boolean),
  }));

/** @link https://developers.facebook.com/docs/instagram-platform/reference/refresh_access_token */
export const longTokenSchema = z
  .object({ access_token: z.string().min(1), token_type: z.string().optional(), expires_in: z.number().positive() })
  .transform((t) => ({ accessToken: t.access_token, expiresIn: t.expires_in }));

/** @link https://developers.facebook.com/docs/instagram-platform/reference/me */
const meFlat = z.object({
  id: id.optional(),
  user_id: id.optional(),
  username: z.string().min(1),
  name: z.string().optional(),
  account_type: z.string().optional(),
  profile_picture_url: z.string().optional(),
  media_count: z.number().optional(),
});
export const meSchema = z
  .union([z.object({ data: z.array(meFlat).min(1) }).transform((v) => v.data[0]!), meFlat])
  .transform((m) => ({
    appScopedId: m.id ?? null,
    userId: m.user_id ?? m.id ?? '',
    username: m.username,
    name: m.name ?? null,
    accountType: m.account_type ?? null,
    profilePictureUrl: m.profile_picture_url || null,
    mediaCount: m.media_count ?? null,
  }))
  .refine((m) => m.userId !== '', { message: 'The profile has no user id' });
export type InstagramProfile = z.infer<typeof meSchema>;

/** @link https://developers.facebook.com/documentation/instagram-platform/instagram-graph-api/reference/ig-media/children */
const childSchema = z.object({
  id,
  media_type: z.string(),
  media_url: z.string().optional(),
  thumbnail_url: z.string().optional(),
});
export type InstagramChild = z.infer<typeof childSchema>;

/** @link https://developers.facebook.com/docs/instagram-platform/reference/instagram-media */
export const mediaSchema = z.object({
  id,
  caption: z.string().optional(),
  media_type: z.enum(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']),
  media_product_type: z.string().optional(),
  media_url: z.string().optional(),
  thumbnail_url: z.string().optional(),
  permalink: z.string().optional(),
  shortcode: z.string().optional(),
  timestamp: z.string(),
  like_count: z.number().int().nonnegative().optional(),
  comments_count: z.number().int().nonnegative().optional(),
  alt_text: z.string().optional(),
  children: z.object({ data: z.array(childSchema) }).optional(),
});
export type InstagramMedia = z.infer<typeof mediaSchema>;

/** @link https://developers.facebook.com/docs/graph-api/results (cursor paging) */
export const mediaPageSchema = z.object({
  data: z.array(mediaSchema),
  paging: z.object({ next: z.string().optional() }).optional(),
});

export const childrenPageSchema = z.object({ data: z.array(childSchema) });

/** @link https://developers.facebook.com/docs/graph-api/guides/error-handling */
export const graphErrorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    is_transient: z.boolean().optional(),
  }),
});

/** api.instagram.com's own error shape (code exchange). */
export const oauthErrorSchema = z.object({
  error_type: z.string().optional(),
  code: z.number().optional(),
  error_message: z.string(),
});

/** X-Business-Use-Case-Usage: {"<id>":[{call_count,…,estimated_time_to_regain_access}]} (percent / minutes). */
export const bucUsageSchema = z.record(
  z.string(),
  z.array(
    z.object({
      call_count: z.number().optional(),
      total_cputime: z.number().optional(),
      total_time: z.number().optional(),
      estimated_time_to_regain_access: z.number().optional(),
    }),
  ),
);

/** JSON.parse that keeps large numeric `id` / `user_id` values exact by reading them as strings. */
export function parseJsonKeepingIds(text: string): unknown {
  return JSON.parse(text.replace(/("(?:user_id|id)"\s*:\s*)(-?\d+)(?=\s*[,}\]])/g, '$1"$2"'));
}
