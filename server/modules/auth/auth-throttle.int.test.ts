import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createTestApp, queryRows, TEST_ORIGIN, type TestApp } from '../../../test/helpers/test-app';
import { passwordChecks } from '../../lib/metrics';

/**
 * The password checks the login route makes (Argon2 verification of a real or a dummy hash), read
 * from the process's counter (server/lib/metrics.ts) as the difference from the last reset.
 */
const total = async () => (await passwordChecks.get()).values.reduce((sum, v) => sum + v.value, 0);
const checks = {
  base: 0,
  async reset() {
    this.base = await total();
  },
  async count() {
    return (await total()) - this.base;
  },
};

/** Requests as they arrive through one trusted reverse proxy, from the address `ip` (with `cookie`, if any). */
function via(t: TestApp, ip: string, cookie?: string) {
  return (url: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: '10.0.0.1',
      headers: {
        ...(cookie ? { cookie } : {}),
        'x-forwarded-for': ip,
        'sec-fetch-site': 'same-origin',
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
      },
      payload: JSON.stringify(body),
    });
}

const tally = (codes: number[]) => ({
  401: codes.filter((c) => c === 401).length,
  429: codes.filter((c) => c === 429).length,
  other: codes.filter((c) => c !== 401 && c !== 429),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY_HOPS: '1' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await checks.reset();
});

describe('login throttling under concurrency', () => {
  it('checks at most 10 of 100 concurrent wrong passwords for one account from one address', async () => {
    const u = await new Agent(t.app).register();
    const login = via(t, '192.0.2.10');
    await checks.reset();
    const codes = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login('/api/login', { username: u.username, password: `guess-${i}-x` })),
    ).then((rs) => rs.map((r) => r.statusCode));
    const n = tally(codes);
    console.info(`[figure] 100 concurrent wrong passwords: ${n[401]}×401, ${n[429]}×429 (limit 10)`);
    expect(n.other).toEqual([]);
    expect(n[401]).toBeLessThanOrEqual(10);
    expect(n[401] + n[429]).toBe(100);
    // A throttled attempt never reaches Argon2.
    expect(await checks.count()).toBe(n[401]);
    // The counter is left at the limit, not past it: the window reopens as it started.
    const [row] = await queryRows<{ hits: number }>(
      t.deps.database.db,
      sql`select hits from auth_throttle where key = ${`login:user-ip:${u.username}|192.0.2.10`}`,
    );
    expect(row?.hits).toBe(10);
  });

  it('answers a throttled attempt with 429, Retry-After in minutes, the same for unknown accounts', async () => {
    const u = await new Agent(t.app).register();
    const known = via(t, '192.0.2.11');
    const unknown = via(t, '192.0.2.12');
    for (let i = 0; i < 10; i++) {
      await known('/api/login', { username: u.username, password: `nope-${i}-xx` });
      await unknown('/api/login', { username: 'nobody-at-all', password: `nope-${i}-xx` });
    }
    await checks.reset();
    const a = await known('/api/login', { username: u.username, password: u.password });
    const b = await unknown('/api/login', { username: 'nobody-at-all', password: u.password });
    expect(await checks.count()).toBe(0);
    for (const res of [a, b]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/too many/i) });
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(15 * 60);
    }
  });
});

