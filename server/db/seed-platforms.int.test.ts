import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMS } from '@common/platforms';
import { createTestApp, queryRows, type TestApp } from '../../test/helpers/test-app';
import { runMigrations } from './client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Row {
  id: number;
  name: string;
  display_name: string;
  description: string | null;
  logo_url: string | null;
  api_endpoint: string | null;
  website: string | null;
  is_enabled: boolean;
  updated_at: Date | string;
}

const catalogue = () =>
  queryRows<Row>(
    t.deps.database.db,
    sql`select id, name, display_name, description, logo_url, api_endpoint, website, is_enabled, updated_at
        from publishing_platforms order by id`,
  );

const described = () =>
  PLATFORMS.map((p) => ({
    name: p.name,
    display_name: p.displayName,
    description: p.description,
    logo_url: p.logoUrl,
    api_endpoint: p.apiEndpoint,
    website: p.website,
  }));

const comparable = (rows: Row[]) =>
  rows.map(({ name, display_name, description, logo_url, api_endpoint, website }) => ({
    name,
    display_name,
    description,
    logo_url,
    api_endpoint,
    website,
  }));

describe('the publishing platforms catalogue', () => {
  it('is the platform descriptors, in registry order, once the database is migrated', async () => {
    expect(comparable(await catalogue())).toEqual(described());
  });

  it('is brought back in line with the descriptors at every boot, keeping ids and the operator’s switch', async () => {
    const db = t.deps.database.db;
    const before = await catalogue();
    await db.execute(sql`update publishing_platforms set display_name = 'Dev.to', website = null where name = 'devto'`);
    await db.execute(sql`update publishing_platforms set is_enabled = false where name = 'medium'`);
    // The registry's last platform: brought back, it is last by id too.
    await db.execute(sql`delete from publishing_platforms where name = ${PLATFORMS.at(-1)!.name}`);

    await runMigrations(t.deps.database);

    const after = await catalogue();
    expect(comparable(after)).toEqual(described());
    const byName = (rows: Row[], name: string) => rows.find((r) => r.name === name);
    expect(byName(after, 'devto')?.id).toBe(byName(before, 'devto')?.id);
    expect(byName(after, 'medium')?.is_enabled).toBe(false);
    // A row that was already right is not touched.
    expect(String(byName(after, 'hashnode')?.updated_at)).toBe(String(byName(before, 'hashnode')?.updated_at));
  });
});
