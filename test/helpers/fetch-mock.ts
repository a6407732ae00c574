import { vi } from 'vitest';
import { ApiError } from '../../client/lib/api';

/** A stubbed global fetch answering every request with `response` (or what it makes of the request). */
export function mockFetch(response: Response | ((request: Request) => Promise<Response>)) {
  const fn = vi.fn<(request: Request) => Promise<Response>>(async (request) =>
    typeof response === 'function' ? response(request) : response,
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** A JSON answer as the server sends one. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export function lastRequest(fn: ReturnType<typeof mockFetch>): Request {
  const call = fn.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call[0];
}

/** The ApiError a call rejects with (anything else is rethrown; a resolved call fails the test). */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}
