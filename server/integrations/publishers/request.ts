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
      // A host that does not exist will not exist on the next attempt either: say what to check.
      if (err.kind === 'dns') throw new PublishError('permanent', `${platform}: ${err.message}`);
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

/** A platform's own sentence without its final full stop, so it can be embedded in ours ('token.' + '.'). */
export const clause = (text: string) => text.trim().replace(/[.\s]+$/, '');

/**
 * The message for a credential the platform refused while publishing: the platform named once,
 * what it refused, and the one thing to do ('WordPress rejected the application password: reconnect
 * it on the Publishing Platforms page.').
 */
export function rejectedCredential(platform: string, credential: string, action?: string): PublishError {
  return new PublishError(
    'auth_expired',
    `${platform} rejected the ${credential}: ${action ?? 'reconnect with a new one on the Publishing Platforms page'}.`,
  );
}

export interface StatusOptions {
  write: boolean;
  /** What the saved secret is called on this platform ('API key', 'application password'). */
  credential: string;
  /** What to do instead of reconnecting, where reconnecting cannot help (Medium). */
  reconnect?: string;
  /** Whether this 403 is the credential being refused (an auth error) rather than a missing permission. */
  authError?: boolean;
}

/**
 * The status-code part of the error taxonomy shared by the REST platforms. `message` is the
 * platform's own explanation, already extracted.
 */
export function classifyStatus(
  platform: string,
  res: JsonResponse,
  message: string | undefined,
  opts: StatusOptions,
): PublishError {
  const said = message ? `: ${clause(message)}` : '';
  if (res.status === 401 || (res.status === 403 && opts.authError)) {
    return rejectedCredential(platform, opts.credential, opts.reconnect);
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

/** The mode a publisher was asked for, refused when it is not one it knows (never silently published). */
export function modeOf(platform: string, input: { mode: unknown }): 'publish' | 'draft' {
  if (input.mode === 'publish' || input.mode === 'draft') return input.mode;
  throw new PublishError('permanent', `${platform} was asked for an unknown publishing mode "${String(input.mode)}".`);
}

/** A PublishError for what a platform's API cannot do (its descriptor says so too). */
export function cannot(platform: string, what: string): PublishError {
  return new PublishError('permanent', `${platform} cannot ${what} through its API.`);
}
