import { expect } from 'vitest';
import { consent } from '../fakes/instagram/consent';
import { startFakeInstagram, type FakeInstagramServer } from '../fakes/instagram/server';
import type { FakeOptions } from '../../server/integrations/instagram/sandbox/core';
import type { Agent } from './agent';
import { createTestApp, TEST_ORIGIN, type TestApp } from './test-app';

export interface InstagramTestApp extends TestApp {
  ig: FakeInstagramServer;
}

/** The app configured for a "real" Instagram whose three hosts are the local fake. */
export async function instagramTestApp(
  fake: Partial<FakeOptions> = {},
  env: Record<string, string> = {},
): Promise<InstagramTestApp> {
  const ig = await startFakeInstagram({ redirectUris: [`${TEST_ORIGIN}/connect-instagram`], ...fake });
  const t = await createTestApp({
    ...ig.env,
    ...env,
  });
  return {
    ...t,
    ig,
    async close() {
      await t.app.instagram.sync.idle();
      await t.close();
      await ig.close();
    },
  };
}

/** Runs the whole connect flow for `account` (food | travel | fitness) and waits for the import. */
export async function connectAccount(t: TestApp, agent: Agent, account = 'food', origin?: string) {
  const auth = await agent.get('/api/instagram/auth');
  expect(auth.statusCode).toBe(200);
  const { code, state } = await consent((auth.json() as { authUrl: string }).authUrl, {
    account,
    ...(origin ? { origin } : {}),
  });
  const res = await agent.post('/api/instagram/connect', { code: `${code}#_`, state });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.instagram.sync.idle();
  return res.json() as { username: string; accountId: number };
}
