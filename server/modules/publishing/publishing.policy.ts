import { definePolicy, isOwner } from '../../lib/policy';

/** A platform connection is its owner's alone: anyone else gets the 404 of a missing one. */
export const connectionPolicy = definePolicy({
  resource: 'Connection',
  rules: {
    read: (actor, c: { userId: number }) => isOwner(actor, c.userId),
    delete: (actor, c: { userId: number }) => isOwner(actor, c.userId),
  },
});

/** What the publication rules read: the owner of its blog and its status. */
export interface PublicationSubject {
  blogUserId: number;
  status: string;
}

/**
 * A publication belongs to the owner of its blog. A failed one may be retried (publishing the blog
 * to the same connection again); a queued, running or published one may not (docs/decisions/006).
 */
export const publicationPolicy = definePolicy({
  resource: 'Publication',
  rules: {
    read: (actor, p: PublicationSubject) => isOwner(actor, p.blogUserId),
    retry: (actor, p: PublicationSubject) => isOwner(actor, p.blogUserId) && p.status === 'failed',
  },
});
