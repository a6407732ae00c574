import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userPlatformConnections } from '../../db/schema';

/**
 * A connection whose credentials the platform rejected: `isConnected` false, which its card shows as
 * 'Needs reconnecting' with a 'Reconnect' action. Connecting the same site again (the connect
 * form, prefilled) stores the new credentials on the same row and sets it true again.
 */
export async function markNeedsReconnecting(db: Db, connectionId: number): Promise<void> {
  await db
    .update(userPlatformConnections)
    .set({ isConnected: false, updatedAt: new Date() })
    .where(eq(userPlatformConnections.id, connectionId));
}
