import { definePolicy, isOwner } from '../../lib/policy';

/**
 * The calendar shows and changes only the creator's own things (docs/decisions/042-publishing-calendar.md):
 * a planned slot, and the blog it names, are their owner's; anyone else gets the 404 of a missing one
 * (a blog shared with them included: planning it is its owner's call).
 */
export const planPolicy = definePolicy({
  resource: 'Planned slot',
  rules: {
    read: (actor, p: { userId: number }) => isOwner(actor, p.userId),
    move: (actor, p: { userId: number }) => isOwner(actor, p.userId),
    delete: (actor, p: { userId: number }) => isOwner(actor, p.userId),
  },
});

export const ownBlogPolicy = definePolicy({
  resource: 'Blog',
  rules: { read: (actor, b: { userId: number }) => isOwner(actor, b.userId) },
});
