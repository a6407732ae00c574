import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Whether notification emails may go to this account's address: only a verified one once accounts
 * carry a verification time (`users.email_verified_at`, drizzle `emailVerifiedAt`); until then
 * every address, as invitation emails do (docs/decisions/033). The one place to change that rule.
 */
export async function canEmailNotifications(db: Db, userId: number): Promise<boolean> {
  const verifiedAt = (users as unknown as Record<string, unknown>)['emailVerifiedAt'];
  if (!verifiedAt) return true;
  const [row] = await db
    .select({ verifiedAt: verifiedAt as typeof users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.verifiedAt);
}
