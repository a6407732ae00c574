import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publisherFakes } from '../../../test/fakes/publishers/all';
import { Agent } from '../../../test/helpers/agent';
import { platformId } from '../../../test/helpers/publishing';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

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
    OUTBOUND_ALLOWLIST: `${wp.hostPort},${ghost.hostPort}`,
  });
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

async function signedIn() {
  const agent = new Agent(t.app);
  await agent.register();
  return agent;
}

const notAllowed = (label: string) =>
  `${label} contains characters that are not allowed (spaces, emoji or non-Latin letters).`;

describe('credentials that cannot travel in an HTTP header', () => {
  it('are refused when the connection is saved, naming the field, for every header-borne key or token', async () => {
    const agent = await signedIn();
    const [dev, med, hn, wordpress] = await Promise.all(
      ['devto', 'medium', 'hashnode', 'wordpress'].map((name) => platformId(agent, name)),
    );
    const cases = [
      [{ platformId: dev, apiKey: `${devto.apiKey}😀` }, 'apiKey', notAllowed('API key')],
      [{ platformId: dev, apiKey: `dev\u00A0key` }, 'apiKey', notAllowed('API key')],
      [{ platformId: dev, apiKey: 'dev key 123' }, 'apiKey', notAllowed('API key')],
      [{ platformId: med, accessToken: 'tökén' }, 'accessToken', notAllowed('Access token')],
      [{ platformId: med, accessToken: 'medium token' }, 'accessToken', notAllowed('Integration token')],
      [{ platformId: hn, apiKey: 'токен', profileUrl: 'blog.example.com' }, 'apiKey', notAllowed('API key')],
      [
        { platformId: hn, apiKey: 'a b', profileUrl: 'blog.example.com' },
        'apiKey',
        notAllowed('Personal access token'),
      ],
      [
        { platformId: wordpress, accessToken: `${wpcom.token}\u200B`, settings: { siteId: wpcom.siteId } },
        'accessToken',
        notAllowed('Access token'),
      ],
    ] as const;
    const sent = () => [devto, medium, hashnode, wpcom].reduce((n, f) => n + f.requests.length, 0);
    const sentBefore = sent();
    for (const [body, field, message] of cases) {
      const res = await agent.post('/api/platform-connections', body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ message, details: { fieldErrors: { [field]: [message] } } });
    }
    expect((await agent.get('/api/platform-connections')).json()).toEqual([]);
    expect(sent(), 'no platform was called with them').toBe(sentBefore);
  });

  it('are trimmed of surrounding whitespace (a non-breaking space too) before they are checked and stored', async () => {
    const agent = await signedIn();
    const res = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, 'devto'),
      apiKey: `  \u00A0${devto.apiKey}\n`,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().credentialHint).toBe(`••••${devto.apiKey.slice(-4)}`);
  });

  it('still accept a WordPress application password written with its spaces', async () => {
    const agent = await signedIn();
    const res = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, 'wordpress'),
      username: wp.username,
      apiKey: wp.appPassword,
      settings: { apiUrl: wp.siteUrl },
    });
    expect(wp.appPassword).toContain(' ');
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('a lone surrogate in a WordPress.com site id', () => {
  it('reaches the site URL as U+FFFD instead of throwing URIError', async () => {
    const agent = await signedIn();
    const res = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, 'wordpress'),
      accessToken: wpcom.token,
      settings: { siteId: `site\uD800.wordpress.com` },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('message');
    expect(wpcom.requests.some((r) => r.url.pathname.includes('site%EF%BF%BD.wordpress.com'))).toBe(true);
  });
});
