import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_APP_ID,
  FAKE_APP_SECRET,
  startFakeInstagram,
  type FakeInstagramServer,
} from '../../../test/fakes/instagram/server';
import { createInstagramClient } from './client';
import { InstagramApiError } from './errors';
import { sampleAccounts } from './sandbox/samples';

let ig: FakeInstagramServer;
const redirectUri = 'http://localhost:3000/connect-instagram';

beforeAll(async () => {
  ig = await startFakeInstagram({ redirectUris: [redirectUri], accounts: sampleAccounts(230) });
});
afterAll(async () => ig.close());

const client = (over: Partial<Parameters<typeof createInstagramClient>[0]> = {}) =>
  createInstagramClient({
    authUrl: ig.origin,
    tokenUrl: ig.origin,
    graphUrl: ig.origin,
    appId: FAKE_APP_ID,
    appSecret: FAKE_APP_SECRET,
    redirectUri,
    allowPrivate: [ig.hostPort],
    timeoutMs: 800,
    ...over,
  });

const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    if (err instanceof InstagramApiError) return err;
    throw err;
  }
  throw new Error('expected a failure');
};

describe('Instagram client against the fake', () => {
  const token = () => ig.fake.issueToken(ig.fake.accounts[0]!.igId, 'long');

  it('pages /me/media to the end following paging.next', async () => {
    const pages: number[] = [];
    for await (const page of client().listMedia(token())) pages.push(page.media.length);
    expect(pages).toEqual([100, 100, 30]);
  });

  it("resumes from a page's cursor, and never hands out the token the next URL repeats", async () => {
    const walk = client().listMedia(token());
    const first = (await walk.next()).value as { nextCursor?: string };
    expect(first.nextCursor).toMatch(/^QVFI/);
    expect(first.nextCursor).not.toContain(token());
    const rest: number[] = [];
    for await (const page of client().listMedia(token(), { after: first.nextCursor })) rest.push(page.media.length);
    expect(rest).toEqual([100, 30]);
  });

  it('reads /me with string ids', async () => {
    const me = await client().getProfile(token());
    expect(me).toMatchObject({
      userId: '17841400000000001',
      username: 'sunny.kitchen',
      appScopedId: '2604000000000001',
    });
  });

  it('classifies garbage tokens, throttling (with minutes to wait), hangs and malformed bodies', async () => {
    expect((await failure(client().getProfile('nonsense'))).kind).toBe('auth_expired');

    ig.fake.faults.throttleMinutes = 3;
    const throttled = await failure(client().getProfile(token()));
    expect(throttled.kind).toBe('rate_limited');
    expect(throttled.detail.retryAfterSeconds).toBe(180);
    delete ig.fake.faults.throttleMinutes;

    ig.fake.faults.hangGraph = true;
    const started = Date.now();
    const hung = await failure(client().getProfile(token()));
    expect(hung.kind).toBe('transient');
    expect(hung.message).toMatch(/did not answer in time/);
    expect(Date.now() - started).toBeLessThan(3000);
    ig.fake.faults.hangGraph = false;

    ig.fake.faults.malformedJson = true;
    expect((await failure(client().getProfile(token()))).kind).toBe('transient');
    ig.fake.faults.malformedJson = false;
  });

  it('never puts the token in an error message', async () => {
    const secret = token();
    ig.fake.faults.serverErrors = 1;
    const err = await failure(client().getProfile(secret));
    expect(err.message).not.toContain(secret);
    expect(err.kind).toBe('transient');
  });

  it('refuses graph hosts that are private and not allow-listed', async () => {
    const err = await failure(client({ allowPrivate: [] }).getProfile(token()));
    expect(err.kind).toBe('bad_request');
    expect(err.message).toMatch(/not allowed/);
  });

  it('refreshes only tokens at least 24 hours old', async () => {
    const err = await failure(client().refreshToken(token()));
    expect(err.kind).toBe('bad_request');
    expect(err.message).toMatch(/24 hours/);
  });
});
