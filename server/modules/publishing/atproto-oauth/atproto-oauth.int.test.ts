import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAtprotoNetwork } from '../../../../test/helpers/atproto-network';
import { consentOnPds } from '../../../../test/helpers/atproto-oauth-consent';
import { publishingHarness } from '../../../../test/helpers/publishing-harness';
import { queryRows } from '../../../../test/helpers/test-app';
import { freePort } from '../../../../test/helpers/wait';
import { Agent } from '../../../../test/helpers/agent';
import { runPublication } from '../publication-runner';
import { publisherContext } from '../publishing.context';
import { atprotoOAuthClient } from './oauth-client';
import { openSealed, sealSession } from './oauth-sessions';
import { refreshAtprotoSessions } from './token-refresh';

/**
 * 'Sign in with Bluesky' (docs/decisions/043-at-protocol-standard-site.md) against a real PDS with
 * its OAuth provider and a PLC directory, in process: PAR with PKCE and DPoP, the person's consent
 * on the PDS's own sign-in page, the callback, DPoP-bound writes, refresh-token rotation, a revoked
 * session, and callbacks that must store nothing.
 */
let net: Awaited<ReturnType<typeof startAtprotoNetwork>>;
const env: Record<string, string> = { REGISTER_LIMIT_PER_HOUR: '100' };
beforeAll(async () => {
  net = await startAtprotoNetwork();
  // Inkgram at http://127.0.0.1: the protocol's loopback client (nothing listens there: the test follows the redirect).
  Object.assign(env, net.env, {
    OUTBOUND_ALLOWLIST: net.allowlist.join(','),
    PUBLIC_URL: `http://127.0.0.1:${await freePort()}`,
  });
}, 60_000);
afterAll(async () => net?.close());

const h = publishingHarness({ env });
const { creator, publish, history, t } = h;
const db = () => t().deps.database.db;
const store = () => ({ database: t().deps.database, keyring: t().deps.keyring, config: t().config });
const run = (id: number) => runPublication(h.worker({ ctx: publisherContext(t().config, undefined, store()) }), id);
const silent = pino({ level: 'silent' });

interface ConnectionRow {
  id: number;
  user_id: number;
  api_key: string | null;
  access_token: string | null;
  refresh_token: string | null;
  is_connected: boolean;
  settings: Record<string, string>;
}
const connectionsOf = (userId: number) =>
  queryRows<ConnectionRow>(
    db(),
    sql`select id, user_id, api_key, access_token, refresh_token, is_connected, settings from user_platform_connections where user_id = ${userId}`,
  );
const sessionOf = (row: ConnectionRow) =>
  openSealed(t().deps.keyring, {
    userId: row.user_id,
    accessToken: row.access_token,
    refreshToken: row.refresh_token,
  })!;

