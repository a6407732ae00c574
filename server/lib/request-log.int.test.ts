import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/helpers/agent';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { CLIENT_ERROR_SAMPLE, SLOW_REQUEST_MS, accessLevel } from './request-log';

/** What the access log writes at the default level: the app logs as in production (pino on stdout, LOG_LEVEL=info). */
let t: TestApp;
let debugApp: TestApp;
const written: string[] = [];
const originalWrite = process.stdout.write.bind(process.stdout);

beforeAll(async () => {
  process.stdout.write = ((chunk: string | Uint8Array) => {
    written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  }) as typeof process.stdout.write;
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logger: true });
  debugApp = await createTestApp({ LOG_LEVEL: 'debug' }, { logger: true });
});
afterAll(async () => {
  process.stdout.write = originalWrite;
  await t?.close();
  await debugApp?.close();
});

const lines = () =>
  written
    .join('')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const accessLines = () => lines().filter((l) => l.msg === 'request');

describe('access lines at LOG_LEVEL=info', () => {
  it('writes nothing for successful reads, and never the incoming/completed pair', async () => {
    written.length = 0;
    const a = new Agent(t.app);
    await a.register(); // may be logged as slow (password hashing on a busy machine): not what this test is about
    written.length = 0;
    for (let i = 0; i < 5; i++) expect((await a.get('/api/user')).statusCode).toBe(200);
    // a read slower than SLOW_REQUEST_MS (a busy test machine) is logged by design: not counted here
    expect(accessLines().filter((l) => (l.ms as number) < SLOW_REQUEST_MS)).toEqual([]);
    expect(lines().filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
  });

  it('writes one line for a refused request, with its status, time and request id', async () => {
    written.length = 0;
    const res = await new Agent(t.app).post('/api/blogs', { title: 'x' }, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    const [line, ...more] = accessLines();
    expect(more).toEqual([]);
    expect(line?.level).toBe((line?.ms as number) >= SLOW_REQUEST_MS ? 40 : 30);
    expect(line).toMatchObject({
      method: 'POST',
      url: '/api/blogs',
      status: 403,
      reqId: expect.any(String),
    });
    expect(typeof line?.ms).toBe('number');
  });

  it('samples other client errors: one line in CLIENT_ERROR_SAMPLE, marked as sampled', async () => {
    written.length = 0;
    const anonymous = new Agent(t.app);
    for (let i = 0; i < CLIENT_ERROR_SAMPLE * 2; i++) expect((await anonymous.get('/api/blogs')).statusCode).toBe(401);
    const logged = accessLines().filter((l) => l.level === 30);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ status: 401, sampled: CLIENT_ERROR_SAMPLE });
  });

  it('filters credentials out of a logged URL', async () => {
    written.length = 0;
    await new Agent(t.app).get('/api/instagram/callback?code=SECRETCODE&state=SECRETSTATE&x=1');
    await new Agent(debugApp.app).get('/api/instagram/callback?code=SECRETCODE&state=SECRETSTATE&x=1');
    expect(written.join('')).not.toContain('SECRET');
  });
});

describe('access lines at LOG_LEVEL=debug', () => {
  it('writes one line per request, successful reads included', async () => {
    written.length = 0;
    const a = new Agent(debugApp.app);
    await a.register();
    written.length = 0;
    await a.get('/api/user');
    const [line, ...more] = accessLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({ method: 'GET', url: '/api/user', status: 200 });
    expect(line?.level).toBe((line?.ms as number) >= SLOW_REQUEST_MS ? 40 : 20);
  });
});

describe('accessLevel', () => {
  it('logs server errors and slow requests always, successful fast requests only at debug', () => {
    expect(accessLevel(500, 3, 0)).toBe('error');
    expect(accessLevel(503, 3, 0)).toBe('error');
    expect(accessLevel(200, 800, 0)).toBe('warn');
    expect(accessLevel(200, 3, 0)).toBe('debug');
    expect(accessLevel(304, 3, 0)).toBe('debug');
    expect(accessLevel(429, 3, 7)).toBe('info');
    expect(accessLevel(404, 3, 0)).toBe('info');
    expect(accessLevel(404, 3, 1)).toBe('debug');
  });
});
