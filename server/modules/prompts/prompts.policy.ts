import { forbidden, notFound } from '../../lib/errors';

type Owned = { userId: number };

/**
 * Prompt permissions (docs/decisions/010). Reading is decided in SQL (promptVisibleTo), so a row a
 * user may not see never reaches here and is a 404. A visible row someone else owns may be read and
 * used for sessions but not changed: 403, which leaks nothing the reader could not already see.
 */
export const promptPolicy = {
  assertFound<T>(row: T | undefined): T {
    if (!row) throw notFound('Writing prompt');
    return row;
  },
  assertCanChange(userId: number, row: Owned): void {
    if (row.userId !== userId) throw forbidden("Only the prompt's owner can edit or delete it.");
  },
};
