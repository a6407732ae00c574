import { badRequest } from '../../lib/errors';
import { definePolicy, isOwner } from '../../lib/policy';

/** What the account rules read: its owner and whether Instagram needs the user to reconnect it. */
export interface AccountSubject {
  userId: number;
  needsReconnect: boolean;
}

/**
 * An Instagram account is visible only to its owner; anyone else gets the same 404 as for a missing
 * id. Refreshing its posts needs a working token: an account to reconnect is refused (400).
 */
export const accountPolicy = definePolicy({
  resource: 'Instagram account',
  rules: {
    read: (actor, a: AccountSubject) => isOwner(actor, a.userId),
    sync: (actor, a: AccountSubject) => isOwner(actor, a.userId) && !a.needsReconnect,
    delete: (actor, a: AccountSubject) => isOwner(actor, a.userId),
  },
  denied: { sync: () => badRequest('Reconnect this Instagram account before refreshing its posts.') },
});
