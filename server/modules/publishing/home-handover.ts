import { platformDescriptor } from '@common/platforms';
import type { HomeRequest } from '@common/publishing';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { PUBLIC_PAGE_DESTINATION, publicPageUrlOf } from '../public-pages';
import { connectionsRepository } from './connections.repository';
import { isPlatformName } from './connections.service';
import { destinationLabel } from './home-destination';
import { ledgerRepository } from './ledger.repository';
import { connectionPolicy } from './publishing.policy';
import { publicationsRepository, type BlogRow, type PublicationRow } from './publications.repository';

/** The message of a withdraw that would leave copies pointing at a post that is gone. */
export const needsNewHome = (labels: string[]) =>
  `Other copies point to this one as the original: ${labels.join(', ')}. Choose their new home (another live copy or Inkgram's page) to withdraw it.`;

const labelOf = (r: PublicationRow) => (r.destinationKey ? destinationLabel(r.destinationKey) : 'another copy');
const canUpdate = (r: PublicationRow) => {
  const platform = r.destinationKey?.split(':')[0] ?? '';
  return isPlatformName(platform) && platformDescriptor(platform).capabilities.update;
};

/**
 * Withdrawing the blog's home copy (the canonical one, chosen or the first live) must not leave the
 * other live copies naming a 404 as their original. `prepare` checks the new home the creator chose
 * (another live copy, or Inkgram's page while it is public) before anything is taken down; `apply`,
 * after the withdraw, makes it the home and queues an update of each other live copy, so the worker
 * sends them the new canonical (the new home itself loses its own). Returns null when no other copy
 * points to `p`.
 */
export async function prepareHomeHandover(db: Db, actor: Actor, blog: BlogRow, p: PublicationRow, to?: HomeRequest) {
  const repo = publicationsRepository(db);
  const isHome = blog.homeDestination
    ? blog.homeDestination === p.destinationKey
    : p.platformBlogUrl !== null && (await repo.firstPublishedUrl(blog.id, -1)) === p.platformBlogUrl;
  if (!isHome || p.status !== 'published') return null;
  const ledger = ledgerRepository(db);
  const others = (await ledger.listForBlog(blog.id)).filter(
    (r) => r.id !== p.id && r.status === 'published' && r.platformBlogUrl,
  );
  if (others.length === 0) return null;
  if (!to) throw conflict(needsNewHome(others.map(labelOf)), { pointingHere: others.map(labelOf) });

  let home: string | null = null;
  if (to.publicPage) {
    // Only whether it is public matters here (the address's origin does not).
    if (!(await publicPageUrlOf(db, 'http://localhost', blog.id))) {
      throw badRequest("Inkgram's page is not public: make it public first, or choose another live copy.");
    }
    home = PUBLIC_PAGE_DESTINATION;
  } else if (to.platformConnectionId) {
    const c = connectionPolicy.authorize(
      actor,
      'read',
      await connectionsRepository(db).findById(to.platformConnectionId),
    );
    home = c.destinationKey ?? `connection:${c.id}`;
    if (!others.some((r) => r.destinationKey === home)) {
      throw badRequest('The new home must be another copy of this blog that is live.');
    }
  }
  return {
    async apply(enqueue: (publicationId: number) => Promise<unknown>): Promise<void> {
      await ledger.setHome(blog.id, home);
      for (const r of others.filter(canUpdate)) if (await ledger.requestUpdate(r.id)) await enqueue(r.id);
    },
  };
}
