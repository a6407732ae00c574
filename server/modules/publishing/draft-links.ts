/**
 * Where a creator finishes a draft Inkgram left on a platform (docs/decisions/018-publishing-destinations-and-modes.md):
 * the platform's editor for that post, never the post's public URL (a draft's public URL is a 404).
 * Built from what the publication stores: its platform, destination key (`platform:site`), remote id and URL.
 */
export interface DraftRef {
  platformName: string | null;
  destinationKey: string | null;
  platformBlogId: string | null;
  platformBlogUrl: string | null;
}

/** The scheme the site answered with (its post URL), https when unknown. */
function schemeOf(url: string | null): string {
  try {
    return url ? new URL(url).protocol : 'https:';
  } catch {
    return 'https:';
  }
}

/** `blog.example/sub` of `wordpress:blog.example/sub`; null for a connection-only key or none. */
function siteOf(key: string | null): string | null {
  if (!key || key.startsWith('connection:')) return null;
  const site = key.slice(key.indexOf(':') + 1);
  return site || null;
}

export function wordpressDraftUrl(site: string, id: string, scheme = 'https:'): string {
  // WordPress.com sites are edited in the WordPress.com editor, not their own wp-admin.
  if (site.startsWith('wpcom/'))
    return `https://wordpress.com/post/${site.slice('wpcom/'.length)}/${encodeURIComponent(id)}`;
  return `${scheme}//${site}/wp-admin/post.php?post=${encodeURIComponent(id)}&action=edit`;
}

export function ghostDraftUrl(admin: string, id: string, scheme = 'https:'): string {
  return `${scheme}//${admin}/ghost/#/editor/post/${encodeURIComponent(id)}`;
}

/** Hashnode's draft editor (server/integrations/publishers/hashnode: draftUrl). */
export const hashnodeDraftUrl = (id: string) => `https://hashnode.com/draft/${encodeURIComponent(id)}`;

/** The editor link of a draft on WordPress, Ghost or Hashnode; null elsewhere or when the post is unknown. */
export function draftEditUrl(p: DraftRef): string | null {
  const id = p.platformBlogId;
  if (!id) return null;
  const site = siteOf(p.destinationKey);
  const scheme = schemeOf(p.platformBlogUrl);
  switch (p.platformName) {
    case 'wordpress':
      return site ? wordpressDraftUrl(site, id, scheme) : null;
    case 'ghost':
      return site ? ghostDraftUrl(site, id, scheme) : null;
    case 'hashnode':
      return hashnodeDraftUrl(id);
    default:
      return null;
  }
}
