import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createTestApp, queryRows, TEST_ORIGIN, type TestApp } from '../../../test/helpers/test-app';
import type * as Passwords from './passwords';

/** Every password check the login route makes (Argon2 verification of a real or a dummy hash). */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('./passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyPassword: (phc: string, password: string) => {
      checks.count++;
      return real.verifyPassword(phc, password);
    },
    burnVerify: (password: string) => {
      checks.count++;
      return real.burnVerify(password);
    },
  };
});

/** Requests as they arrive through one trusted reverse proxy, from the address `ip`. */
function via(t: TestApp, ip: string) {
  return (url: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: '10.0.0.1',
      headers: {
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
beforeEach(() => {
  checks.count = 0;
});

describe('login throttling under concurrency', () => {
  it('checks at most 10 of 100 concurrent wrong passwords for one account from one address', async () => {
    const u = await new Agent(t.app).register();
    const login = via(t, '192.0.2.10');
    checks.count = 0;
    const codes = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login('/api/login', { username: u.username, password: `guess-${i}-x` })),
    ).then((rs) => rs.map((r) => r.statusCode));
    const n = tally(codes);
    console.info(`[figure] 100 concurrent wrong passwords: ${n[401]}×401, ${n[429]}×429 (limit 10)`);
    expect(n.other).toEqual([]);
    expect(n[401]).toBeLessThanOrEqual(10);
    expect(n[401] + n[429]).toBe(100);
    // A throttled attempt never reaches Argon2.
    expect(checks.count).toBe(n[401]);
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
    checks.count = 0;
    const a = await known('/api/login', { username: u.username, password: u.password });
    const b = await unknown('/api/login', { username: 'nobody-at-all', password: u.password });
    expect(checks.count).toBe(0);
    for (const res of [a, b]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/too many/i) });
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(15 * 60);
    }
  });
});

describe('a distributed attack does not lock the owner out', () => {
  it('lets the owner in from a fresh address after 110 failures from 11 addresses', async () => {
    const u = await new Agent(t.app).register();
    const attackers = Array.from({ length: 11 }, (_, i) => via(t, `198.51.100.${i + 1}`));
    const codes = (
      await Promise.all(
        attackers.map(async (login, a) => {
          const seen: number[] = [];
          for (let i = 0; i < 10; i++) {
            seen.push((await login('/api/login', { username: u.username, password: `wrong-${a}-${i}` })).statusCode);
          }
          return seen;
        }),
      )
    ).flat();
    expect(tally(codes)).toEqual({ 401: 110, 429: 0, other: [] });

    const started = Date.now();
    const owner = await via(t, '203.0.113.200')('/api/login', { username: u.username, password: u.password });
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['retry-after']).toBeUndefined();
    // Not slowed either: that address had not been failing.
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('slows an address that keeps failing against an attacked account, but never answers 429 for it', async () => {
    const u = await new Agent(t.app).register();
    // 12 addresses × 9 failures: past the account-wide 100, yet no address has used up its own 10.
    await Promise.all(
      Array.from({ length: 12 }, async (_, a) => {
        const login = via(t, `198.51.101.${a + 1}`);
        for (let i = 0; i < 9; i++) await login('/api/login', { username: u.username, password: `bad-${a}-${i}` });
      }),
    );
    const started = Date.now();
    const res = await via(t, '198.51.101.1')('/api/login', { username: u.username, password: u.password });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });
});

describe('per-address limit', () => {
  it('stops one address after 200 attempts across many accounts, and only that address', async () => {
    const u = await new Agent(t.app).register();
    const stuffer = via(t, '192.0.2.50');
    checks.count = 0;
    const codes = await Promise.all(
      Array.from({ length: 205 }, (_, i) => stuffer('/api/login', { username: `victim${i}`, password: 'password1' })),
    ).then((rs) => rs.map((r) => r.statusCode));
    expect(tally(codes)).toEqual({ 401: 200, 429: 5, other: [] });
    expect(checks.count).toBe(200);
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

describe('sign-up throttling under concurrency', () => {
  it('creates at most REGISTER_LIMIT_PER_HOUR accounts from 100 concurrent sign-ups', async () => {
    const s = await createTestApp({ REGISTER_LIMIT_PER_HOUR: '60' });
    try {
      const signUp = (i: number) =>
        new Agent(s.app, '198.51.100.77').post('/api/register', {
          name: 'Racer',
          username: `racer${i}`,
          email: `racer${i}@example.com`,
          password: 'long enough pw',
        });
      const codes = (await Promise.all(Array.from({ length: 100 }, (_, i) => signUp(i)))).map((r) => r.statusCode);
      const created = codes.filter((c) => c === 201).length;
      console.info(`[figure] 100 concurrent sign-ups: ${created} created (limit 60)`);
      expect(codes.filter((c) => c !== 201 && c !== 429)).toEqual([]);
      expect(created).toBeLessThanOrEqual(60);
      const [row] = await queryRows<{ n: number }>(
        s.deps.database.db,
        sql`select count(*)::int as n from users where username like 'racer%'`,
      );
      expect(row?.n).toBe(created);
      const [withSession] = await queryRows<{ n: number }>(
        s.deps.database.db,
        sql`select count(distinct user_id)::int as n from sessions join users on users.id = sessions.user_id
            where username like 'racer%'`,
      );
      expect(withSession?.n).toBe(created);
    } finally {
      await s.close();
    }
  });

  it('counts only sign-ups that commit: racing for one username uses one slot, not five', async () => {
    const s = await createTestApp({ REGISTER_LIMIT_PER_HOUR: '2' });
    try {
      const ip = '198.51.100.88';
      const signUp = (username: string, i: number) =>
        new Agent(s.app, ip).post('/api/register', {
          name: 'Twin',
          username,
          email: `${username}-${i}@example.com`,
          password: 'long enough pw',
        });
      const codes = (await Promise.all([0, 1, 2, 3, 4].map((i) => signUp('twin', i)))).map((r) => r.statusCode);
      expect(codes.sort()).toEqual([201, 409, 409, 409, 409]);
      const [row] = await queryRows<{ hits: number }>(
        s.deps.database.db,
        sql`select hits from auth_throttle where key = ${`register:ip:${ip}`}`,
      );
      expect(row?.hits).toBe(1);
      expect((await signUp('second', 9)).statusCode).toBe(201);
      expect((await signUp('third', 9)).statusCode).toBe(429);
    } finally {
      await s.close();
    }
  });
});
