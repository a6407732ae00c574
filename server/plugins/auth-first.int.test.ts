import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/helpers/test-app';

/**
 * Authentication before validation: every route the OpenAPI document marks as needing the session
 * answers an anonymous caller 401 (the standard error body, no field details) whatever it sends —
 * a valid-looking body, a wrong one, no body, unparsable JSON, bad path ids, a bad query — and so
 * does a request with a session cookie that names no session.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Op {
  method: string;
  path: string;
}

async function signedInOperations(): Promise<Op[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json() as { paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>> };
  const ops: Op[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (op.security?.some((s) => 'session' in s)) ops.push({ method: method.toUpperCase(), path });
    }
  }
  return ops;
}

const BODIES: { label: string; body?: string }[] = [
  { label: 'no body' },
  { label: 'empty object', body: '{}' },
  { label: 'wrong types', body: '{"title":1,"content":[],"postId":"x","email":7,"password":null}' },
  { label: 'unparsable JSON', body: '{"title":' },
  { label: 'array body', body: '[]' },
];

describe('an anonymous request to a signed-in route', () => {
  it('answers 401 on every such route, whatever the body, path or query', async () => {
    const ops = await signedInOperations();
    expect(ops.length).toBeGreaterThanOrEqual(60);
    const wrong: string[] = [];
    for (const op of ops) {
      for (const pathValue of ['1', 'not-a-number']) {
        const url = `${op.path.replace(/\{\w+\}/g, pathValue)}?cursor=nope&limit=0&format=x`;
        for (const { label, body } of op.method === 'GET' ? [{ label: 'GET' }] : BODIES) {
          for (const cookie of [undefined, 'inkgram_sid=not-a-session']) {
            const res = await t.app.inject({
              method: op.method as 'GET',
              url,
              headers: {
                ...(cookie ? { cookie } : {}),
                ...(op.method === 'GET' ? {} : { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' }),
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(body === undefined ? {} : { payload: body }),
            });
            const json = res.json() as { code?: string; details?: unknown };
            if (res.statusCode !== 401 || json.code !== 'unauthenticated' || json.details !== undefined) {
              wrong.push(
                `${op.method} ${url} [${label}${cookie ? ', stale cookie' : ''}] → ${res.statusCode} ${res.body}`,
              );
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('still gets field details once signed in', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
      payload: {
        name: 'Ada',
        username: 'ada_authfirst',
        email: 'ada-authfirst@example.com',
        password: 'correct horse battery',
      },
    });
    expect(register.statusCode, register.body).toBe(201);
    const cookie = register.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: { cookie, origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
      payload: { title: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', details: expect.anything() });
  });
});
