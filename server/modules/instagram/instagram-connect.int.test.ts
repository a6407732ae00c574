import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InstagramAccount } from '@common/instagram';
import { Agent } from '../../../test/helpers/agent';
import { connectAccount, instagramTestApp, type InstagramTestApp } from '../../../test/helpers/instagram';
import { queryRows, TEST_ORIGIN } from '../../../test/helpers/test-app';
import { consent } from '../../../test/fakes/instagram/consent';

let t: InstagramTestApp;
let agent: Agent;

beforeEach(async () => {
  t = await instagramTestApp();
  agent = new Agent(t.app);
  await agent.register();
});
afterEach(async () => t.close());

describe('GET /api/instagram/auth', () => {
  it('returns the business-login authorize URL with a fresh single-use state', async () => {
    const a = (await agent.get('/api/instagram/auth')).json() as { authUrl: string };
    const b = (await agent.get('/api/instagram/auth')).json() as { authUrl: string };
    const url = new URL(a.authUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.ig.origin}/oauth/authorize`);
    expect(url.searchParams.get('client_id')).toBe('990001112223334');
    expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/connect-instagram`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('instagram_business_basic,instagram_business_manage_insights');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
    expect(new URL(b.authUrl).searchParams.get('state')).not.toBe(url.searchParams.get('state'));
  });

  it('needs a signed-in user', async () => {
    expect((await new Agent(t.app).get('/api/instagram/auth')).statusCode).toBe(401);
  });
});

describe('POST /api/instagram/connect', () => {
  it('connects, stores the token encrypted, and imports the posts with stored images', async () => {
    const result = await connectAccount(t, agent, 'travel');
    expect(result.username).toBe('wander.lines');

    const accounts = (await agent.get('/api/instagram/accounts')).json() as InstagramAccount[];
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      username: 'wander.lines',
      displayName: 'Wander Lines',
      isSandbox: false,
      needsReconnect: false,
      isConnected: true,
    });
    expect(accounts[0]!.profilePicture).toMatch(/^\/media\/[a-f0-9]{64}\.png$/);
    expect(accounts[0]!.lastSyncedAt).not.toBeNull();
    expect(JSON.stringify(accounts)).not.toMatch(/IGAA|accessToken|access_token/);

    const [row] = await queryRows<{ access_token: string; instagram_user_id: string; token_expiry: Date }>(
      t.deps.database.db,
      sql`select access_token, instagram_user_id, token_expiry from instagram_accounts`,
    );
    expect(row!.access_token).toMatch(/^v1\.k1\./);
    expect(row!.access_token).not.toContain('IGAA');
    // user_id above 2^53 kept exactly
    expect(row!.instagram_user_id).toBe('17841400000000002');
    expect(new Date(row!.token_expiry).getTime()).toBeGreaterThan(Date.now() + 59 * 24 * 3600 * 1000);
  });

  it('accepts the documented envelope shape of the code exchange', async () => {
    t.ig.fake.faults.tokenShape = 'envelope';
    t.ig.fake.faults.meShape = 'envelope';
    expect((await connectAccount(t, agent, 'fitness')).username).toBe('move.daily');
  });

  it('updates the existing account on reconnect instead of duplicating it', async () => {
    const first = await connectAccount(t, agent, 'food');
    const second = await connectAccount(t, agent, 'food');
    expect(second.accountId).toBe(first.accountId);
    await connectAccount(t, agent, 'travel');
    const accounts = (await agent.get('/api/instagram/accounts')).json() as InstagramAccount[];
    expect(accounts.map((a) => a.username)).toEqual(['sunny.kitchen', 'wander.lines']);
  });

  it('rejects an unknown, reused, expired-session or foreign state', async () => {
    const auth = (await agent.get('/api/instagram/auth')).json() as { authUrl: string };
    const { code, state } = await consent(auth.authUrl);

    const forged = await agent.post('/api/instagram/connect', { code, state: 'not-a-state' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'instagram_state_invalid' });

    // Another user (another session) cannot use this user's state.
    const mallory = new Agent(t.app, '203.0.113.99');
    await mallory.register();
    expect((await mallory.post('/api/instagram/connect', { code, state })).statusCode).toBe(400);

    expect((await agent.post('/api/instagram/connect', { code, state })).statusCode).toBe(200);
    const again = await agent.post('/api/instagram/connect', { code, state });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/expired or was already used/);
  });

  it('rejects a replayed code with Instagram’s reason', async () => {
    const { code } = await consent(((await agent.get('/api/instagram/auth')).json() as { authUrl: string }).authUrl);
    const s1 = new URL(
      ((await agent.get('/api/instagram/auth')).json() as { authUrl: string }).authUrl,
    ).searchParams.get('state');
    const s2 = new URL(
      ((await agent.get('/api/instagram/auth')).json() as { authUrl: string }).authUrl,
    ).searchParams.get('state');
    expect((await agent.post('/api/instagram/connect', { code, state: s1 })).statusCode).toBe(200);
    const replay = await agent.post('/api/instagram/connect', { code, state: s2 });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/This authorization code has been used/);
  });

  it('explains a missing code', async () => {
    const res = await agent.post('/api/instagram/connect', { state: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Authentication code is missing. Please try connecting again.');
  });

  it('reports Instagram being down as a 502, not a 500', async () => {
    const auth = (await agent.get('/api/instagram/auth')).json() as { authUrl: string };
    const { code, state } = await consent(auth.authUrl);
    t.ig.fake.faults.serverErrors = 5;
    const res = await agent.post('/api/instagram/connect', { code, state });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('instagram_unavailable');
    // Instagram never saw the code: the person can retry with the same state ("Try Manual Connection").
    t.ig.fake.faults.serverErrors = 0;
    expect((await agent.post('/api/instagram/connect', { code, state })).statusCode).toBe(200);
  });
});

