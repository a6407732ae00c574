import type { z } from 'zod';
import { retryAfterMs } from './content';
import { OutboundError } from '../../lib/http/safe-fetch';
import type { HttpClient, HttpRequestInit } from './http';
import { PublishError } from './types';

export interface JsonResponse {
  status: number;
  body: unknown;
  headers: { get(name: string): string | null };
}

/**
 * One platform call: transport failures become PublishErrors. A GET that failed is always safe to
 * retry (transient); a POST that may have reached the platform has an unknown outcome.
 */
export async function callPlatform(
  http: HttpClient,
  platform: string,
  url: string,
  init: HttpRequestInit,
): Promise<JsonResponse> {
  const idempotent = (init.method ?? 'GET') === 'GET';
  let res;
  try {
    res = await http(url, init);
  } catch (err) {
    if (err instanceof OutboundError) {
      if (err.kind === 'blocked') throw new PublishError('permanent', err.message);
      const kind = err.sent && !idempotent ? 'unknown_outcome' : 'transient';
      throw new PublishError(kind, `${platform}: ${err.message}`);
    }
    throw err;
  }
  const text = await res.text();
  let body: unknown = undefined;
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  return { status: res.status, body, headers: res.headers };
}

/**
 * The status-code part of the error taxonomy shared by the REST platforms. `message` is the
 * platform's own explanation, already extracted.
 */
export function classifyStatus(
  platform: string,
  res: JsonResponse,
  message: string | undefined,
  opts: { write: boolean; reconnectHint: string },
): PublishError {
  const said = message ? `: ${message}` : '';
  if (res.status === 401) {
    return new PublishError('auth_expired', `${platform} rejected the saved credentials${said}. ${opts.reconnectHint}`);
  }
  if (res.status === 403) return new PublishError('forbidden', `${platform} refused the request${said}.`);
  if (res.status === 429) {
    return new PublishError(
      'rate_limited',
      `${platform} is rate limiting requests${said}.`,
      retryAfterMs(res.headers.get('retry-after')),
    );
  }
  if (res.status >= 500) {
    return new PublishError(
      opts.write ? 'unknown_outcome' : 'transient',
      `${platform} had a server error (HTTP ${res.status})${said}.`,
    );
  }
  if (res.status === 404) return new PublishError('permanent', `${platform} could not find that resource${said}.`);
  if (res.status >= 400) return new PublishError('invalid_content', `${platform} refused the post${said}.`);
  return new PublishError('permanent', `${platform} answered with an unexpected status (HTTP ${res.status})${said}.`);
}

/**
 * Parses a successful body with its zod schema; a malformed body is an unknown outcome for a
 * write (the post may exist) and a plain failure for a read.
 */
export function parseBody<T>(platform: string, schema: z.ZodType<T>, res: JsonResponse, write: boolean): T {
  const parsed = schema.safeParse(res.body);
  if (parsed.success) return parsed.data;
  throw new PublishError(
    write ? 'unknown_outcome' : 'permanent',
    `${platform} answered with a response Inkgram does not understand (HTTP ${res.status}).`,
  );
}

export const jsonHeaders = { 'content-type': 'application/json', accept: 'application/json' };

export const trimSlash = (s: string) => s.replace(/\/+$/, '');
