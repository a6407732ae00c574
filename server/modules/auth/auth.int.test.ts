import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { sha256Hex } from '../../lib/crypto/tokens';
import { SESSION_CACHE_MS } from './session.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COOKIE = 'inkgram_sid';

describe('registration', () => {
  it('creates the account, signs the person in and never returns the password hash', async () => {
    const a = new Agent(t.app);
    const res = await a.post('/api/register', {
      name: 'Ada Lovelace',
      username: 'ada',
      email: 'ada@example.com',
      password: 'analytical engine',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      username: 'ada',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      emailVerified: false,
    });
    expect(res.body).not.toMatch(/argon2|password/i);

    const cookie = res.cookies.find((c) => c.name === COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const me = await a.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'ada', name: 'Ada Lovelace' });
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.body).not.toMatch(/argon2|password/i);
  });

  it('rejects invalid input with the spec messages per field', async () => {
    const res = await new Agent(t.app).post('/api/register', {
      name: ' ',
      username: 'ab',
      email: 'not-an-email',
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.details.fieldErrors).toEqual({
      name: ['Full name is required'],
      username: ['Username must be at least 3 characters'],
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 8 characters'],
    });
  });

  it('says which of username or email is taken, case-insensitively, with 409', async () => {
    const a = new Agent(t.app);
    await a.register({ username: 'Grace', email: 'grace@example.com' });
    const sameName = await new Agent(t.app).post('/api/register', {
      name: 'G',
      username: 'grace',
      email: 'other@example.com',
      password: 'long enough pw',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toMatch(/username/i);
    const sameEmail = await new Agent(t.app).post('/api/register', {
      name: 'G',
      username: 'grace2',
      email: 'GRACE@example.com',
      password: 'long enough pw',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toMatch(/email/i);
  });

  it('accepts long passphrases and verifies them exactly (no truncation)', async () => {
    const long = 'é'.repeat(60);
    const a = new Agent(t.app);
    const u = await a.register({ password: long });
    const wrong = await new Agent(t.app).post('/api/login', { username: u.username, password: `${'é'.repeat(59)}e` });
    expect(wrong.statusCode).toBe(401);
    const right = await new Agent(t.app).post('/api/login', { username: u.username, password: long });
    expect(right.statusCode).toBe(200);
  });
});

describe('login and sessions', () => {
  it('answers the same for an unknown user and a wrong password', async () => {
    const u = await new Agent(t.app).register();
    const wrong = await new Agent(t.app, '198.51.100.1').post('/api/login', {
      username: u.username,
      password: 'wrong password',
    });
    const unknown = await new Agent(t.app, '198.51.100.1').post('/api/login', {
      username: 'nobody-here',
      password: 'wrong password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid username or password');
  });

  it('requires username and password with the spec messages', async () => {
    const res = await new Agent(t.app).post('/api/login', { username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fieldErrors).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
  });

  it('issues a new session id at login, stores only its hash, and returns a public handle', async () => {
    const a = new Agent(t.app);
    const u = await a.register();
    const before = a.cookies.get(COOKIE)!;
    const res = await a.post('/api/login', { username: u.username, password: u.password });
    expect(res.statusCode).toBe(200);
    const after = a.cookies.get(COOKIE)!;
    expect(after).not.toBe(before);
    const { sessionId } = res.json();
    expect(sessionId).toEqual(expect.any(String));
    expect(sessionId).not.toBe(after);

    // The pre-login session is gone (fixation), the new one works.
    const old = new Agent(t.app);
    old.cookies.set(COOKIE, before);
    expect((await old.get('/api/user')).statusCode).toBe(401);
    expect((await a.get('/api/user')).statusCode).toBe(200);

    const rows = await queryRows<{ id_hash: string }>(
      t.deps.database.db,
      sql`select id_hash from sessions where public_id = ${sessionId}`,
    );
    expect(rows[0]?.id_hash).toBe(sha256Hex(after));
    const raw = await queryRows(
      t.deps.database.db,
      sql`select count(*)::int as n from sessions where id_hash = ${after}`,
    );
    expect(raw[0]).toEqual({ n: 0 });
  });

  it('logs in by email too', async () => {
    const u = await new Agent(t.app).register();
    const res = await new Agent(t.app).post('/api/login', { username: u.email.toUpperCase(), password: u.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(u.username);
  });

  it('ends the session on the server at logout, so a replayed cookie is refused', async () => {
    const a = new Agent(t.app);
    await a.register();
    const token = a.cookies.get(COOKIE)!;
    const out = await a.post('/api/logout');
    expect(out.statusCode).toBe(204);
    expect(a.cookies.has(COOKIE)).toBe(false);
    const replay = new Agent(t.app);
    replay.cookies.set(COOKIE, token);
    const res = await replay.get('/api/user');
    expect(res.statusCode).toBe(401);
  });

  it('expires sessions after the idle timeout and after the absolute lifetime', async () => {
    const idle = new Agent(t.app);
    await idle.register();
    const abs = new Agent(t.app);
    await abs.register();
    const db = t.deps.database.db;
    await db.execute(
      sql`update sessions set idle_expires_at = now() - interval '1 second' where id_hash = ${sha256Hex(idle.cookies.get(COOKIE)!)}`,
    );
    await db.execute(
      sql`update sessions set absolute_expires_at = now() - interval '1 second' where id_hash = ${sha256Hex(abs.cookies.get(COOKIE)!)}`,
    );
    expect((await idle.get('/api/user')).statusCode).toBe(401);
    expect((await abs.get('/api/user')).statusCode).toBe(401);
  });

  it('rate-limits repeated failures per account and IP with 429 and Retry-After, without blocking other IPs', async () => {
    const u = await new Agent(t.app).register();
    const attacker = new Agent(t.app, '192.0.2.77');
    for (let i = 0; i < 10; i++) {
      expect((await attacker.post('/api/login', { username: u.username, password: `guess-${i}-xx` })).statusCode).toBe(
        401,
      );
    }
    const blocked = await attacker.post('/api/login', { username: u.username, password: u.password });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/too many/i);
    // The same response for a username that does not exist.
    const ghost = new Agent(t.app, '192.0.2.78');
    for (let i = 0; i < 10; i++) await ghost.post('/api/login', { username: 'ghost-user', password: `guess-${i}-xx` });
    expect((await ghost.post('/api/login', { username: 'ghost-user', password: 'x' })).statusCode).toBe(429);
    // The owner on another network still gets in: no permanent lockout of the account.
    const owner = await new Agent(t.app, '192.0.2.99').post('/api/login', {
      username: u.username,
      password: u.password,
    });
    expect(owner.statusCode).toBe(200);
  });
});

describe('session revocation by another server process', () => {
  it('takes effect within the session cache time', async () => {
    const a = new Agent(t.app);
    await a.register();
    expect((await a.get('/api/user')).statusCode).toBe(200);
    // Another process logs the session out: the row disappears from the shared database.
    await t.deps.database.db.execute(sql`delete from sessions where id_hash = ${sha256Hex(a.cookies.get(COOKIE)!)}`);
    await new Promise((r) => setTimeout(r, SESSION_CACHE_MS + 50));
    expect((await a.get('/api/user')).statusCode).toBe(401);
  });
});

describe('secure cookies', () => {
  it('uses a __Host- Secure cookie when PUBLIC_URL is https', async () => {
    const s = await createTestApp({ PUBLIC_URL: 'https://inkgram.example' });
    try {
      const res = await new Agent(s.app).post('/api/register', {
        name: 'S',
        username: 'secure1',
        email: 's@example.com',
        password: 'long enough pw',
      });
      const cookie = res.cookies.find((c) => c.name === '__Host-inkgram_sid');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await s.close();
    }
  });
});

describe('sign-up throttling', () => {
  it('limits sign-ups per IP per hour with 429 and Retry-After', async () => {
    const s = await createTestApp({ REGISTER_LIMIT_PER_HOUR: '2' });
    try {
      const a = new Agent(s.app, '198.51.100.200');
      await a.register();
      await a.register();
      const third = await a.post('/api/register', {
        name: 'N',
        username: 'third-one',
        email: 'third@example.com',
        password: 'long enough pw',
      });
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect(
        (
          await new Agent(s.app, '198.51.100.201').post('/api/register', {
            name: 'N',
            username: 'other-ip',
            email: 'o@example.com',
            password: 'long enough pw',
          })
        ).statusCode,
      ).toBe(201);
    } finally {
      await s.close();
    }
  });
});
