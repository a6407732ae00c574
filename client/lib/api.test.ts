import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, apiRequest, getQueryFn, queryKeyToUrl } from './api';

type FetchArgs = [input: string, init: RequestInit];

function mockFetch(response: Response | (() => Promise<Response>)) {
  const fn = vi.fn<(...args: FetchArgs) => Promise<Response>>(async () =>
    typeof response === 'function' ? response() : response,
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

function lastCall(fn: ReturnType<typeof mockFetch>): FetchArgs {
  const call = fn.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends reads with credentials and no-cache, without a body or Content-Type', async () => {
    const fetch = mockFetch(json(200, { id: 1 }));
    await expect(apiRequest('GET', '/api/user')).resolves.toEqual({ id: 1 });
    const [url, init] = lastCall(fetch);
    expect(url).toBe('/api/user');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    const headers = new Headers(init.headers);
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('sends JSON with Content-Type only when a body exists', async () => {
    const fetch = mockFetch(json(200, { username: 'ada' }));
    await apiRequest('POST', '/api/login', { username: 'ada', password: 'pw' });
    const [, init] = lastCall(fetch);
    expect(init.body).toBe('{"username":"ada","password":"pw"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(new Headers(init.headers).has('Cache-Control')).toBe(false);

    const bodyless = mockFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('POST', '/api/logout')).resolves.toBeUndefined();
    const [, logoutInit] = lastCall(bodyless);
    expect(logoutInit.body).toBeUndefined();
    expect(logoutInit.credentials).toBe('include');
    expect(new Headers(logoutInit.headers).has('Content-Type')).toBe(false);
  });

  it("uses the server's JSON message and keeps status, code, details and request id", async () => {
    mockFetch(
      json(400, {
        message: 'Validation failed',
        code: 'validation_failed',
        details: { fieldErrors: { email: ['Please enter a valid email address'] } },
        requestId: 'req-1',
      }),
    );
    const error = await rejection(apiRequest('POST', '/api/register', {}));
    expect(error.message).toBe('Validation failed');
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.details).toEqual({ fieldErrors: { email: ['Please enter a valid email address'] } });
    expect(error.requestId).toBe('req-1');
  });

  it('reads Retry-After on 429', async () => {
    mockFetch(
      json(
        429,
        { message: 'Too many attempts. Try again in 60 seconds.', code: 'rate_limited' },
        { 'Retry-After': '60' },
      ),
    );
    const error = await rejection(apiRequest('POST', '/api/login', { username: 'a', password: 'b' }));
    expect(error.message).toBe('Too many attempts. Try again in 60 seconds.');
    expect(error.retryAfterSeconds).toBe(60);
  });

  it('falls back to "status: text" when the body is not our JSON', async () => {
    mockFetch(new Response('upstream exploded', { status: 502, statusText: 'Bad Gateway' }));
    expect((await rejection(apiRequest('GET', '/api/blogs'))).message).toBe('502: upstream exploded');

    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect((await rejection(apiRequest('GET', '/api/blogs'))).message).toBe('503: Service Unavailable');

    mockFetch(json(500, { error: 'no message field' }));
    const error = await rejection(apiRequest('GET', '/api/blogs'));
    expect(error.message).toBe('500: {"error":"no message field"}');
    expect(error.code).toBeUndefined();
  });

  it('truncates very long fallback text', async () => {
    mockFetch(new Response('x'.repeat(5000), { status: 500 }));
    const error = await rejection(apiRequest('GET', '/api/blogs'));
    expect(error.message.length).toBeLessThan(320);
    expect(error.message.startsWith('500: xxx')).toBe(true);
  });

  it('turns a network failure into status 0 with a readable message', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(apiRequest('GET', '/api/user'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('returns text for non-JSON success bodies and undefined for empty ones', async () => {
    mockFetch(new Response('hello', { status: 200, headers: { 'Content-Type': 'text/plain' } }));
    await expect(apiRequest('GET', '/x')).resolves.toBe('hello');
    mockFetch(new Response('', { status: 200 }));
    await expect(apiRequest('GET', '/x')).resolves.toBeUndefined();
  });
});

describe('getQueryFn', () => {
  const context = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

  it('resolves a 401 to null with returnNull', async () => {
    mockFetch(json(401, { message: 'Not signed in', code: 'unauthenticated' }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/user']))).resolves.toBeNull();
  });

  it('throws a 401 with throw, and other errors either way', async () => {
    mockFetch(json(401, { message: 'Not signed in', code: 'unauthenticated' }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/blogs']))).rejects.toMatchObject({ status: 401 });
    mockFetch(json(500, { message: 'Boom', code: 'internal_error' }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/user']))).rejects.toMatchObject({
      status: 500,
      message: 'Boom',
    });
  });

  it('fetches the URL built from the key', async () => {
    const fetch = mockFetch(json(200, []));
    await getQueryFn({ on401: 'throw' })(context(['/api/blogs', 7, 'publications']));
    expect(lastCall(fetch)[0]).toBe('/api/blogs/7/publications');
  });
});

describe('queryKeyToUrl', () => {
  it('joins path segments, encodes them and adds a query string', () => {
    expect(queryKeyToUrl(['/api/user'])).toBe('/api/user');
    expect(queryKeyToUrl(['/api/blogs/', 3])).toBe('/api/blogs/3');
    expect(queryKeyToUrl(['/api/x', 'a b/c'])).toBe('/api/x/a%20b%2Fc');
    expect(queryKeyToUrl(['/api/posts', { type: 'reel', page: 2, skip: undefined, none: null }])).toBe(
      '/api/posts?type=reel&page=2',
    );
  });

  it('rejects a key without a path', () => {
    expect(() => queryKeyToUrl([1])).toThrow(TypeError);
  });
});
