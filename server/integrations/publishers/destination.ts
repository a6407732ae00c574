import { normaliseSiteUrl } from '@common/platforms';
import type { PlatformName } from './types';

/**
 * The destination a verified account publishes to, as one string: `platform:site`. Two connections
 * with the same key are the same site (docs/decisions/018-publishing-destinations-and-modes.md), whatever credential or row they came from.
 * Built only from `VerifiedAccount.settings` (types.ts lists the key each platform sets); null when
 * the settings lack it (a connection verified before the key was recorded).
 */
export function destinationKey(platform: PlatformName, settings: Record<string, string>): string | null {
  const site = siteOf(platform, settings);
  return site ? `${platform}:${site}` : null;
}

function siteOf(platform: PlatformName, s: Record<string, string>): string | null {
  switch (platform) {
    case 'wordpress':
      if (s.apiUrl) return siteAddress(s.apiUrl);
      // WordPress.com: the site's host as WordPress.com reports it, so the id and the domain are one site.
      if (s.siteHost) return `wpcom/${s.siteHost}`;
      return s.siteId ? `wpcom/${s.siteId.trim().toLowerCase()}` : null;
    case 'ghost':
      return s.apiUrl ? siteAddress(s.apiUrl) : null;
    case 'hashnode':
      return s.publicationId ?? null;
    case 'devto':
      return s.userId ?? null;
    case 'medium':
      return s.authorId ?? null;
    case 'atproto':
      // The account (its DID): a handle can change, the DID does not.
      return s.did ?? null;
  }
}

/** A self-hosted site: host and path of its normalised URL, so http and https are one site. */
function siteAddress(raw: string): string | null {
  try {
    const url = new URL(normaliseSiteUrl(raw));
    return `${url.host}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return null;
  }
}
