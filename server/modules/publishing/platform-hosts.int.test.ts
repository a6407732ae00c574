import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDevto } from '../../../test/fakes/publishers/fake-devto';
import { FakeGhost } from '../../../test/fakes/publishers/fake-ghost';
import { FakeWordPress } from '../../../test/fakes/publishers/fake-wordpress';
import { Agent } from '../../../test/helpers/agent';
import { platformId } from '../../../test/helpers/publishing';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/**
 * A configured platform API host (DEVTO_API_URL, WPCOM_API_URL…) is trusted only by that platform's
 * own client. A user-typed site URL aimed at it (a self-hosted WordPress or a Ghost admin) passes the
 * same SSRF checks as any other URL, while OUTBOUND_ALLOWLIST still opens user URLs on purpose.
 */
let t: TestApp;
const devto = new FakeDevto();
/** A real-looking WordPress the operator configured as the WordPress.com API (a sink on loopback). */
const configuredWp = new FakeWordPress();
/** A self-hosted WordPress "on the LAN", allowlisted by the operator. */
const lanWp = new FakeWordPress();
const ghost = new FakeGhost();
const fakes = [devto, configuredWp, lanWp, ghost];

beforeAll(async () => {
  await Promise.all(fakes.map((f) => f.start()));
  t = await createTestApp({
    DEVTO_API_URL: devto.apiUrl,
    WPCOM_API_URL: configuredWp.url,
    OUTBOUND_ALLOWLIST: lanWp.hostPort,
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all(fakes.map((f) => f.close()));
});

async function signedIn() {
  const agent = new Agent(t.app);
  await agent.register();
  return agent;
}

const selfHostedWp = async (agent: Agent, site: FakeWordPress, apiUrl = site.siteUrl) =>
  agent.post('/api/platform-connections', {
    platformId: await platformId(agent, 'wordpress'),
    username: site.username,
    apiKey: site.appPassword,
    settings: { apiUrl },
  });

describe('configured platform API hosts', () => {
  it('are reached by their own platform client: DEV connects through DEVTO_API_URL on loopback', async () => {
    const agent = await signedIn();
    const res = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, 'devto'),
      apiKey: devto.apiKey,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ platformName: 'devto', username: 'devwriter' });
  });

  it('are refused as a self-hosted WordPress site URL, and nothing is sent to them', async () => {
    const agent = await signedIn();
    const before = { wp: configuredWp.requests.length, devto: devto.requests.length };
    const aimedAtWpcom = await selfHostedWp(agent, configuredWp);
    expect(aimedAtWpcom.statusCode).toBe(400);
    expect(aimedAtWpcom.json()).toMatchObject({ code: expect.any(String) });
    expect(aimedAtWpcom.json().message).toMatch(/URL not allowed/);
    const aimedAtDevto = await selfHostedWp(agent, configuredWp, devto.url);
    expect(aimedAtDevto.statusCode).toBe(400);
    expect(aimedAtDevto.json().message).toMatch(/URL not allowed/);
    expect(configuredWp.requests.length).toBe(before.wp);
    expect(devto.requests.length).toBe(before.devto);
    expect((await agent.get('/api/platform-connections')).json()).toEqual([]);
  });

  it('are refused as a Ghost admin URL', async () => {
    const agent = await signedIn();
    const before = devto.requests.length;
    const res = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, 'ghost'),
      apiKey: ghost.adminKey,
      settings: { apiUrl: devto.url },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/URL not allowed/);
    expect(devto.requests.length).toBe(before);
  });

  it('leave OUTBOUND_ALLOWLIST working for user URLs: the LAN WordPress connects', async () => {
    const agent = await signedIn();
    const res = await selfHostedWp(agent, lanWp);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'admin', settings: { apiUrl: lanWp.siteUrl } });
  });
});
