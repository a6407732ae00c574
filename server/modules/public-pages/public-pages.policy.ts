import { definePolicy, isOwner } from '../../lib/policy';

/** What the public-page rules read: the blog's owner. */
export interface PublicPageSubject {
  userId: number;
}

/**
 * A blog's public page is its owner's to switch on and off, to mark and to link to Medium; anyone
 * else gets the 404 of a missing blog. Publishing elsewhere does not lock it: the page follows the
 * blog's current content.
 */
export const publicPagePolicy = definePolicy({
  resource: 'Blog',
  rules: {
    read: (actor, page: PublicPageSubject) => isOwner(actor, page.userId),
    update: (actor, page: PublicPageSubject) => isOwner(actor, page.userId),
    recordMedium: (actor, page: PublicPageSubject) => isOwner(actor, page.userId),
    export: (actor, page: PublicPageSubject) => isOwner(actor, page.userId),
  },
});
