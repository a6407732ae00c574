import { publishOverridesViewSchema } from '@common/publish-overrides';
import { storedFieldsSchema, withLabels } from '@common/published-fields';
import type { Connection, Platform, Publication } from '@common/publishing';
import type { Actor } from '../../lib/policy';
import type { ConnectionWithPlatform } from './connections.repository';
import { draftEditUrl } from './draft-links';
import type { PlatformRow } from './platforms.repository';
import { connectionPolicy, publicationPolicy } from './publishing.policy';
import type { PublicationMeta } from './publications.repository';
import type { PublicationView } from './publications.service';

/** Explicit response shapes: secrets never leave the server; at most the last 4 characters. */
export const presentPlatform = (p: PlatformRow): Platform => ({
  id: p.id,
  name: p.name,
  displayName: p.displayName,
  description: p.description,
  logoUrl: p.logoUrl,
  website: p.website,
  requiresAuthentication: p.requiresAuthentication,
  isEnabled: p.isEnabled,
});

const SEO_PLUGINS = ['yoast', 'rankmath', 'none'] as const;
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

export function presentConnection(c: ConnectionWithPlatform, actor: Actor): Connection {
  const last4 = str(c.settings.secretLast4);
  const siteId = str(c.settings.siteId);
  const apiUrl = str(c.settings.apiUrl);
  return {
    id: c.id,
    platformId: c.platformId,
    platformName: c.platformName,
    username: c.username,
    profileUrl: c.profileUrl,
    isConnected: c.isConnected,
    settings: {
      ...(siteId ? { siteId } : {}),
      ...(apiUrl ? { apiUrl } : {}),
      // The AT Protocol's 'document only' choice (docs/decisions/046).
      ...(c.settings.post === 'none' || c.settings.post === 'bluesky' ? { post: c.settings.post } : {}),
    },
    seoPlugin: SEO_PLUGINS.find((name) => name === c.settings.seoPlugin) ?? null,
    credentialHint: last4 ? `••••${last4.slice(-4)}` : '••••',
    createdAt: c.createdAt.toISOString(),
    livePosts: c.livePosts ?? 0,
    abilities: connectionPolicy.abilities(actor, c),
  };
}

/** The site part of a destination key (`blog.example`, a DEV account id…); null for a connection-only key. */
const siteOf = (key: string | null) => {
  if (!key || key.startsWith('connection:')) return null;
  const site = key.slice(key.indexOf(':') + 1);
  return site.startsWith('wpcom/') ? site.slice('wpcom/'.length) : site;
};

/** What the creator sees: a worker's claim is `pending`; one the platform will hold until later is `scheduled`. */
function visibleStatus(p: PublicationView): string {
  if (p.status === 'publishing' || p.status === 'pending') {
    return p.scheduledAt && p.scheduledAt.getTime() > Date.now() ? 'scheduled' : 'pending';
  }
  return p.status;
}

export function presentPublication(p: PublicationView, actor: Actor): Publication {
  const meta = p.metadata as PublicationMeta;
  return {
    id: p.id,
    blogId: p.blogId,
    platformConnectionId: p.platformConnectionId,
    platformName: p.platformName,
    platformBlogId: p.platformBlogId,
    platformBlogUrl: p.platformBlogUrl,
    editUrl: p.status === 'draft' ? draftEditUrl(p) : null,
    status: visibleStatus(p),
    scheduledAt: p.scheduledAt?.toISOString() ?? null,
    publishedAt: p.publishedAt?.toISOString() ?? null,
    // While a job waits to try again, the reason it is retrying ('Retrying: the site did not answer (attempt 2 of 5)').
    error:
      p.error ??
      (p.status === 'published'
        ? (meta.updateError ?? null)
        : p.status === 'pending' || p.status === 'publishing'
          ? (meta.lastError ?? null)
          : null),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    destinationKey: p.destinationKey,
    site: siteOf(p.destinationKey),
    mode: meta.mode ?? 'publish',
    isHome: Boolean(p.destinationKey && p.destinationKey === p.homeDestination),
    updating: p.status === 'published' && Boolean(meta.updatePending),
    abilities: publicationPolicy.abilities(actor, p),
    fields: fieldsOf(meta),
    ...failureOf(p, meta),
    overrides: overridesOf(p.overrides),
  };
}

/**
 * Why the last attempt failed, and while a job waits to try again, the attempt that comes next
 * (docs/decisions/041): what the Publish dialog's row and 'Needs attention' show.
 */
function failureOf(p: PublicationView, meta: PublicationMeta): Pick<Publication, 'failureReason' | 'retry'> {
  const failure = meta.failure ?? null;
  const waiting = (p.status === 'pending' || p.status === 'publishing' || Boolean(meta.updatePending)) && failure;
  return {
    failureReason: failure && (p.status !== 'published' || meta.updateError || waiting) ? failure.reason : null,
    retry:
      waiting && failure.attempt && failure.maxAttempts
        ? { attempt: failure.attempt, maxAttempts: failure.maxAttempts, nextAttemptAt: meta.nextAttemptAt ?? null }
        : null,
  };
}

/** This destination's own title, tags and excerpt (docs/decisions/046); a stored value that no longer parses is none. */
function overridesOf(stored: unknown): Publication['overrides'] {
  const parsed = publishOverridesViewSchema.safeParse(stored);
  return parsed.success && stored !== null && Object.keys(parsed.data).length ? parsed.data : null;
}

/** What landed at the last publish or update (a row from before this was recorded has none). */
function fieldsOf(meta: PublicationMeta): Publication['fields'] {
  const stored = storedFieldsSchema.safeParse(meta.fields);
  return stored.success ? withLabels(stored.data) : null;
}
