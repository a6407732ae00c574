import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, lastRequest, mockFetch, rejection } from '../../test/helpers/fetch-mock';
import { ApiError, apiUrl, callApi, errorMessage, NETWORK_ERROR_MESSAGE, toApiError } from './api';

/** callApi: the sign-in pages' typed call without openapi-fetch, sending what the typed client sends. */

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('sends reads with credentials and no-cache, without a body or Content-Type', async () => {
    const fetch = mockFetch(json(200, { id: 1 }));
    await expect(callApi('GET', '/api/user')).resolves.toEqual({ id: 1 });
    const request = lastRequest(fetch);
    expect(new URL(request.url).pathname).toBe('/api/user');
    expect(request.method).toBe('GET');
    expect(request.credentials).toBe('include');
    expect(request.body).toBeNull();
    expect(request.headers.get('Cache-Control')).toBe('no-cache');
    expect(request.headers.has('Content-Type')).toBe(false);
  });

  it('sends JSON with Content-Type only when a body exists', async () => {
    const fetch = mockFetch(json(200, { user: { username: 'ada' } }));
    await callApi('POST', '/api/login', { body: { username: 'ada', password: 'pw' } });
    const login = lastRequest(fetch);
    expect(await login.text()).toBe('{"username":"ada","password":"pw"}');
    expect(login.headers.get('Content-Type')).toBe('application/json');
    expect(login.headers.has('Cache-Control')).toBe(false);

    const bodyless = mockFetch(new Response(null, { status: 204 }));
    await expect(callApi('POST', '/api/logout')).resolves.toBeUndefined();
    const logout = lastRequest(bodyless);
    expect(logout.body).toBeNull();
    expect(logout.credentials).toBe('include');
    expect(logout.headers.has('Content-Type')).toBe(false);
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
    const error = await rejection(
      callApi('POST', '/api/register', { body: { username: 'ada', email: 'x', password: 'pw', name: 'Ada' } }),
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
    const error = await rejection(callApi('POST', '/api/login', { body: { username: 'a', password: 'b' } }));
    expect(error.message).toBe('Too many attempts. Try again in 60 seconds.');
    expect(error.retryAfterSeconds).toBe(60);
  });

  it('turns a network failure into status 0 with a readable message, and keeps an abort an abort', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(callApi('GET', '/api/user'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);

    mockFetch(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    const controller = new AbortController();
    await expect(callApi('GET', '/api/user', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('toApiError', () => {
  it('falls back to "status: text" when the body is not our JSON, cut short when long', async () => {
    expect((await toApiError(new Response('upstream exploded', { status: 502 }))).message).toBe(
      '502: upstream exploded',
    );
    expect((await toApiError(new Response('', { status: 503, statusText: 'Service Unavailable' }))).message).toBe(
      '503: Service Unavailable',
    );
    const long = await toApiError(new Response('x'.repeat(5000), { status: 500 }));
    expect(long.message.length).toBeLessThan(320);
    expect(long.message.startsWith('500: xxx')).toBe(true);
  });
});

describe('apiUrl', () => {
  it('fills in and encodes the path parameters of a documented path', () => {
    expect(apiUrl('/api/media/images')).toBe('/api/media/images');
    expect(apiUrl('/api/blogs/{id}/export', { id: 12 })).toBe('/api/blogs/12/export');
    expect(apiUrl('/api/email-invitations/{token}/accept', { token: 'a b/c' })).toBe(
      '/api/email-invitations/a%20b%2Fc/accept',
    );
  });
});

describe('errorMessage', () => {
  it("is the error's message, else the fallback", () => {
    expect(errorMessage(new ApiError({ status: 409, message: 'Already published' }))).toBe('Already published');
    expect(errorMessage('boom')).toBe('Something went wrong. Please try again.');
    expect(errorMessage(new Error('  '), 'Try again')).toBe('Try again');
  });
});
