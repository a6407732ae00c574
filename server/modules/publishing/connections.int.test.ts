import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publisherFakes } from '../../../test/fakes/publishers/all';
import { Agent } from '../../../test/helpers/agent';
import { platformId } from '../../../test/helpers/publishing';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
const fakes = publisherFakes();
const { devto, wp, wpcom, hashnode, medium, ghost } = fakes;

beforeAll(async () => {
  await fakes.start();
  t = await createTestApp({
    DEVTO_API_URL: devto.apiUrl,
    WPCOM_API_URL: wpcom.url,
    HASHNODE_API_URL: hashnode.url,
    MEDIUM_API_URL: medium.apiUrl,
    // The self-hosted WordPress and Ghost are "on the LAN": reachable only because they are allowlisted.
    OUTBOUND_ALLOWLIST: `${wp.hostPort},${ghost.hostPort}`,
  });
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

async function signedIn() {
  const agent = new Agent(t.app);
  const user = await agent.register();
  return { agent, user };
}

async function storedConnections() {
  return queryRows<{ api_key: string | null; access_token: string | null; user_id: number }>(
    t.deps.database.db,
    sql`select api_key, access_token, user_id from user_platform_connections`,
  );
}

describe('publishing platforms catalogue', () => {
  it('lists the six platforms with logos, for signed-in users only', async () => {
    expect((await new Agent(t.app).get('/api/publishing-platforms')).statusCode).toBe(401);
    const { agent } = await signedIn();
    const res = await agent.get('/api/publishing-platforms');
    expect(res.statusCode).toBe(200);
    const platforms = res.json() as { name: string; displayName: string; logoUrl: string }[];
    expect(platforms.map((p) => p.name)).toEqual(['wordpress', 'medium', 'devto', 'hashnode', 'ghost', 'atproto']);
    expect(platforms.every((p) => p.logoUrl.endsWith('.svg'))).toBe(true);
  });
});

describe('connecting a platform', () => {
  it('verifies a DEV key before saving, stores it encrypted and only ever shows its last 4 characters', async () => {
    const { agent, user } = await signedIn();
    const res = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, 'devto'),
      apiKey: devto.apiKey,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as Record<string, unknown>;
    expect(body).toMatchObject({
      platformName: 'devto',
      username: 'devwriter',
      profileUrl: 'https://dev.to/devwriter',
      credentialHint: '••••7890',
    });
    expect(res.body).not.toContain(devto.apiKey);
    const list = await agent.get('/api/platform-connections');
    expect(list.body).not.toContain(devto.apiKey);
    expect(list.json()).toHaveLength(1);
    const [row] = (await storedConnections()).filter((r) => r.user_id === user.id);
    expect(row?.api_key).toMatch(/^v1\./);
    expect(row?.api_key).not.toContain(devto.apiKey);
  });

  it('refuses a wrong DEV key with a clear message and stores nothing', async () => {
    const { agent, user } = await signedIn();
    const res = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, 'devto'),
      apiKey: 'wrong-key',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/DEV did not accept this API key/);
    expect((await storedConnections()).filter((r) => r.user_id === user.id)).toHaveLength(0);
  });

  it('names the missing field', async () => {
    const { agent } = await signedIn();
    const res = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, 'hashnode'),
      apiKey: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Publication domain is required.');
    const unknown = await agent.post('/api/platform-connections', { platformId: 999 });
    expect(unknown.json().message).toBe('That publishing platform does not exist.');
  });

  it('connects a self-hosted WordPress through REST discovery, also with plain permalinks', async () => {
    const { agent } = await signedIn();
    const id = await platformId(agent, 'wordpress');
    wp.prettyPermalinks = false;
    const res = await agent.post('/api/platform-connections', {
      platformId: id,
      username: wp.username,
      apiKey: wp.appPassword,
      settings: { apiUrl: `${wp.siteUrl}/` },
    });
    wp.prettyPermalinks = true;
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'admin',
      settings: { apiUrl: wp.siteUrl },
      credentialHint: '••••uvwx',
    });
    expect(wp.requests.some((r) => r.url.searchParams.get('rest_route') === '/wp/v2/users/me')).toBe(true);
  });

  it('explains a WordPress site where application passwords are unavailable, and a wrong password', async () => {
    const { agent } = await signedIn();
    const id = await platformId(agent, 'wordpress');
    const form = { platformId: id, username: wp.username, apiKey: wp.appPassword, settings: { apiUrl: wp.siteUrl } };
    wp.appPasswordsAvailable = false;
    const off = await agent.post('/api/platform-connections', form);
    wp.appPasswordsAvailable = true;
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toMatch(/does not offer application passwords/);
    const wrong = await agent.post('/api/platform-connections', { ...form, apiKey: 'nope nope nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/application password \(not your login password\)/);
  });

  it('connects WordPress.com with an access token and site id', async () => {
    const { agent } = await signedIn();
    const res = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, 'wordpress'),
      accessToken: wpcom.token,
      settings: { siteId: wpcom.siteId },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'admin',
      profileUrl: `https://${wpcom.siteId}`,
      settings: { siteId: wpcom.siteId },
    });
  });

  it('connects Hashnode (publication found through `me`) and explains the retired host', async () => {
    const { agent } = await signedIn();
    const id = await platformId(agent, 'hashnode');
    const ok = await agent.post('/api/platform-connections', {
      platformId: id,
      apiKey: hashnode.token,
      profileUrl: 'https://blog.example.dev/',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ username: 'hashwriter', profileUrl: 'https://blog.example.dev' });
    const wrongHost = await agent.post('/api/platform-connections', {
      platformId: id,
      apiKey: hashnode.token,
      profileUrl: 'other.example.dev',
    });
    expect(wrongHost.json().message).toMatch(/no publication at "other.example.dev"/);
    hashnode.retired = true;
    const moved = await agent.post('/api/platform-connections', {
      platformId: id,
      apiKey: hashnode.token,
      profileUrl: 'blog.example.dev',
    });
    hashnode.retired = false;
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toMatch(/web page instead of API data/);
  });

  it('accepts an existing Medium token and says plainly when Medium refuses one', async () => {
    const { agent } = await signedIn();
    const id = await platformId(agent, 'medium');
    const ok = await agent.post('/api/platform-connections', { platformId: id, accessToken: medium.token });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ username: 'mediumwriter' });
    const bad = await agent.post('/api/platform-connections', { platformId: id, accessToken: 'revoked' });
    expect(bad.json().message).toMatch(/Medium no longer issues new tokens/);
  });

  it('connects Ghost with an Admin API key (JWT checked by the fake) and rejects a malformed key before any call', async () => {
    const { agent } = await signedIn();
    const id = await platformId(agent, 'ghost');
    const ok = await agent.post('/api/platform-connections', {
      platformId: id,
      apiKey: ghost.adminKey,
      settings: { apiUrl: ghost.url },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ username: 'Fake Ghost', profileUrl: ghost.url });
    expect(ok.body).not.toContain(ghost.adminKey.split(':')[1]);
    const before = ghost.requests.length;
    const malformed = await agent.post('/api/platform-connections', {
      platformId: id,
      apiKey: 'not-a-key',
      settings: { apiUrl: ghost.url },
    });
    expect(malformed.statusCode).toBe(400);
    expect(ghost.requests.length).toBe(before);
  });

  it('refuses private and odd addresses for user-supplied site URLs before connecting', async () => {
    const { agent } = await signedIn();
    const id = await platformId(agent, 'wordpress');
    const urls = [
      'http://127.0.0.1:5432',
      'https://127.0.0.1',
      'https://localhost',
      'https://[::1]',
      'https://2130706433',
      'https://0x7f.1',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::ffff:169.254.169.254]',
      'https://10.0.0.5',
      'https://100.64.0.1',
      'https://0.0.0.0',
      'https://metadata.google.internal',
      'https://example.com:22',
      'https://user:pass@example.com',
      'ftp://example.com',
    ];
    for (const apiUrl of urls) {
      const res = await agent.post('/api/platform-connections', {
        platformId: id,
        username: 'a',
        apiKey: 'b',
        settings: { apiUrl },
      });
      expect(res.statusCode, apiUrl).toBe(400);
      expect(res.json().message, apiUrl).toMatch(/URL not allowed|must be a full address/);
    }
  });
});

