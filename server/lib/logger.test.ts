import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { FILTERED, loggerOptions, redactUrlQuery, scrubText, scrubValue } from './logger';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';
const PASSWORD = 'correct horse battery';

/** A DrizzleQueryError as drizzle-orm builds it, around the pg error of a NOT NULL / CHECK failure. */
function failedInsert() {
  const cause = Object.assign(new Error('new row for relation "users" violates check constraint "no_signups"'), {
    code: '23514',
    detail: `Failing row contains (7, ada, ada@example.com, ${HASH}, Ada, 2026-01-01).`,
    constraint: 'no_signups',
  });
  const query = 'insert into "users" ("username", "email", "password_hash", "name") values ($1, $2, $3, $4)';
  const params = ['ada', 'ada@example.com', HASH, 'Ada'];
  const err = new Error(`Failed query: ${query}\nparams: ${params.join(',')}`);
  return Object.assign(err, { name: 'DrizzleQueryError', query, params, cause });
}

/** The JSON lines a logger built from loggerOptions writes. */
function captured(level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const opts = loggerOptions(level) as pino.LoggerOptions;
  return { log: pino(opts, stream), text: () => lines.join('') };
}

describe('redactUrlQuery', () => {
  it('hides tokens, secrets, codes and states in logged URLs', () => {
    expect(redactUrlQuery('/sandbox/instagram/v25.0/me/media?fields=id&access_token=IGAAsecret&limit=100')).toBe(
      '/sandbox/instagram/v25.0/me/media?fields=id&access_token=[Filtered]&limit=100',
    );
    expect(redactUrlQuery('/connect-instagram?code=AQabc&state=xyz#_')).toBe(
      '/connect-instagram?code=[Filtered]&state=[Filtered]#_',
    );
    expect(redactUrlQuery('/access_token?grant_type=ig_exchange_token&client_secret=s3')).toBe(
      '/access_token?grant_type=ig_exchange_token&client_secret=[Filtered]',
    );
    expect(redactUrlQuery('/api/blogs?page=2')).toBe('/api/blogs?page=2');
  });
});

describe('scrubText', () => {
  it('drops the params of a Drizzle "Failed query" message and keeps the SQL', () => {
    const out = scrubText('Failed query: select * from "users" where "email" = $1\nparams: ada@example.com');
    expect(out).toBe(`Failed query: select * from "users" where "email" = $1\nparams: ${FILTERED}`);
  });

  it("drops PostgreSQL's row and key values, and anything shaped like an Argon2 hash", () => {
    expect(scrubText(`Failing row contains (7, ada, ${HASH}, (x)).`)).toBe(`Failing row contains (${FILTERED}).`);
    expect(scrubText('Key (lower(email::text))=(ada@example.com) already exists.')).toBe(
      `Key (lower(email::text))=(${FILTERED}) already exists.`,
    );
    expect(scrubText(`stored ${HASH} here`)).toBe(`stored ${FILTERED} here`);
    expect(scrubText('request completed')).toBe('request completed');
  });
});

describe('scrubValue', () => {
  it('filters secret-looking fields at any depth, whatever their case', () => {
    const out = scrubValue({
      user: { id: 1, Password: PASSWORD, passwordHash: HASH, profile: { API_KEY: 'k', Secret: 's' } },
      headers: { Authorization: 'Bearer t', Cookie: 'sid=1', 'set-cookie': ['a'] },
      list: [{ accessToken: 'tok' }, { refresh_token: 'r' }],
      event: 'login',
    });
    expect(out).toEqual({
      user: { id: 1, Password: FILTERED, passwordHash: FILTERED, profile: { API_KEY: FILTERED, Secret: FILTERED } },
      headers: { Authorization: FILTERED, Cookie: FILTERED, 'set-cookie': FILTERED },
      list: [{ accessToken: FILTERED }, { refresh_token: FILTERED }],
      event: 'login',
    });
  });

  it('serializes an error with its cause: type, code, SQL and stack kept, bound values gone', () => {
    const out = scrubValue(failedInsert()) as Record<string, unknown>;
    const text = JSON.stringify(out);
    expect(text).not.toContain(HASH);
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('ada@example.com');
    expect(out).toMatchObject({
      type: 'Error',
      message: expect.stringContaining('Failed query: insert into "users"'),
      params: FILTERED,
      cause: { code: '23514', constraint: 'no_signups', detail: `Failing row contains (${FILTERED}).` },
    });
    expect(out.stack).toMatch(/params: \[Filtered\]\n\s+at /);
  });

  it('survives cycles and very deep objects', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 50; i++) deep = { next: deep };
    expect(scrubValue(a)).toEqual({ name: 'a', self: '[Circular]' });
    expect(JSON.stringify(scrubValue(deep))).toContain('[Object]');
  });
});

describe('the logger', () => {
  it('writes no secret, whether the error is logged as { err }, alone, or under another key', () => {
    const { log, text } = captured();
    log.error({ err: failedInsert() }, 'unhandled error');
    log.error(failedInsert());
    log.error({ err: failedInsert() });
    log.warn({ event: 'x', failure: failedInsert(), body: { password: PASSWORD } }, 'nested');
    log.info({ user: { passwordHash: HASH } }, `hash ${HASH}`);
    const out = text();
    expect(out).not.toContain(PASSWORD);
    expect(out).not.toContain('$argon2');
    expect(out).not.toContain('ada@example.com');
    const lines = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatchObject({ msg: 'unhandled error', err: { params: FILTERED, cause: { code: '23514' } } });
    expect(lines[1]?.msg).toBe(`Failed query: ${failedInsert().query}\nparams: ${FILTERED}`);
    expect(lines[2]?.msg).toContain('Failed query: insert into "users"');
    expect(lines[3]).toMatchObject({ event: 'x', failure: { params: FILTERED }, body: { password: FILTERED } });
  });
});
