import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PASSWORD_RESET_COPY } from '@common/password-reset';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { startTestSmtp, type TestSmtp } from '../../../test/helpers/smtp';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { waitFor } from '../../../test/helpers/wait';
import { startJobs } from '../../jobs/boss';
import { resetLinkForLogin } from './password-reset.service';

let smtp: TestSmtp;
let t: TestApp;
let boss: PgBoss;
let outboxApp: TestApp;
let outboxBoss: PgBoss;
let ipCounter = 0;
const db = () => t.deps.database.db;
/** Each test asks from its own network, so the per-network limit is only met where a test wants it. */
const nextIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Inkgram <hello@inkgram.test>' });
  boss = await startJobs(t.deps, pino({ level: 'silent' }), { mail: { backoffMs: () => 300 } });
  outboxApp = await createTestApp();
  outboxBoss = await startJobs(outboxApp.deps, pino({ level: 'silent' }));
});
afterAll(async () => {
  await boss?.stop({ graceful: false, timeout: 2_000 });
  await outboxBoss?.stop({ graceful: false, timeout: 2_000 });
  await t?.close();
  await outboxApp?.close();
  await smtp?.close();
});

/** What reached `address`, less the sign-up's 'Verify your email address' (docs/decisions/036). */
const mailTo = (address: string) => smtp.to(address).filter((m) => !m.subject.startsWith('Verify your Inkgram'));

let n = 0;
async function creator(app = t) {
  const agent = new Agent(app.app, nextIp());
  const email = `reset-${++n}-${Date.now()}@example.com`;
  const password = 'original-password-1';
  await agent.register({ email, password, username: `reset_${n}_${Date.now() % 100000}` });
  return { agent, email, password };
}

const tokenIn = (text: string) => {
  const match = /\/auth\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]);
};

async function requestReset(email: string, ip = nextIp(), app = t) {
  return new Agent(app.app, ip).post('/api/password-reset', { email });
}