describe('verification attempts', () => {
  it('are limited per user, with Retry-After', async () => {
    const { agent } = await signedIn();
    const platformIdDev = await platformId(agent, 'devto');
    for (let i = 0; i < 30; i++) {
      expect(
        (await agent.post('/api/platform-connections', { platformId: platformIdDev, apiKey: `wrong-${i}` })).statusCode,
      ).toBe(400);
    }
    const limited = await agent.post('/api/platform-connections', { platformId: platformIdDev, apiKey: devto.apiKey });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toBe('Too many connection attempts. Try again later.');
  });
});

describe('connection ownership', () => {
  it("hides another user's connection (404) and lets the owner delete theirs", async () => {
    const { agent: owner } = await signedIn();
    const created = await owner.post('/api/platform-connections', {
      platformId: await platformId(owner, 'devto'),
      apiKey: devto.apiKey,
    });
    const id = (created.json() as { id: number }).id;
    const { agent: other } = await signedIn();
    expect((await other.delete(`/api/platform-connections/${id}`)).statusCode).toBe(404);
    expect(await other.get('/api/platform-connections').then((r) => r.json())).toEqual([]);
    expect((await owner.delete(`/api/platform-connections/${id}`)).statusCode).toBe(204);
    expect((await owner.delete(`/api/platform-connections/${id}`)).statusCode).toBe(404);
  });
});
