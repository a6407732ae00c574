import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/helpers/agent';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady(app) {
        app.get('/api/test-boom', async () => {
          throw new Error('secret internal detail');
        });
      },
    },
  );
});
afterAll(() => t.close());

const login = { username: 'someone', password: 'whatever pw' };

describe('cross-site request protection', () => {
  it('refuses a state-changing request from a foreign origin with 403', async () => {
    const a = new Agent(t.app);
    const res = await a.post('/api/login', login, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden', message: 'Cross-site requests are not allowed.' });
  });

  it('falls back to Origin when Sec-Fetch-Site is absent, and refuses requests with neither', async () => {
    const raw = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect((await raw({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await raw({})).statusCode).toBe(403);
    expect((await raw({ origin: 'http://localhost:3000' })).statusCode).toBe(204);
    expect((await raw({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
  });

  it('accepts only JSON bodies (no form or text/plain)', async () => {
    const a = new Agent(t.app);
    const form = await a.request('POST', '/api/login', undefined, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify(login),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/JSON/);
  });

  it('rejects malformed JSON and oversized bodies with clear messages', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The request body is not valid JSON.');
    const big = await new Agent(t.app).post('/api/login', { username: 'x', password: 'y'.repeat(2 * 1024 * 1024) });
    expect(big.statusCode).toBe(413);
  });
});

describe('error model', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await new Agent(t.app).get('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No API route GET /api/does-not-exist', code: 'not_found' });
  });

  it('turns unexpected errors into a 500 with a request id and no internals', async () => {
    const res = await new Agent(t.app).get('/api/test-boom');
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'internal_error',
      requestId: expect.any(String),
    });
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toMatch(/at .*\.ts/);
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await new Agent(t.app).get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/register', '/api/user', '/api/logout']),
    );
    expect(doc.paths['/api/register'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'email',
    );
  });
});
