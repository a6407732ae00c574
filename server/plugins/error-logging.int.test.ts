import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/helpers/agent';
import { createTestApp, queryRows, type TestApp } from '../../test/helpers/test-app';

/**
 * What reaches the operator's log when a query fails during sign-up. The app logs as in
 * production (pino on stdout, LOG_LEVEL=info); stdout is captured while the app runs. The users
 * insert is made to fail with a CHECK constraint, whose error carries the Argon2id hash twice: in
 * the Drizzle message ("params: …") and in PostgreSQL's detail ("Failing row contains (…)").
 */
let t: TestApp;
const written: string[] = [];
const originalWrite = process.stdout.write.bind(process.stdout);

beforeAll(async () => {
  // pino writes to process.stdout when its write has been replaced (else straight to fd 1).
  process.stdout.write = ((chunk: string | Uint8Array) => {
    written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  }) as typeof process.stdout.write;
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logger: true });
});
afterAll(async () => {
  process.stdout.write = originalWrite;
  await t?.close();
});

const logLines = () =>
  written
    .join('')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('a query that fails during sign-up', () => {
  it('answers 500 and logs the error without the password, its hash or the bound values', async () => {
    await t.deps.database.db.execute(sql`alter table users add constraint no_signups check (false) not valid`);
    const password = 'Tr0ub4dor&3 horse staple';
    const email = 'ada.lovelace@example.com';
    const res = await new Agent(t.app).post('/api/register', {
      name: 'Ada Lovelace',
      username: 'adalovelace',
      email,
      password,
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'internal_error' });

    const [row] = await queryRows<{ n: number }>(t.deps.database.db, sql`select count(*)::int as n from users`);
    expect(row?.n).toBe(0);

    const text = written.join('');
    expect(text).not.toContain(password);
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(email);

    const failure = logLines().find((l) => l.msg === 'unhandled error');
    expect(failure, text).toBeDefined();
    const err = failure?.err as Record<string, unknown>;
    // Still useful: the SQL (placeholders only), the error type, PostgreSQL's code and constraint, a stack.
    expect(err.message).toMatch(/^Failed query: insert into "users" .*\$1.*\nparams: \[Filtered\]$/s);
    expect(err.params).toBe('[Filtered]');
    expect(err.cause).toMatchObject({ code: '23514', constraint: 'no_signups' });
    expect(String(err.stack)).toMatch(/\n\s+at /);
  });
});
