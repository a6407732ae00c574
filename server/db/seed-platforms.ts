import { sql } from 'drizzle-orm';
import { PLATFORMS } from '@common/platforms';
import type { Db } from './types';
import { publishingPlatforms } from './schema';

/**
 * Brings the `publishing_platforms` catalogue in line with the platform descriptors
 * (common/platforms), after the migrations at every boot: a new descriptor becomes a row (in
 * registry order), a changed name, description, logo, API or website is updated. Rows stay: their
 * ids are referenced by connections, and `is_enabled` is the operator's to change.
 */
export async function seedPlatforms(db: Db): Promise<void> {
  const rows = PLATFORMS.map((p) => ({
    name: p.name,
    displayName: p.displayName,
    description: p.description,
    logoUrl: p.logoUrl,
    apiEndpoint: p.apiEndpoint,
    website: p.website,
  }));
  const t = publishingPlatforms;
  await db
    .insert(t)
    .values(rows)
    .onConflictDoUpdate({
      target: t.name,
      set: {
        displayName: sql`excluded.display_name`,
        description: sql`excluded.description`,
        logoUrl: sql`excluded.logo_url`,
        apiEndpoint: sql`excluded.api_endpoint`,
        website: sql`excluded.website`,
        updatedAt: sql`now()`,
      },
      // Unchanged rows are left alone (and keep their updated_at).
      setWhere: sql`(${t.displayName}, ${t.description}, ${t.logoUrl}, ${t.apiEndpoint}, ${t.website})
        is distinct from (excluded.display_name, excluded.description, excluded.logo_url, excluded.api_endpoint, excluded.website)`,
    });
}
