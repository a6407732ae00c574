import type { Connection, Platform, Publication } from '@common/publishing';
import type { Actor } from '../../lib/policy';
import type { ConnectionWithPlatform } from './connections.repository';
import type { PlatformRow } from './platforms.repository';
import { connectionPolicy, publicationPolicy } from './publishing.policy';
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
    settings: { ...(siteId ? { siteId } : {}), ...(apiUrl ? { apiUrl } : {}) },
    credentialHint: last4 ? `••••${last4.slice(-4)}` : '••••',
    createdAt: c.createdAt.toISOString(),
    abilities: connectionPolicy.abilities(actor, c),
  };
}

export const presentPublication = (p: PublicationView, actor: Actor): Publication => ({
  id: p.id,
  blogId: p.blogId,
  platformConnectionId: p.platformConnectionId,
  platformName: p.platformName,
  platformBlogId: p.platformBlogId,
  platformBlogUrl: p.platformBlogUrl,
  // The worker's internal claim state is shown as pending.
  status: p.status === 'publishing' ? 'pending' : p.status,
  scheduledAt: p.scheduledAt?.toISOString() ?? null,
  publishedAt: p.publishedAt?.toISOString() ?? null,
  error: p.error,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
  abilities: publicationPolicy.abilities(actor, p),
});
