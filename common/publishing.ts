import { z } from 'zod';
import { idField } from './ids';

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
  settings: z.object({ siteId: z.string().optional(), apiUrl: z.string().optional() }),
  /** The last 4 characters of the stored secret, e.g. "••••1a2b"; never more. */
  credentialHint: z.string(),
  createdAt: z.string(),
  /** What the current user may do with it, from the server's policy. */
  abilities: z.object({ delete: z.boolean() }),
});
export type Connection = z.infer<typeof connectionSchema>;

export const PUBLICATION_STATUSES = ['draft', 'pending', 'scheduled', 'publishing', 'published', 'failed'] as const;

export const publicationSchema = z.object({
  id: z.number().int(),
  blogId: z.number().int(),
  platformConnectionId: z.number().int().nullable(),
  platformName: z.string().nullable(),
  platformBlogId: z.string().nullable(),
  platformBlogUrl: z.string().nullable(),
  status: z.string(),
  scheduledAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** From the server's policy: `retry` — publishing the blog to this connection again is accepted (it failed). */
  abilities: z.object({ retry: z.boolean() }),
});
export type Publication = z.infer<typeof publicationSchema>;

export const publishRequestSchema = z.object({
  platformConnectionId: idField('Choose a platform connection'),
  /** Optional: publish later (ISO 8601, in the future). */
  publishAt: z.iso.datetime({ offset: true, error: 'publishAt must be an ISO 8601 date and time' }).optional(),
});
export type PublishRequest = z.infer<typeof publishRequestSchema>;

/** Statuses during which the UI keeps polling. */
export const ACTIVE_PUBLICATION_STATUSES = ['pending', 'scheduled', 'publishing'] as const;
export const isActivePublication = (status: string) =>
  (ACTIVE_PUBLICATION_STATUSES as readonly string[]).includes(status);
