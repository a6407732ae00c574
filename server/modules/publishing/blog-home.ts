import type { BlogHome } from '@common/publishing';
import type { BlogId } from '@common/ids';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/policy';
import { blogPolicy, blogsRepository } from '../blogs';
import { PUBLIC_PAGE_DESTINATION, publicPageUrlOf } from '../public-pages';
import { connectionsRepository } from './connections.repository';
import { destinationLabel } from './home-destination';
import { publicationsRepository } from './publications.repository';

export const PUBLIC_PAGE_LABEL = 'Inkgram public page';

/**
 * The blog's home destination as the Publish dialog shows it (docs/decisions/018-publishing-destinations-and-modes.md): which one it is, the
 * creator's connection to it, and the URL every other copy points to — the home post's while it is
 * live, the public page's while it is public — or null until then.
 */
export async function blogHome(db: Db, actor: Actor, blogId: BlogId, publicUrl: string): Promise<BlogHome> {
  const blog = blogPolicy.authorize(actor, 'publish', await blogsRepository(db).findById(blogId));
  const publicPageUrl = await publicPageUrlOf(db, publicUrl, blog.id);
  const home = blog.homeDestination;
  if (!home) return { kind: null, platformConnectionId: null, label: null, canonicalUrl: null, publicPageUrl };
  if (home === PUBLIC_PAGE_DESTINATION) {
    return {
      kind: 'public-page',
      platformConnectionId: null,
      label: PUBLIC_PAGE_LABEL,
      canonicalUrl: publicPageUrl,
      publicPageUrl,
    };
  }
  const row = await publicationsRepository(db).findByBlogAndDestination(blog.id, home);
  const connection = await connectionsRepository(db).findByDestination(blog.userId, home);
  return {
    kind: 'destination',
    platformConnectionId: connection?.id ?? null,
    label: destinationLabel(home),
    canonicalUrl: row?.status === 'published' ? row.platformBlogUrl : null,
    publicPageUrl,
  };
}
