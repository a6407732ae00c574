import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, lastRequest, mockFetch, rejection } from '../../test/helpers/fetch-mock';
import { NETWORK_ERROR_MESSAGE } from './api';
import { allPages, api, dataOf, pageOf } from './api-client';

/** The typed client: what every call sends and what a failure becomes (docs/product.md §7). */

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the typed API client', () => {
  it('sends reads with cookies and no-cache, without a body or Content-Type, path parameters filled in', async () => {
    const fetch = mockFetch(json(200, { id: 7 }));
    await expect(dataOf(api.GET('/api/blogs/{id}', { params: { path: { id: 7 } } }))).resolves.toEqual({ id: 7 });
    const request = lastRequest(fetch);
    expect(new URL(request.url).pathname).toBe('/api/blogs/7');
    expect(request.method).toBe('GET');
    expect(request.credentials).toBe('include');
    expect(request.body).toBeNull();
    expect(request.headers.get('Cache-Control')).toBe('no-cache');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.headers.has('Content-Type')).toBe(false);
  });

  it('writes query parameters, leaving out the ones not given', async () => {
    const fetch = mockFetch(json(200, []));
    await dataOf(api.GET('/api/blogs', { params: { query: { q: 'lisbon', status: undefined, limit: 20 } } }));
    expect(new URL(lastRequest(fetch).url).search).toBe('?q=lisbon&limit=20');
  });

  it('sends JSON with Content-Type only when there is a body, and reads no answer from a 204', async () => {
    const fetch = mockFetch(json(200, { user: { id: 1 } }));
    await api.POST('/api/login', { body: { username: 'ada', password: 'pw' } });
    const login = lastRequest(fetch);
    expect(await login.text()).toBe('{"username":"ada","password":"pw"}');
    expect(login.headers.get('Content-Type')).toBe('application/json');
    expect(login.headers.has('Cache-Control')).toBe(false);

    const bodyless = mockFetch(new Response(null, { status: 204 }));
    await expect(dataOf(api.POST('/api/logout'))).resolves.toBeUndefined();
    const logout = lastRequest(bodyless);
    expect(logout.body).toBeNull();
    expect(logout.credentials).toBe('include');
    expect(logout.headers.has('Content-Type')).toBe(false);
  });

  it("throws the server's message with status, code, details and request id", async () => {
    mockFetch(
      json(400, {
        message: 'Validation failed',
        code: 'validation_failed',
        details: { fieldErrors: { email: ['Please enter a valid email address'] } },
        requestId: 'req-1',
      }),
    );
    const error = await rejection(
      api.POST('/api/register', { body: { username: 'ada', email: 'x', password: 'pw', name: 'Ada' } }),
    );
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
    const error = await rejection(api.POST('/api/login', { body: { username: 'a', password: 'b' } }));
    expect(error.message).toBe('Too many attempts. Try again in 60 seconds.');
    expect(error.retryAfterSeconds).toBe(60);
  });

  it('falls back to "status: text" when the body is not our JSON, cut short when long', async () => {
    mockFetch(new Response('upstream exploded', { status: 502, statusText: 'Bad Gateway' }));
    expect((await rejection(api.GET('/api/blogs'))).message).toBe('502: upstream exploded');

    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect((await rejection(api.GET('/api/blogs'))).message).toBe('503: Service Unavailable');

    mockFetch(json(500, { error: 'no message field' }));
    const error = await rejection(api.GET('/api/blogs'));
    expect(error.message).toBe('500: {"error":"no message field"}');
    expect(error.code).toBeUndefined();

    mockFetch(new Response('x'.repeat(5000), { status: 500 }));
    const long = await rejection(api.GET('/api/blogs'));
    expect(long.message.length).toBeLessThan(320);
    expect(long.message.startsWith('500: xxx')).toBe(true);
  });

  it('turns a network failure into status 0 with a readable message', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(api.GET('/api/user'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('passes the signal on, and an abort stays an AbortError', async () => {
    const controller = new AbortController();
    const fetch = mockFetch(async (request) => {
      expect(request.signal.aborted).toBe(false);
      controller.abort();
      expect(request.signal.aborted).toBe(true);
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(api.GET('/api/user', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('returns text when asked for text (the HTML export)', async () => {
    mockFetch(new Response('<p>Hi</p>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    await expect(
      dataOf(
        api.GET('/api/blogs/{id}/export', {
          params: { path: { id: 3 }, query: { format: 'fragment' } },
          parseAs: 'text',
        }),
      ),
    ).resolves.toBe('<p>Hi</p>');
  });
});

describe('paged lists', () => {
  it("reads a page's rows and its Link header's next page", async () => {
    mockFetch(json(200, [{ id: 1 }], { Link: '</api/blogs?cursor=abc&limit=1>; rel="next"' }));
    await expect(pageOf(api.GET('/api/blogs', { params: { query: { limit: 1 } } }))).resolves.toEqual({
      items: [{ id: 1 }],
      next: '/api/blogs?cursor=abc&limit=1',
    });
    mockFetch(json(200, [{ id: 2 }]));
    await expect(pageOf(api.GET('/api/blogs'))).resolves.toEqual({ items: [{ id: 2 }], next: undefined });
  });

  it('follows Link page after page for every row, with cookies and no-cache on each', async () => {
    const pages: Record<string, Response> = {
      '/api/instagram/accounts/4/posts?limit=2': json(200, [1, 2], {
        Link: '</api/instagram/accounts/4/posts?limit=2&cursor=b>; rel="next"',
      }),
      '/api/instagram/accounts/4/posts?limit=2&cursor=b': json(200, [3]),
    };
    const fetch = mockFetch(async (request) => {
      const url = new URL(request.url);
      const page = pages[url.pathname + url.search];
      if (!page) throw new Error(`unexpected ${request.url}`);
      return page;
    });
    const first = api.GET('/api/instagram/accounts/{id}/posts', { params: { path: { id: 4 }, query: { limit: 2 } } });
    await expect(allPages(first)).resolves.toEqual([1, 2, 3]);
    expect(fetch).toHaveBeenCalledTimes(2);
    const second = lastRequest(fetch);
    expect(second.credentials).toBe('include');
    expect(second.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('a failed next page is the ApiError of its answer', async () => {
    let calls = 0;
    mockFetch(async () =>
      ++calls === 1
        ? json(200, [1], { Link: '</api/blogs?cursor=z>; rel="next"' })
        : json(400, { message: 'That page of the list no longer exists.', code: 'validation_failed' }),
    );
    const error = await rejection(allPages(api.GET('/api/blogs')));
    expect(error.status).toBe(400);
    expect(error.message).toBe('That page of the list no longer exists.');
  });
});

describe('the contract at compile time', () => {
  // Never called: `tsc` (the static checks) fails when one of these stops being an error, i.e.
  // when the client would accept a route, a parameter or a body field the server does not have.
  it('names only documented routes, parameters and body fields', () => {
    const unchecked = [
      // @ts-expect-error: no such route
      () => api.GET('/api/blog/{id}', { params: { path: { id: 1 } } }),
      // @ts-expect-error: the route takes no PUT
      () => api.PUT('/api/login', { body: { username: 'a', password: 'b' } }),
      // @ts-expect-error: an id is a number
      () => api.GET('/api/blogs/{id}', { params: { path: { id: 'seven' } } }),
      // @ts-expect-error: a misspelt body field
      () => api.POST('/api/login', { body: { user: 'a', password: 'b' } }),
      // @ts-expect-error: the body is required
      () => api.POST('/api/writing-prompts'),
    ];
    expect(unchecked).toHaveLength(5);
  });
});
