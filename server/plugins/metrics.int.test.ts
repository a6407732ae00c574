import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/helpers/agent';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { ENHANCEMENT_PRESETS } from '@common/constants';
import { startJobs } from '../jobs/boss';

const shorten = ENHANCEMENT_PRESETS.find((p) => p.id === 'shorten')!;
const TOKEN = 'metrics-token-for-the-test-0123';
let t: TestApp;
let plain: TestApp;
let boss: PgBoss;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  plain = await createTestApp();
  boss = await startJobs(t.deps, pino({ level: 'silent' }));
});
afterAll(async () => {
  await boss?.stop({ graceful: false, timeout: 2_000 });
  await t?.close();
  await plain?.close();
});

const scrape = async (app = t) =>
  app.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

/** The value of one sample line (`name{labels} value`), or undefined when the scrape does not have it. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('is never public: 404 without a token configured, 401 without or with a wrong bearer token', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await scrape(plain)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toContain('Bearer');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('inkgram_');
  });

  it('after traffic, reports requests by route and status, AI calls, the pool, the queues, sockets, streams and the process', async () => {
    // Counters are the process's (one registry per process): this test reads what its traffic added.
    const before = (await scrape()).body;
    const added = (text: string, series: string) => (sample(text, series) ?? 0) - (sample(before, series) ?? 0);
    const agent = new Agent(t.app);
    await agent.register();
    for (let i = 0; i < 3; i++) expect((await agent.get('/api/blogs')).statusCode).toBe(200);
    expect((await agent.get('/api/blogs/999999')).statusCode).toBe(404);
    const enhanced = await agent.post('/api/enhance-blog', {
      content: '<p>We walked to the lake at dawn. The water was still.</p>',
      instruction: shorten.instruction,
      preset: shorten.id,
    });
    expect(enhanced.statusCode).toBe(200);
    await boss.createQueue('metrics.probe');
    await boss.send('metrics.probe', {});

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;

    expect(added(text, 'inkgram_http_requests_total{method="GET",route="/api/blogs",status="200"}')).toBe(3);
    expect(added(text, 'inkgram_http_requests_total{method="GET",route="/api/blogs/:id",status="404"}')).toBe(1);
    expect(
      added(text, 'inkgram_http_request_duration_seconds_count{method="GET",route="/api/blogs",status="200"}'),
    ).toBe(3);
    expect(
      added(text, 'inkgram_ai_calls_total{operation="enhance",provider="builtin",outcome="ok"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(added(text, 'inkgram_ai_call_duration_seconds_count{operation="enhance",provider="builtin"}')).toBe(
      added(text, 'inkgram_ai_calls_total{operation="enhance",provider="builtin",outcome="ok"}'),
    );
    expect(sample(text, 'inkgram_db_pool{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'inkgram_jobs_waiting{queue="metrics.probe"}')).toBe(1);
    expect(sample(text, 'inkgram_jobs_active{queue="metrics.probe"}')).toBe(0);
    expect(sample(text, 'inkgram_jobs_oldest_waiting_seconds{queue="metrics.probe"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'inkgram_coedit_sockets')).toBe(0);
    expect(sample(text, 'inkgram_event_streams_open')).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    for (const family of [
      'inkgram_publications_total',
      'inkgram_publication_attempts_total',
      'inkgram_jobs_failed',
      'inkgram_password_checks_total',
    ]) {
      expect(text).toContain(`# TYPE ${family} `);
    }
    // The scrape itself is not a route of the API documentation and carries no personal data.
    expect(text).not.toContain('@');
  });
});
