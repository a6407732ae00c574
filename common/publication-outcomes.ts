import { z } from 'zod';
import { MAX_ID } from './ids';
import { pageQuerySchema } from './pagination';
import { publicationSchema } from './publishing';

/**
 * Outcomes of publishing as the creator sees them (docs/decisions/018-publishing-destinations-and-modes.md): the grid's one call for the
 * publications of the listed blogs, and the live event a finished job pushes to its owner.
 */

/** At most this many blog ids in one `GET /api/publications?blogIds=` (a page of My Blogs is 50). */
export const MAX_SUMMARY_BLOG_IDS = 100;

const BLOG_IDS_MESSAGE = `blogIds must be up to ${MAX_SUMMARY_BLOG_IDS} blog ids separated by commas`;

export const publicationsQuerySchema = pageQuerySchema.extend({
  /** Only the publications of these blogs (comma-separated ids): what the My Blogs grid shows. */
  blogIds: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, BLOG_IDS_MESSAGE)
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .pipe(
      z
        .array(z.number().int().min(1, BLOG_IDS_MESSAGE).max(MAX_ID, BLOG_IDS_MESSAGE))
        .max(MAX_SUMMARY_BLOG_IDS, BLOG_IDS_MESSAGE),
    )
    .optional(),
  /** Only those that need the creator (docs/decisions/041): failed, or waiting to try again with a reason. */
  needsAttention: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type PublicationsQuery = z.output<typeof publicationsQuerySchema>;

/** A publication with where it went, in words: 'WordPress · myblog.example' (null: the connection is gone). */
export const publicationSummarySchema = publicationSchema.extend({
  /** The blog's title ('Needs attention' names it: docs/decisions/041). */
  blogTitle: z.string(),
  platformDisplayName: z.string().nullable(),
  destination: z.string().nullable(),
  /** The platform rejected this connection's credentials: its card says 'Needs reconnecting'. */
  needsReconnecting: z.boolean(),
});
export type PublicationSummary = z.infer<typeof publicationSummarySchema>;

/** `event: publication` on GET /api/publications/events: a job for one of the user's blogs finished. */
export const publicationEventSchema = z.object({
  type: z.literal('publication'),
  blogTitle: z.string(),
  publication: publicationSummarySchema,
});
export type PublicationEvent = z.infer<typeof publicationEventSchema>;

export interface DestinationSource {
  username: string | null;
  profileUrl: string | null;
  settings: Record<string, unknown>;
}

const hostOf = (url: unknown) => {
  if (typeof url !== 'string' || !url) return null;
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return null;
  }
};
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The site a connection publishes to, as a creator knows it: the site's host, else the account. */
export function destinationSite(c: DestinationSource): string | null {
  return (
    hostOf(c.settings.apiUrl) ??
    text(c.settings.siteDomain) ??
    text(c.settings.siteId) ??
    text(c.settings.publicationHost) ??
    text(c.username) ??
    hostOf(c.profileUrl)
  );
}

/** 'WordPress · myblog.example'; just the platform when the site is unknown. */
export const destinationLabel = (platformDisplayName: string, site: string | null) =>
  site ? `${platformDisplayName} · ${site}` : platformDisplayName;
