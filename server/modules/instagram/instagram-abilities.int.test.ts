import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstagramAccount } from '@common/instagram';
import { Agent } from '../../../test/helpers/agent';
import { connectAccount, instagramTestApp, type InstagramTestApp } from '../../../test/helpers/instagram';

let t: InstagramTestApp;
beforeAll(async () => {
  t = await instagramTestApp();
});
afterAll(async () => t?.close());

describe('an Instagram account', () => {
  it('carries what its owner may do: refresh it only while its token works, disconnect it always', async () => {
    const owner = new Agent(t.app, '203.0.113.41');
    await owner.register();
    const { accountId } = await connectAccount(t, owner, 'food');
    const accounts = async () => (await owner.get('/api/instagram/accounts')).json() as InstagramAccount[];
    expect(await accounts()).toMatchObject([{ id: accountId, abilities: { sync: true, delete: true } }]);

    await t.deps.database.db.execute(sql`update instagram_accounts set needs_reconnect = true where id = ${accountId}`);
    expect(await accounts()).toMatchObject([{ id: accountId, abilities: { sync: false, delete: true } }]);
    const sync = await owner.post(`/api/instagram/accounts/${accountId}/sync`, {});
    expect(sync.statusCode).toBe(400);
    expect(sync.json().message).toBe('Reconnect this Instagram account before refreshing its posts.');

    const stranger = new Agent(t.app, '203.0.113.42');
    await stranger.register();
    for (const res of [
      await stranger.get(`/api/instagram/accounts/${accountId}/posts`),
      await stranger.post(`/api/instagram/accounts/${accountId}/sync`, {}),
      await stranger.delete(`/api/instagram/accounts/${accountId}`),
      await stranger.get(`/api/writing-prompts/post/${accountId}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Instagram account not found');
    }
    expect((await owner.delete(`/api/instagram/accounts/${accountId}`)).statusCode).toBe(204);
  });
});
