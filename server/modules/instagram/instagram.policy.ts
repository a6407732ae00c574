import { notFound } from '../../lib/errors';
import type { AccountRow } from './accounts.repository';

/** An account is visible only to its owner; anyone else gets the same 404 as for a missing id. */
export function assertOwnsAccount(account: AccountRow | undefined, userId: number): asserts account is AccountRow {
  if (!account || account.userId !== userId) throw notFound('Instagram account');
}
