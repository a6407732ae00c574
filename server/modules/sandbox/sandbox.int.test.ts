import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstagramAccount, InstagramPost } from '@common/instagram';
import { Agent } from '../../../test/helpers/agent';
import { connectAccount } from '../../../test/helpers/instagram';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/helpers/test-app';
import { consent } from '../../../test/fakes/instagram/consent';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp(); // no INSTAGRAM_APP_ID: the sandbox is the default
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.app.instagram.sync.idle();
  await t.close();
});

describe('sandbox Instagram (embedded default)', () => {
  it('connects a sample creator through the consent page and imports its posts over HTTP', async () => {
    const agent = new Agent(t.app);
    await agent.register();
    const auth = (await agent.get('/api/instagram/auth')).json() as { authUrl: string };
    expect(auth.authUrl.startsWith(`${TEST_ORIGIN}/sandbox/instagram/oauth/authorize?`)).toBe(true);

    const page = await fetch(`${origin}${new URL(auth.authUrl).pathname}${new URL(auth.authUrl).search}`);
    const html = await page.text();
    expect(html).toContain('Sandbox');
    for (const name of ['@sunny.kitchen', '@wander.lines', '@move.daily']) expect(html).toContain(name);

    const { accountId, username } = await connectAccount(t, agent, 'fitness', origin);
    expect(username).toBe('move.daily');
    const [account] = (await agent.get('/api/instagram/accounts')).json() as InstagramAccount[];
    expect(account).toMatchObject({ isSandbox: true, needsReconnect: false });
    expect(account!.profilePicture).toMatch(/^\/media\//);
    const posts = (await agent.get(`/api/instagram/accounts/${accountId}/posts`)).json() as InstagramPost[];
    expect(posts.length).toBeGreaterThanOrEqual(30);
    expect(posts.every((p) => p.mediaUrl?.startsWith('/media/'))).toBe(true);
    expect((await agent.get(posts[0]!.mediaUrl!)).headers['content-type']).toBe('image/png');
  });

  it('sends the person back with access_denied when they cancel', async () => {
    const agent = new Agent(t.app);
    await agent.register();
    const auth = (await agent.get('/api/instagram/auth')).json() as { authUrl: string };
    const { location, code } = await consent(auth.authUrl, { origin, decision: 'deny' });
    expect(code).toBeNull();
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('error_reason')).toBe('user_denied');
  });

  it('serves CDN links that expire', async () => {
    const bad = await fetch(`${origin}/sandbox/instagram/cdn/v/t51.29350-15/food-1_n.png?oe=00000001&oh=00_x`);
    expect(bad.status).toBe(403);
  });

  it('rejects a wrong redirect_uri on the authorize page', async () => {
    const res = await fetch(
      `${origin}/sandbox/instagram/oauth/authorize?client_id=1000000000000001&redirect_uri=https://evil.example/cb&response_type=code&scope=instagram_business_basic`,
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Redirect URI doesn't match");
  });
});
