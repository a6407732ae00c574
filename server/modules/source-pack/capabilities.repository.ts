import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiCapabilities } from '../../db/schema';
import type { CapabilityStore } from '../../integrations/ai/vision-probe';

/** What the vision probe learned, per provider, endpoint and model (shared by every process). */
export function capabilitiesRepository(db: Db): CapabilityStore {
  return {
    async get(key) {
      const [row] = await db
        .select({ acceptsImages: aiCapabilities.acceptsImages })
        .from(aiCapabilities)
        .where(
          and(
            eq(aiCapabilities.provider, key.provider),
            eq(aiCapabilities.baseUrl, key.baseUrl),
            eq(aiCapabilities.model, key.model),
          ),
        )
        .limit(1);
      return row?.acceptsImages;
    },
    async set(key, acceptsImages) {
      await db
        .insert(aiCapabilities)
        .values({ ...key, acceptsImages })
        .onConflictDoUpdate({
          target: [aiCapabilities.provider, aiCapabilities.baseUrl, aiCapabilities.model],
          set: { acceptsImages, probedAt: new Date() },
        });
    },
  };
}