describe('distributed guessing: device cookies (docs/decisions/031-device-cookies.md)', () => {
  const DEVICE = 'inkgram_device';
  const deviceOf = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.find((c) => c.name === DEVICE)?.value;

  /** 12 addresses × 10 wrong passwords, each address one after another: past the account-wide 100. */
  async function botnet(username: string, prefix: string) {
    return (
      await Promise.all(
        Array.from({ length: 12 }, async (_, a) => {
          const login = via(t, `${prefix}.${a + 1}`);
          const seen: number[] = [];
          for (let i = 0; i < 10; i++) {
            seen.push((await login('/api/login', { username, password: `wrong-${a}-${i}` })).statusCode);
          }
          return seen;
        }),
      )
    ).flat();
  }

  it('locks unknown devices out of an attacked account with 429 and Retry-After; the owner’s device still signs in', async () => {
    const owner = new Agent(t.app);
    const u = await owner.register();
    const signedIn = await via(t, '203.0.113.9')('/api/login', { username: u.username, password: u.password });
    expect(signedIn.statusCode).toBe(200);
    const device = deviceOf(signedIn)!;
    expect(device).toMatch(/^v1\.\d+\./);
    expect(signedIn.cookies.find((c) => c.name === DEVICE)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await checks.reset();
    const n = tally(await botnet(u.username, '198.51.100'));
    console.info(`[figure] 120 distributed wrong passwords: ${n[401]}×401, ${n[429]}×429 (account limit 100)`);
    expect(n.other).toEqual([]);
    // The guessing stops at the account's limit (at most one attempt in flight per address past it).
    expect(n[401]).toBeGreaterThanOrEqual(100);
    expect(n[401]).toBeLessThanOrEqual(111);
    expect(await checks.count()).toBe(n[401]);

    // An unknown device with the right password, from a fresh address: refused for a while.
    await checks.reset();
    const stranger = await via(t, '203.0.113.77')('/api/login', { username: u.username, password: u.password });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/device you used before/),
    });
    const wait = Number(stranger.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60 * 60);
    expect(await checks.count()).toBe(0);
    // A forged or altered device cookie is an unknown device.
    const forged = `${device.slice(0, -2)}${device.endsWith('AA') ? 'BB' : 'AA'}`;
    const withForged = await via(
      t,
      '203.0.113.78',
      `${DEVICE}=${forged}`,
    )('/api/login', {
      username: u.username,
      password: u.password,
    });
    expect(withForged.statusCode).toBe(429);

    // The owner's device, from any address, signs in at once.
    const back = await via(
      t,
      '203.0.113.79',
      `${DEVICE}=${device}`,
    )('/api/login', {
      username: u.username,
      password: u.password,
    });
    expect(back.statusCode).toBe(200);
    expect(back.headers['retry-after']).toBeUndefined();
  });

  it('answers the same 429 for an attacked login that has no account', async () => {
    await botnet('no-such-creator', '198.51.102');
    const res = await via(t, '203.0.113.80')('/api/login', { username: 'no-such-creator', password: 'whatever pass' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ message: expect.stringMatching(/device you used before/) });
  });

  it('a device cookie of one account does not open another, and a known device has its own limit', async () => {
    const a = new Agent(t.app);
    const ua = await a.register();
    const b = new Agent(t.app);
    const ub = await b.register();
    const deviceA = deviceOf(
      await via(t, '203.0.113.90')('/api/login', { username: ua.username, password: ua.password }),
    )!;
    await botnet(ub.username, '198.51.103');
    const crossed = await via(
      t,
      '203.0.113.91',
      `${DEVICE}=${deviceA}`,
    )('/api/login', {
      username: ub.username,
      password: ub.password,
    });
    expect(crossed.statusCode).toBe(429);

    // 20 wrong passwords from A's known device (two addresses): its bucket is full, the 21st is refused…
    for (const ip of ['192.0.2.201', '192.0.2.202']) {
      const login = via(t, ip, `${DEVICE}=${deviceA}`);
      for (let i = 0; i < 10; i++) {
        expect((await login('/api/login', { username: ua.username, password: `bad-${ip}-${i}` })).statusCode).toBe(401);
      }
    }
    const stolen = await via(
      t,
      '192.0.2.203',
      `${DEVICE}=${deviceA}`,
    )('/api/login', {
      username: ua.username,
      password: ua.password,
    });
    expect(stolen.statusCode).toBe(429);
    // …and those failures did not lock the account for everyone else.
    const elsewhere = await via(t, '192.0.2.204')('/api/login', { username: ua.username, password: ua.password });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('per-address limit', () => {
  it('stops one address after 200 attempts across many accounts, and only that address', async () => {
    const u = await new Agent(t.app).register();
    const stuffer = via(t, '192.0.2.50');
    await checks.reset();
    const codes = await Promise.all(
      Array.from({ length: 205 }, (_, i) => stuffer('/api/login', { username: `victim${i}`, password: 'password1' })),
    ).then((rs) => rs.map((r) => r.statusCode));
    expect(tally(codes)).toEqual({ 401: 200, 429: 5, other: [] });
    expect(await checks.count()).toBe(200);
    const blocked = await stuffer('/api/login', { username: u.username, password: u.password });
    expect(blocked.statusCode).toBe(429);
    expect((await via(t, '192.0.2.51')('/api/login', { username: u.username, password: u.password })).statusCode).toBe(
      200,
    );
  });

  it('does not count successful logins against the address', async () => {
    const u = await new Agent(t.app).register();
    const office = via(t, '192.0.2.60');
    for (let i = 0; i < 12; i++) {
      expect((await office('/api/login', { username: u.username, password: u.password })).statusCode).toBe(200);
    }
    const rows = await queryRows<{ hits: number }>(
      t.deps.database.db,
      sql`select hits from auth_throttle where key = 'login:ip:192.0.2.60'`,
    );
    expect(rows[0]?.hits ?? 0).toBe(0);
  });
});