describe('Forgot password', () => {
  it('emails a single-use link; using it sets the password, signs every other session out and signs this browser in', async () => {
    const { agent: otherDevice, email } = await creator();
    expect((await otherDevice.get('/api/user')).statusCode).toBe(200);

    const res = await requestReset(email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_COPY.requested });
    expect(res.body).not.toContain(email);

    await waitFor(async () => mailTo(email).length === 1, 'the reset email');
    const [mail] = mailTo(email);
    expect(mail?.subject).toBe('Reset your Inkgram password');
    expect(mail?.raw).toMatch(/^From: Inkgram <hello@inkgram.test>$/m);
    // Both parts carry the same link, under PUBLIC_URL.
    const token = tokenIn(mail?.text ?? '');
    expect(tokenIn(mail?.html ?? '')).toBe(token);
    expect(mail?.text).toContain(`${t.config.PUBLIC_URL}/auth/reset-password?token=`);

    const browser = new Agent(t.app, nextIp());
    const done = await browser.post('/api/password-reset/confirm', { token, password: 'brand-new-password-2' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ email });
    expect((await browser.get('/api/user')).statusCode).toBe(200);
    expect((await otherDevice.get('/api/user')).statusCode).toBe(401);

    // Single use: the same link again is refused with the page's message, and changes nothing.
    const again = await new Agent(t.app, nextIp()).post('/api/password-reset/confirm', {
      token,
      password: 'third-password-3',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PASSWORD_RESET_COPY.invalidLink);

    const signIn = new Agent(t.app, nextIp());
    expect((await signIn.post('/api/login', { username: email, password: 'brand-new-password-2' })).statusCode).toBe(
      200,
    );
    expect((await signIn.post('/api/login', { username: email, password: 'original-password-1' })).statusCode).toBe(
      401,
    );

    // The account's address is told the password changed.
    await waitFor(async () => mailTo(email).length === 2, 'the password-changed notice');
    expect(mailTo(email)[1]?.subject).toBe('Your Inkgram password was changed');

    // What is recorded: to, type, time, result; never the message or its token.
    const records = await queryRows<{ type: string; status: string; sealed: string | null; sent_at: Date | null }>(
      db(),
      sql`select type, status, sealed, sent_at from mail_messages where lower(to_address) = lower(${email}) and type <> 'email-verification' order by id`,
    );
    expect(records.map((r) => [r.type, r.status, r.sealed])).toEqual([
      ['password-reset', 'sent', null],
      ['password-changed', 'sent', null],
    ]);
    expect(records.every((r) => r.sent_at !== null)).toBe(true);
    const stored = JSON.stringify(await queryRows(db(), sql`select * from mail_messages`));
    expect(stored).not.toContain(token);
  });

  it('answers the same for an address without an account, and sends nothing there', async () => {
    const { email: known } = await creator();
    const unknown = `nobody-${Date.now()}@example.com`;
    const a = await requestReset(unknown);
    const b = await requestReset(known);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.body).toBe(b.body);
    await waitFor(async () => mailTo(known).length === 1, 'the known address email');
    expect(mailTo(unknown)).toEqual([]);
    expect(await queryRows(db(), sql`select id from mail_messages where to_address = ${unknown}`)).toEqual([]);
  });

  it('refuses an expired link and a made-up one, and a weak new password with the sign-up message', async () => {
    const { email } = await creator();
    await requestReset(email);
    await waitFor(async () => mailTo(email).length === 1, 'the reset email');
    const token = tokenIn(mailTo(email)[0]?.text ?? '');

    const weak = await new Agent(t.app, nextIp()).post('/api/password-reset/confirm', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(JSON.stringify(weak.json())).toContain('Password must be at least 8 characters');

    await queryRows(
      db(),
      sql`update password_reset_tokens set expires_at = now() - interval '1 minute' where user_id = (select id from users where email = ${email})`,
    );
    const expired = await new Agent(t.app, nextIp()).post('/api/password-reset/confirm', {
      token,
      password: 'long-enough-password',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(PASSWORD_RESET_COPY.invalidLink);
    const madeUp = await new Agent(t.app, nextIp()).post('/api/password-reset/confirm', {
      token: 'x'.repeat(43),
      password: 'long-enough-password',
    });
    expect(madeUp.statusCode).toBe(400);
  });

  it('limits requests per network (429 with Retry-After) and links per address (silently)', async () => {
    const { email } = await creator();
    const ip = nextIp();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await requestReset(email, ip)).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(answers[10]).toBe(429);
    const limited = await requestReset(email, ip);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await waitFor(async () => mailTo(email).length >= 3, 'three links');
    // Three links an hour reach one address, however many networks ask.
    for (let i = 0; i < 3; i++) expect((await requestReset(email)).statusCode).toBe(202);
    await waitFor(
      async () => (await queryRows(db(), sql`select 1 from mail_messages where to_address = ${email}`)).length >= 3,
      'records',
    );
    const tokens = await queryRows(
      db(),
      sql`select 1 from password_reset_tokens p join users u on u.id = p.user_id where u.email = ${email}`,
    );
    expect(tokens).toHaveLength(3);
  });
});

describe('npm run user:reset-password', () => {
  it('gives the operator a one-time link for a username or email, and nothing for an unknown one', async () => {
    const { agent, email } = await creator();
    const me = (await agent.get('/api/user')).json() as { username: string };
    expect(await resetLinkForLogin(db(), t.config, 'no-such-person')).toBeUndefined();
    const found = await resetLinkForLogin(db(), t.config, me.username.toUpperCase());
    expect(found?.username).toBe(me.username);
    const token = tokenIn(found?.link ?? '');
    const res = await new Agent(t.app, nextIp()).post('/api/password-reset/confirm', {
      token,
      password: 'operator-set-password',
    });
    expect(res.statusCode).toBe(200);
    expect((await agent.get('/api/user')).statusCode).toBe(401);
    expect(mailTo(email).filter((m) => m.subject === 'Reset your Inkgram password')).toEqual([]);
  });
});

describe('Delivery', () => {
  it('a mail server that is down for a while: the message is delivered once after it returns', async () => {
    const { email } = await creator();
    await smtp.stop();
    await requestReset(email);
    await waitFor(
      async () =>
        (
          await queryRows<{ attempts: number }>(
            db(),
            sql`select attempts from mail_messages where to_address = ${email} and type = 'password-reset'`,
          )
        )
          .map((r) => r.attempts)
          .some((a) => a >= 2),
      'two failed attempts',
    );
    expect(mailTo(email)).toEqual([]);
    await smtp.start();
    await waitFor(async () => mailTo(email).length === 1, 'delivery after the server returned');
    const [row] = await queryRows<{ status: string; last_error: string | null }>(
      db(),
      sql`select status, last_error from mail_messages where to_address = ${email} and type = 'password-reset'`,
    );
    expect(row).toMatchObject({ status: 'sent', last_error: null });
  });

  it('without SMTP_URL, messages go to DATA_DIR/outbox as .eml files only their owner can read', async () => {
    const { email } = await creator(outboxApp);
    await requestReset(email, nextIp(), outboxApp);
    const dir = path.join(outboxApp.config.DATA_DIR, 'outbox');
    const isReset = (eml: string) => eml.includes(email) && eml.includes('Subject: Reset your Inkgram password');
    await waitFor(async () => {
      try {
        return readdirSync(dir).some((f) => isReset(readFileSync(path.join(dir, f), 'utf8')));
      } catch {
        return false;
      }
    }, 'the outbox file');
    const file = readdirSync(dir).find((f) => isReset(readFileSync(path.join(dir, f), 'utf8'))) ?? '';
    expect(file.endsWith('.eml')).toBe(true);
    expect(statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
    const eml = readFileSync(path.join(dir, file), 'utf8');
    expect(eml).toContain('Subject: Reset your Inkgram password');
    expect(eml).toMatch(/Content-Type: text\/plain/i);
    expect(eml).toMatch(/Content-Type: text\/html/i);
  });
});