describe('accounts of other users', () => {
  it('answers 404 for another user’s account id, and for unknown ids', async () => {
    const { accountId } = await connectAccount(t, agent, 'food');
    const mallory = new Agent(t.app, '203.0.113.77');
    await mallory.register();
    expect((await mallory.get(`/api/instagram/accounts/${accountId}/posts`)).statusCode).toBe(404);
    expect((await mallory.delete(`/api/instagram/accounts/${accountId}`)).statusCode).toBe(404);
    expect((await mallory.get('/api/instagram/accounts')).json()).toEqual([]);
    expect((await agent.get('/api/instagram/accounts/999999/posts')).statusCode).toBe(404);
    expect((await agent.get('/api/instagram/accounts/abc/posts')).statusCode).toBe(400);
  });

  it('disconnects an account and its posts, keeping blogs made from them', async () => {
    const { accountId } = await connectAccount(t, agent, 'food');
    const [post] = await queryRows<{ id: number; media_url: string }>(
      t.deps.database.db,
      sql`select id, media_url from instagram_posts limit 1`,
    );
    const [user] = await queryRows<{ id: number }>(t.deps.database.db, sql`select id from users limit 1`);
    await t.deps.database.db.execute(
      sql`insert into blogs (user_id, post_id, title, content, featured_image) values (${user!.id}, ${post!.id}, 'Brunch', '<p>Hi</p>', ${post!.media_url})`,
    );
    expect((await agent.delete(`/api/instagram/accounts/${accountId}`)).statusCode).toBe(204);
    expect((await agent.get('/api/instagram/accounts')).json()).toEqual([]);
    const blogs = await queryRows<{ post_id: number | null; featured_image: string }>(
      t.deps.database.db,
      sql`select post_id, featured_image from blogs`,
    );
    expect(blogs).toEqual([{ post_id: null, featured_image: post!.media_url }]);
    expect((await agent.get(post!.media_url)).statusCode).toBe(200);
  });
});
