import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InstagramAccount } from '@common/instagram';
import { signRequest } from '../../integrations/instagram/signed-request';
import { Agent } from '../../../test/helpers/agent';
import { connectAccount, instagramTestApp, type InstagramTestApp } from '../../../test/helpers/instagram';
import { queryRows } from '../../../test/helpers/test-app';
import { FAKE_APP_SECRET } from '../../../test/fakes/instagram/server';

let t: InstagramTestApp;
let agent: Agent;
let clock = Date.now();

beforeEach(async () => {
  clock = Date.now();
  t = await instagramTestApp({ now: () => clock });
  agent = new Agent(t.app);
  await agent.register();
});
afterEach(async () => t.close());

const callback = (path: string, signed: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ signed_request: signed }).toString(),
  });

describe("Meta's callbacks", () => {
  it('deauthorize: verifies the signature, stops using the token, keeps the posts', async () => {
    const { accountId } = await connectAccount(t, agent, 'food');
    const igId = t.ig.fake.accounts[0]!.igId;
    expect(
      (await callback('/api/instagram/deauthorize', signRequest({ user_id: igId }, 'wrong-secret'))).statusCode,
    ).toBe(400);
    expect((await callback('/api/instagram/deauthorize', 'garbage')).statusCode).toBe(400);
    const ok = await callback('/api/instagram/deauthorize', signRequest({ user_id: igId }, FAKE_APP_SECRET));
    expect(ok.statusCode).toBe(200);
    const [account] = (await agent.get('/api/instagram/accounts')).json() as InstagramAccount[];
    expect(account).toMatchObject({ isConnected: false, needsReconnect: true });
    expect(((await agent.get(`/api/instagram/accounts/${accountId}/posts`)).json() as unknown[]).length).toBe(34);
  });

  it('data deletion: deletes the account and posts and answers with a status URL and code', async () => {
    await connectAccount(t, agent, 'travel');
    const res = await callback(
      '/api/instagram/data-deletion',
      signRequest({ user_id: t.ig.fake.accounts[1]!.appScopedId }, FAKE_APP_SECRET),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as { url: string; confirmation_code: string };
    expect(body.confirmation_code).toMatch(/^[A-Za-z0-9]+$/);
    expect((await agent.get('/api/instagram/accounts')).json()).toEqual([]);
    expect(await queryRows(t.deps.database.db, sql`select id from instagram_posts`)).toEqual([]);
    const status = await t.app.inject({ method: 'GET', url: new URL(body.url).pathname });
    expect(status.statusCode).toBe(200);
    expect(status.body).toContain(body.confirmation_code);
  });

  it('data deletion is all or nothing: when the request cannot be recorded, nothing is deleted', async () => {
    const { accountId } = await connectAccount(t, agent, 'travel');
    const db = t.deps.database.db;
    const postsBefore = await queryRows(db, sql`select id from instagram_posts`);
    // The last write of the callback (the deletion record) fails inside the database.
    await db.execute(sql`create function refuse_deletion_record() returns trigger language plpgsql as $$
      begin raise exception 'deletion record refused by the test'; end $$`);
    await db.execute(sql`create trigger refuse_deletion_record before insert on instagram_deletion_requests
      for each row execute function refuse_deletion_record()`);
    const res = await callback(
      '/api/instagram/data-deletion',
      signRequest({ user_id: t.ig.fake.accounts[1]!.appScopedId }, FAKE_APP_SECRET),
    );
    expect(res.statusCode).toBe(500);
    const accounts = (await agent.get('/api/instagram/accounts')).json() as InstagramAccount[];
    expect(accounts.map((a) => a.id)).toEqual([accountId]);
    expect(postsBefore.length).toBeGreaterThan(0);
    expect(await queryRows(db, sql`select id from instagram_posts`)).toEqual(postsBefore);
  });

  it('the deletion status page escapes what it shows and is a 404 for an unknown code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/instagram/data-deletion/%3Cscript%3E' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('No deletion request has this confirmation code.');
    expect(res.body).not.toContain('<script>');
  });
});

describe('token refresh job', () => {
  it('refreshes tokens close to expiry and marks expired ones for reconnection', async () => {
    await connectAccount(t, agent, 'food');
    const expiry = async () =>
      new Date(
        (
          await queryRows<{ token_expiry: string }>(
            t.deps.database.db,
            sql`select token_expiry from instagram_accounts`,
          )
        )[0]!.token_expiry,
      ).getTime();
    const before = await expiry();

    expect(await t.app.instagram.tokens.refreshExpiring(new Date(clock))).toMatchObject({ refreshed: 0 }); // not due yet
    clock += 55 * 24 * 3600 * 1000;
    expect(await t.app.instagram.tokens.refreshExpiring(new Date(clock))).toMatchObject({ refreshed: 1 });
    expect(await expiry()).toBeGreaterThan(before + 50 * 24 * 3600 * 1000);

    clock += 61 * 24 * 3600 * 1000;
    expect(await t.app.instagram.tokens.refreshExpiring(new Date(clock))).toMatchObject({ needsReconnect: 1 });
    const [account] = (await agent.get('/api/instagram/accounts')).json() as InstagramAccount[];
    expect(account!.needsReconnect).toBe(true);
  });
});
