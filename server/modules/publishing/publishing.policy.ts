import { isPlatformName, platformDescriptor } from '@common/platforms';
import { conflict } from '../../lib/errors';
import { definePolicy, isOwner } from '../../lib/policy';

/** A platform connection is its owner's alone: anyone else gets the 404 of a missing one. */
export const connectionPolicy = definePolicy({
  resource: 'Connection',
  rules: {
    read: (actor, c: { userId: number }) => isOwner(actor, c.userId),
    delete: (actor, c: { userId: number }) => isOwner(actor, c.userId),
  },
});

/** What the publication rules read: the owner of its blog, its status, the remote post and platform. */
export interface PublicationSubject {
  blogUserId: number;
  status: string;
  platformBlogId?: string | null;
  platformName?: string | null;
}

/** Statuses from which publishing the blog to the destination again is accepted (scheduled: a new time, or now). */
const REQUEUABLE = ['failed', 'draft', 'withdrawn', 'scheduled'];
/** Statuses in which the post is on the platform, as a live post, a held one or a draft. */
const ON_PLATFORM = ['published', 'scheduled', 'draft'];

/** Whether a platform's API can take a post down at all (Medium's cannot). */
export const platformCanWithdraw = (platformName: string | null | undefined) => {
  if (!platformName || !isPlatformName(platformName)) return false;
  const caps = platformDescriptor(platformName).capabilities;
  return caps.unpublish || caps.delete;
};

/**
 * A publication belongs to the owner of its blog (docs/decisions/006, 018). A failed, draft or
 * withdrawn one may be published again (the same remote post is updated), a scheduled one moved to
 * another time or published now; a queued or running one
 * may be cancelled until it reaches the platform; a post on the platform may be withdrawn where the
 * platform's API allows it.
 */
export const publicationPolicy = definePolicy({
  resource: 'Publication',
  rules: {
    read: (actor, p: PublicationSubject) => isOwner(actor, p.blogUserId),
    retry: (actor, p: PublicationSubject) => isOwner(actor, p.blogUserId) && REQUEUABLE.includes(p.status),
    cancel: (actor, p: PublicationSubject) =>
      isOwner(actor, p.blogUserId) && ['pending', 'scheduled'].includes(p.status),
    withdraw: (actor, p: PublicationSubject) =>
      isOwner(actor, p.blogUserId) &&
      Boolean(p.platformBlogId) &&
      ON_PLATFORM.includes(p.status) &&
      platformCanWithdraw(p.platformName),
  },
  denied: {
    retry: () => conflict('This publication is queued, running or live: it cannot be published again now.'),
    cancel: () => conflict('Only a pending or scheduled publication can be cancelled.'),
    withdraw: () => conflict('Only a post that is on the platform can be withdrawn.'),
  },
});
