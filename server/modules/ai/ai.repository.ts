import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instagramAccounts } from '../../db/schema';

/** What the AI module reads beside the source post. */
export function aiRepository(db: Db) {
  return {
    /** Whether the post's account is the sandbox's (its permalinks are made up and never linked). */
    async isSandboxAccount(accountId: number): Promise<boolean> {
      const [row] = await db
        .select({ isSandbox: instagramAccounts.isSandbox })
        .from(instagramAccounts)
        .where(eq(instagramAccounts.id, accountId))
        .limit(1);
      return row?.isSandbox ?? false;
    },
  };
}
