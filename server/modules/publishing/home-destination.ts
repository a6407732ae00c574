import { findPlatform } from '@common/platforms';
import type { Db } from '../../db/client';
import { PUBLIC_PAGE_DESTINATION, publicPageUrlOf } from '../public-pages';
import { publicationsRepository, type BlogRow, type PublicationRow } from './publications.repository';

export type HomeDecision =
  { kind: 'go'; canonicalUrl: string | null } | { kind: 'wait'; message: string } | { kind: 'refuse'; message: string };

/** `WordPress · blog.example` for a destination key `wordpress:blog.example`. */
export function destinationLabel(key: string): string {
  const [platform = '', ...site] = key.split(':');
  const name = findPlatform(platform)?.displayName ?? platform;
  return site.length ? `${name} · ${site.join(':')}` : name;
}

/**
 * Canonical-first (docs/decisions/018-publishing-destinations-and-modes.md): the blog's home destination is its canonical copy. The home itself
 * is sent with no canonical URL; any other destination only once the home post is live, pointing at
 * it (while the home is on its way this one waits; with no home post at all it is refused). A blog
 * without a chosen home uses its first live copy, as before (and that copy becomes its home). The
 * home may be Inkgram's own public page (while it is public). A draft on a platform waits for nothing.
 */
export async function canonicalFor(
  db: Db,
  blog: BlogRow,
  /** The destination's publication, or (a preview before any) its key with no row (`id` -1). */
  row: Pick<PublicationRow, 'id' | 'destinationKey'>,
  mode: 'publish' | 'draft',
  publicUrl: string,
): Promise<HomeDecision> {
  const repo = publicationsRepository(db);
  const home = blog.homeDestination;
  if (!home) return { kind: 'go', canonicalUrl: await repo.firstPublishedUrl(blog.id, row.id) };
  if (home === row.destinationKey) return { kind: 'go', canonicalUrl: null };
  if (home === PUBLIC_PAGE_DESTINATION) {
    // Inkgram's own public page is the home (docs/decisions/022-public-pages.md): live while the page is public.
    const url = await publicPageUrlOf(db, publicUrl, blog.id);
    if (url || mode === 'draft') return { kind: 'go', canonicalUrl: url };
    return {
      kind: 'refuse',
      message:
        "This blog's home is its Inkgram page: make the page public first, then publish here (this copy points to it).",
    };
  }
  const homeRow = await repo.findByBlogAndDestination(blog.id, home);
  if (homeRow?.status === 'published' && homeRow.platformBlogUrl) {
    return { kind: 'go', canonicalUrl: homeRow.platformBlogUrl };
  }
  if (mode === 'draft') return { kind: 'go', canonicalUrl: null };
  const label = destinationLabel(home);
  if (homeRow && ['pending', 'publishing', 'scheduled'].includes(homeRow.status)) {
    return { kind: 'wait', message: `Waiting for the home post on ${label} to be live: this copy will point to it.` };
  }
  return {
    kind: 'refuse',
    message: `This blog's home is ${label}: publish it there first, then here (this copy points to it).`,
  };
}
