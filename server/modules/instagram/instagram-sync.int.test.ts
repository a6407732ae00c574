import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { InstagramAccount, InstagramPost } from '@common/instagram';
import { sampleAccounts } from '../../integrations/instagram/sandbox/samples';
import { Agent } from '../../../test/helpers/agent';
import { connectAccount, instagramTestApp, type InstagramTestApp } from '../../../test/helpers/instagram';
import { walkPages } from '../../../test/helpers/pagination';
import { queryRows } from '../../../test/helpers/test-app';

let t: InstagramTestApp;
afterEach(async () => t.close());

async function setup(fake: Parameters<typeof instagramTestApp>[0] = {}) {
  t = await instagramTestApp(fake);
  const agent = new Agent(t.app);
  await agent.register();
  return agent;
}

/** Every page of the account's posts (the list is paginated: server/lib/pagination.ts). */
const posts = async (agent: Agent, id: number) =>
  (await walkPages<InstagramPost>(agent, `/api/instagram/accounts/${id}/posts?limit=100`)).items;
const account = async (agent: Agent) => ((await agent.get('/api/instagram/accounts')).json() as InstagramAccount[])[0]!;
const graphCalls = () => t.ig.requests.filter((r) => /\/v25\.0\//.test(r.path)).length;
const mediaPages = () => t.ig.requests.filter((r) => r.path.endsWith('/media')).length;
const cdnDownloads = () => t.ig.requests.filter((r) => r.path.startsWith('/cdn/')).length;
const expireSync = () =>
  t.deps.database.db.execute(sql`update instagram_accounts set last_synced_at = now() - interval '1 hour'`);

describe('importing every kind of post', () => {
  it('maps photos, reels, videos, carousels, hidden likes, missing captions and unicode', async () => {
    const agent = await setup();
    const { accountId } = await connectAccount(t, agent, 'travel');
    const list = await posts(agent, accountId);
    expect(list).toHaveLength(34);
    // newest first
    expect([...list].sort((a, b) => b.timestamp.localeCompare(a.timestamp))).toEqual(list);
    expect(new Set(list.map((p) => p.type))).toEqual(new Set(['photo', 'reel', 'video']));
    for (const p of list) expect(p.mediaUrl).toMatch(/^\/media\/[a-f0-9]{64}\.png$/);

    const byId = (suffix: string) => list.find((p) => p.instagramId.endsWith(suffix))!;
    const reelWithoutMediaUrl = byId('000000000008');
    expect(reelWithoutMediaUrl.type).toBe('reel');
    expect(reelWithoutMediaUrl.permalink).toMatch(/\/reel\//);
    expect(reelWithoutMediaUrl.mediaUrl).not.toBeNull(); // its cover (thumbnail_url)
    expect(byId('000000000005').type).toBe('video'); // feed video
    const carousel = byId('000000000006');
    expect(carousel.type).toBe('photo');
    expect(carousel.slides.length).toBeGreaterThanOrEqual(2);
    expect(carousel.slides.map((s) => s.type)).toContain('video');
    for (const s of carousel.slides) expect(s.mediaUrl).toMatch(/^\/media\//);
    expect(byId('000000000004').caption).toBeNull();
    expect(byId('000000000007').likes).toBe(0); // hidden like count
    const kyoto = list.find((p) => p.caption?.includes('Kyoto'))!;
    expect(kyoto.caption).toBe('Lost in the lanes of Kyoto 🏮 #kyoto #京都 #japan #café_culture #travelphotography');
    expect(kyoto.hashtags).toEqual(['kyoto', '京都', 'japan', 'café_culture', 'travelphotography']);
    const multiline = list.find((p) => p.caption?.startsWith('Night train'))!;
    expect(multiline.caption).toContain('\n');

    const image = await agent.get(list[0]!.mediaUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/); // the owner's, not public
    expect(
      (await agent.get('/media/0000000000000000000000000000000000000000000000000000000000000000.png')).statusCode,
    ).toBe(404);
    expect((await agent.get('/media/..%2F..%2Fencryption.key')).statusCode).toBe(404);

    const [row] = await queryRows<{ metadata: { slides: unknown[]; instagram: { mediaType: string } } }>(
      t.deps.database.db,
      sql`select metadata from instagram_posts where instagram_id = ${carousel.instagramId}`,
    );
    expect(row!.metadata.instagram.mediaType).toBe('CAROUSEL_ALBUM');
    expect(row!.metadata.slides).toHaveLength(carousel.slides.length);
  });

  it('detects reels from the permalink when media_product_type is not available', async () => {
    const agent = await setup();
    t.ig.fake.faults.mediaProductType = 'error';
    const { accountId } = await connectAccount(t, agent, 'fitness');
    const list = await posts(agent, accountId);
    expect(list.filter((p) => p.type === 'reel').length).toBeGreaterThan(0);
    expect(list.filter((p) => p.type === 'video').length).toBeGreaterThan(0);
  });

  it('keeps thumbnails after the CDN links expire, and refreshes links that expired before download', async () => {
    const agent = await setup();
    t.ig.fake.faults.listLinksExpired = true;
    const { accountId } = await connectAccount(t, agent, 'food');
    const list = await posts(agent, accountId);
    expect(list.every((p) => p.mediaUrl !== null)).toBe(true);
    expect(t.ig.requests.some((r) => /^\/v25\.0\/\d+$/.test(r.path))).toBe(true); // re-read for fresh URLs
    t.ig.fake.faults.cdnExpired = true;
    expect((await agent.get(list[0]!.mediaUrl!)).statusCode).toBe(200);
  });
});

describe('failures during a sync', () => {
  it('stops on an expired token on page 3, keeps pages 1–2 and asks to reconnect without retrying', async () => {
    const agent = await setup({ accounts: sampleAccounts(250) });
    t.ig.fake.faults.expireTokenOnMediaPage = 2;
    const { accountId } = await connectAccount(t, agent, 'food');
    expect(await posts(agent, accountId)).toHaveLength(200);
    const acct = await account(agent);
    expect(acct.needsReconnect).toBe(true);
    expect(acct.lastSyncError).toMatch(/expired/);
    await expireSync();
    const before = graphCalls();
    await posts(agent, accountId);
    await t.app.instagram.sync.idle();
    expect(graphCalls()).toBe(before);
  });

  it('marks a revoked account for reconnection', async () => {
    const agent = await setup();
    const { accountId } = await connectAccount(t, agent, 'food');
    t.ig.fake.revoke(t.ig.fake.accounts[0]!.igId);
    await expireSync();
    expect(await posts(agent, accountId)).toHaveLength(34);
    await t.app.instagram.sync.idle();
    const acct = await account(agent);
    expect(acct.needsReconnect).toBe(true);
    expect(acct.lastSyncError).toMatch(/revoked/);
    expect((await agent.post(`/api/instagram/accounts/${accountId}/sync`)).statusCode).toBe(400);
  });

  it('backs off for as long as the usage header says when throttled', async () => {
    const agent = await setup();
    const { accountId } = await connectAccount(t, agent, 'food');
    t.ig.fake.faults.throttleMinutes = 7;
    await expireSync();
    await posts(agent, accountId);
    await t.app.instagram.sync.idle();
    const [row] = await queryRows<{ sync_blocked_until: string }>(
      t.deps.database.db,
      sql`select sync_blocked_until from instagram_accounts`,
    );
    const wait = new Date(row!.sync_blocked_until).getTime() - Date.now();
    expect(wait).toBeGreaterThan(6 * 60_000);
    expect(wait).toBeLessThan(8 * 60_000);
    const acct = await account(agent);
    expect(acct.needsReconnect).toBe(false);
    expect(acct.lastSyncError).toMatch(/limiting requests/);
    const retry = await agent.post(`/api/instagram/accounts/${accountId}/sync`);
    expect(retry.statusCode).toBe(429);
    expect(retry.json().message).toBe('Instagram asked Inkgram to wait. Try again in 7 minutes.');
    const before = graphCalls();
    await posts(agent, accountId);
    await t.app.instagram.sync.idle();
    expect(graphCalls()).toBe(before);
  });

  it('survives 5xx and malformed JSON without losing posts', async () => {
    const agent = await setup();
    const { accountId } = await connectAccount(t, agent, 'food');
    for (const fault of [{ serverErrors: 3 }, { malformedJson: true }]) {
      Object.assign(t.ig.fake.faults, fault);
      await t.deps.database.db.execute(sql`update instagram_accounts set sync_blocked_until = null`);
      await expireSync();
      expect(await posts(agent, accountId)).toHaveLength(34);
      await t.app.instagram.sync.idle();
      const acct = await account(agent);
      expect(acct.lastSyncError).toMatch(/temporarily unavailable|unreadable/);
      expect(acct.needsReconnect).toBe(false);
      t.ig.fake.faults.malformedJson = false;
      t.ig.fake.faults.serverErrors = 0;
    }
  });

  it('an import cut short resumes at the page where it stopped, after a crash too, without storing or downloading anything twice', async () => {
    const agent = await setup({ accounts: sampleAccounts(150) });
    t.ig.fake.faults.transientOnMediaPage = 1;
    const { accountId } = await connectAccount(t, agent, 'food');
    await t.app.instagram.sync.idle();
    expect(await posts(agent, accountId)).toHaveLength(100);
    expect((await account(agent)).lastSyncError).toMatch(/temporarily unavailable/);
    // The process dies while holding the lease: a restart finds it stale and resumes.
    t.ig.fake.faults.transientOnMediaPage = undefined;
    await t.deps.database.db.execute(
      sql`update instagram_accounts set sync_blocked_until = null, sync_started_at = now() - interval '1 hour'`,
    );
    const pagesBefore = mediaPages();
    const downloadsBefore = cdnDownloads();
    await t.app.instagram.sync.sync(accountId, 'full');
    // page 2 from the saved cursor, then the top page once for posts published meanwhile
    expect(mediaPages() - pagesBefore).toBe(2);
    const list = await posts(agent, accountId);
    expect(list).toHaveLength(150);
    expect(new Set(list.map((p) => p.instagramId)).size).toBe(150);
    const [stored] = await queryRows<{ n: number; ids: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n, count(distinct instagram_id)::int as ids from instagram_posts`,
    );
    expect(stored).toEqual({ n: 150, ids: 150 });
    // only the images of page 2 (covers and carousel slides) were fetched after the restart
    const imagesOf = (ps: InstagramPost[]) =>
      ps.reduce((n, p) => n + (p.mediaUrl ? 1 : 0) + p.slides.filter((sl) => sl.mediaUrl).length, 0);
    expect(cdnDownloads() - downloadsBefore).toBe(imagesOf(list.slice(100)));
    const [cursor] = await queryRows<{ sync_cursor: string | null }>(
      t.deps.database.db,
      sql`select sync_cursor from instagram_accounts`,
    );
    expect(cursor!.sync_cursor).toBeNull();
  });

  it('reads from the top when the saved cursor is refused or too old', async () => {
    const agent = await setup({ accounts: sampleAccounts(150) });
    const { accountId } = await connectAccount(t, agent, 'food');
    await t.app.instagram.sync.idle();
    for (const [cursor, age] of [
      ['QVFIbm90LWEtY3Vyc29y', '1 minute'],
      ['QVFIbzoxMDA', '2 days'],
    ] as const) {
      await t.deps.database.db.execute(
        sql`update instagram_accounts set sync_cursor = ${cursor}, sync_cursor_at = now() - ${age}::interval`,
      );
      const downloadsBefore = cdnDownloads();
      const requestsBefore = t.ig.requests.length;
      const outcome = await t.app.instagram.sync.sync(accountId, 'full');
      expect(outcome).toMatchObject({ status: 'synced' });
      const cursorsAsked = t.ig.requests.slice(requestsBefore).filter((r) => r.path.endsWith('/media'));
      // the refused cursor is tried once, the stale one never; then the whole list from the top
      expect(cursorsAsked.map((r) => r.after)).toEqual([...(age === '1 minute' ? [cursor] : []), null, 'QVFIbzoxMDA']);
      expect(await posts(agent, accountId)).toHaveLength(150);
      expect(cdnDownloads()).toBe(downloadsBefore); // every image was already stored
    }
  });

  it('a recent sync stops at the first page it already knows', async () => {
    const agent = await setup({ accounts: sampleAccounts(250) });
    const { accountId } = await connectAccount(t, agent, 'food');
    const pagesBefore = t.ig.requests.filter((r) => r.path.endsWith('/media')).length;
    await expireSync();
    await posts(agent, accountId);
    await t.app.instagram.sync.idle();
    expect(t.ig.requests.filter((r) => r.path.endsWith('/media')).length - pagesBefore).toBe(1);
  });
});