async function start(agent: Agent, identifier: string) {
  const res = await agent.post('/api/platform-connections/atproto/oauth', { identifier, post: 'bluesky' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { authorizeUrl: string }).authorizeUrl;
}
/** The browser's return to Inkgram: the callback answers with a redirect to Publishing Platforms. */
async function callback(agent: Agent, back: URL) {
  const res = await agent.get(`${back.pathname}${back.search}`);
  expect(res.statusCode).toBe(303);
  return new URL(res.headers.location as string, 'http://inkgram.test').searchParams;
}

async function signedIn() {
  const c = await creator();
  const acct = await net.account();
  const authorizeUrl = await start(c.agent, acct.handle);
  const result = await callback(c.agent, await consentOnPds(authorizeUrl, acct));
  expect(result.get('connect_error')).toBeNull();
  const [row] = await connectionsOf(c.user.id);
  return { ...c, acct, authorizeUrl, connectionId: Number(result.get('connected')), row: row! };
}

describe('Sign in with Bluesky', () => {
  it('pushes the request, comes back with DPoP-bound tokens stored encrypted, and publishes through them', async () => {
    const { agent, blogId, title, acct, authorizeUrl, connectionId, row } = await signedIn();
    // PAR: the browser's URL carries only the client and the pushed request's handle, on the account's PDS.
    const url = new URL(authorizeUrl);
    expect(url.origin).toBe(net.pds.url);
    expect([...url.searchParams.keys()].sort()).toEqual(['client_id', 'request_uri']);
    expect(url.searchParams.get('client_id')).toMatch(/^http:\/\/localhost\?redirect_uri=/);

    expect(row.id).toBe(connectionId);
    expect(row).toMatchObject({ api_key: null, is_connected: true });
    expect(row.settings).toMatchObject({ did: acct.did, handle: acct.handle, pds: net.pds.url, auth: 'oauth' });
    const session = sessionOf(row);
    expect(session.tokenSet).toMatchObject({ sub: acct.did, token_type: 'DPoP' });
    // Encrypted at rest: neither token appears in its column.
    expect(row.access_token).not.toContain(session.tokenSet.access_token.slice(0, 20));
    expect(row.refresh_token).not.toContain(session.tokenSet.refresh_token!.slice(4, 24));
    // Bound to the DPoP key: the token alone, as a bearer token, does not write.
    const bare = await fetch(`${net.pds.url}/xrpc/com.atproto.repo.createRecord`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.tokenSet.access_token}` },
      body: JSON.stringify({ repo: acct.did, collection: 'app.bsky.feed.post', record: { text: 'x', createdAt: '' } }),
    });
    expect(bare.status).toBeGreaterThanOrEqual(400);

    const listed = (await agent.get('/api/platform-connections')).json() as { id: number; username: string }[];
    expect(listed).toEqual([expect.objectContaining({ id: connectionId, username: acct.handle, isConnected: true })]);

    const p = await publish(agent, blogId, { platformConnectionId: connectionId });
    expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
    const [published] = await history(agent, blogId);
    const doc = await net.getRecord(published!.platformBlogId!);
    expect(doc.status).toBe(200);
    expect(doc.body.value).toMatchObject({ $type: 'site.standard.document', title });
    expect(await net.listRecords(acct.did, 'app.bsky.feed.post')).toHaveLength(1);
  });

  it('refreshes: the job rotates the refresh token, and an expired access token is refreshed when publishing', async () => {
    const { agent, blogId, user, row } = await signedIn();
    const first = sessionOf(row);
    expect(await refreshAtprotoSessions({ ...store(), log: silent })).toMatchObject({
      refreshed: expect.any(Number),
      needsReconnect: 0,
    });
    const [rotated] = await connectionsOf(user.id);
    const second = sessionOf(rotated!);
    expect(second.tokenSet.refresh_token).not.toBe(first.tokenSet.refresh_token);
    expect(second.dpopJwk).toEqual(first.dpopJwk);

    // The access token runs out (as after an hour without publishing): publishing refreshes it first.
    const expired = {
      ...second,
      tokenSet: { ...second.tokenSet, expires_at: new Date(Date.now() - 60_000).toISOString() },
    };
    const sealed = sealSession(t().deps.keyring, user.id, expired);
    await db().execute(
      sql`update user_platform_connections set access_token = ${sealed.accessToken}, token_expiry = ${sealed.tokenExpiry} where id = ${row.id}`,
    );
    const p = await publish(agent, blogId, { platformConnectionId: row.id });
    expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
    const [after] = await connectionsOf(user.id);
    expect(sessionOf(after!).tokenSet.refresh_token).not.toBe(second.tokenSet.refresh_token);
    expect(new Date(sessionOf(after!).tokenSet.expires_at!).getTime()).toBeGreaterThan(Date.now());
  });

  it('a session revoked on the PDS: the connection needs reconnecting and publishing says so', async () => {
    const { agent, blogId, user, acct, row } = await signedIn();
    // Revoked elsewhere (as from the account's settings on its PDS), with a copy of the session.
    const copy = new Map([[acct.did, sessionOf(row)]]);
    const elsewhere = atprotoOAuthClient(t().config, {
      stateStore: { get: async () => undefined, set: async () => undefined, del: async () => undefined },
      sessionStore: {
        get: async (sub) => copy.get(sub),
        set: async (sub, v) => void copy.set(sub, v),
        del: async (sub) => void copy.delete(sub),
      },
    });
    await (await elsewhere.restore(acct.did, false)).signOut();

    expect(await refreshAtprotoSessions({ ...store(), log: silent })).toMatchObject({ needsReconnect: 1 });
    const listed = (await agent.get('/api/platform-connections')).json() as { isConnected: boolean }[];
    expect(listed).toEqual([expect.objectContaining({ isConnected: false })]);
    const [stored] = await connectionsOf(user.id);
    expect(stored).toMatchObject({ access_token: null, refresh_token: null });

    const p = await publish(agent, blogId, { platformConnectionId: row.id });
    expect(p.status).toBe(202);
    expect(await run(p.body.id)).toMatchObject({
      kind: 'failed',
      message: 'Bluesky (AT Protocol) rejected the sign-in: reconnect',
    });
    expect(await net.listRecords(acct.did, 'site.standard.document')).toHaveLength(0);
  });
});

describe('Sign in with Bluesky: callbacks that store nothing', () => {
  it('a missing or unknown state, a refusal on the PDS, a replay and another person’s state each say why', async () => {
    const { agent, user } = await creator();
    const acct = await net.account();
    const base = '/api/platform-connections/atproto/oauth/callback';
    const error = async (a: Agent, url: string) => {
      const res = await a.get(url);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(/^\/platform-connections\?connect_error=/);
      return new URLSearchParams((res.headers.location as string).split('?')[1]).get('connect_error');
    };
    expect(await error(agent, `${base}?code=abc`)).toMatch(/came back incomplete/);
    expect(await error(agent, `${base}?state=not-a-state&code=abc`)).toMatch(/not started here or was already used/);

    // The person says no on their PDS.
    const refused = await consentOnPds(await start(agent, acct.handle), acct, { reject: true });
    expect(refused.searchParams.get('error')).toBe('access_denied');
    expect(await error(agent, `${refused.pathname}${refused.search}`)).toMatch(/Bluesky did not connect the account/);
    expect(await connectionsOf(user.id)).toHaveLength(0);

    // Another signed-in person cannot use this person's state; it stays theirs.
    const back = await consentOnPds(await start(agent, acct.handle), acct);
    const mallory = new Agent(t().app, '203.0.113.99');
    await mallory.register();
    expect(await error(mallory, `${back.pathname}${back.search}`)).toMatch(/not started here/);
    expect((await callback(agent, back)).get('connected')).toMatch(/^\d+$/);
    // The same answer again (a replayed state) is refused, and nothing more is stored.
    expect(await error(agent, `${back.pathname}${back.search}`)).toMatch(/already used/);
    expect(await connectionsOf(user.id)).toHaveLength(1);
  });

  it('refuses to start for an unknown handle, with the reason', async () => {
    const { agent } = await creator();
    const res = await agent.post('/api/platform-connections/atproto/oauth', { identifier: 'nobody-here.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: expect.stringMatching(/No AT Protocol account has the handle nobody-here\.test/),
    });
  });
});
