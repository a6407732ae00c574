import { z } from 'zod';
import { parseRetryAfter } from '@common/retry-after';
import type { HttpClient } from '../http';
import {
  callPlatform,
  clause,
  jsonHeaders,
  parseBody,
  rejectedCredential,
  trimSlash,
  type JsonResponse,
} from '../request';
import { PublishError, type OAuthPds } from '../types';

/** The name in every message of the AT Protocol publisher. */
export const NAME = 'Bluesky';
const CREDENTIAL = 'app password';
/** What an OAuth connection's credential is called in messages. */
export const OAUTH_CREDENTIAL = 'sign-in (Sign in with Bluesky)';
/** The longest wait a PDS rate limit may ask for before the job gives up this attempt (the engine caps at 1 h). */
const MAX_WAIT_MS = 60 * 60_000;

/** @link https://atproto.com/specs/xrpc#error-responses */
const xrpcErrorSchema = z.object({ error: z.string().optional(), message: z.string().optional() });
/** @link https://docs.bsky.app/docs/api/com-atproto-server-create-session */
const sessionSchema = z.object({ did: z.string(), handle: z.string(), accessJwt: z.string() });

/**
 * How long a 429 asks to wait: `Retry-After` (common/retry-after.ts) when the PDS sends it, else its
 * `RateLimit-Reset` (epoch seconds, what Bluesky's PDS sends), else a minute.
 */
export function rateLimitWaitMs(res: Pick<JsonResponse, 'headers'>, now = Date.now()): number {
  const after = parseRetryAfter(res.headers.get('retry-after'), now);
  if (after !== undefined) return Math.min(MAX_WAIT_MS, Math.ceil(after * 1000));
  const reset = Number(res.headers.get('ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0) return Math.min(MAX_WAIT_MS, Math.max(1000, reset * 1000 - now));
  return 60_000;
}

/** An XRPC failure as the publishers' error classes (docs/architecture.md §4). */
export function xrpcError(res: JsonResponse, write: boolean, credential = CREDENTIAL): PublishError {
  const body = xrpcErrorSchema.safeParse(res.body).data;
  const said = body?.message ? `: ${clause(body.message)}` : body?.error ? `: ${body.error}` : '';
  if (res.status === 401 || body?.error === 'ExpiredToken' || body?.error === 'InvalidToken')
    return rejectedCredential(NAME, credential);
  if (res.status === 429)
    return new PublishError(
      'rate_limited',
      `${NAME} (your PDS) is rate limiting requests${said}.`,
      rateLimitWaitMs(res),
    );
  if (res.status >= 500)
    return new PublishError(
      write ? 'unknown_outcome' : 'transient',
      `${NAME} (your PDS) had a server error (HTTP ${res.status})${said}.`,
    );
  if (res.status === 403) return new PublishError('forbidden', `${NAME} refused the request${said}.`);
  if (res.status === 400 || res.status === 413)
    return new PublishError('invalid_content', `${NAME} refused the post${said}.`);
  return new PublishError('permanent', `${NAME} answered with an unexpected status (HTTP ${res.status})${said}.`);
}

const isNotFound = (res: JsonResponse) =>
  res.status === 404 || (res.status === 400 && xrpcErrorSchema.safeParse(res.body).data?.error === 'RecordNotFound');

export interface PdsSession {
  did: string;
  handle: string;
  /** A query (GET); null when the record is absent (`getRecord`'s RecordNotFound). */
  get<T>(nsid: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T | null>;
  /** A procedure with a JSON body. */
  post<T>(nsid: string, body: unknown, schema: z.ZodType<T>): Promise<T>;
  /** `com.atproto.repo.uploadBlob`. */
  upload<T>(bytes: Buffer, mimeType: string, schema: z.ZodType<T>): Promise<T>;
}

/**
 * Signs in to the account's PDS with the app password (`com.atproto.server.createSession`) and
 * returns the calls of that session. One session per job: nothing but the app password is kept.
 */
export async function openSession(
  http: HttpClient,
  pds: string,
  identifier: string,
  password: string,
): Promise<PdsSession> {
  const base = `${trimSlash(pds)}/xrpc`;
  const res = await callPlatform(http, NAME, `${base}/com.atproto.server.createSession`, {
    method: 'POST',
    headers: jsonHeaders,
    // Signing in changes nothing: safe to retry like a read.
    body: JSON.stringify({ identifier, password }),
  });
  if (res.status === 401 || (res.status === 400 && /password|identifier/i.test(JSON.stringify(res.body ?? ''))))
    throw rejectedCredential(NAME, CREDENTIAL, 'check the handle and create a new app password, then connect again');
  if (res.status !== 200) {
    const err = xrpcError(res, false);
    throw err.kind === 'unknown_outcome' ? new PublishError('transient', err.message) : err;
  }
  const session = parseBody(NAME, sessionSchema, res, false);
  return sessionCalls(http, base, session.did, session.handle, CREDENTIAL, {
    authorization: `Bearer ${session.accessJwt}`,
  });
}

/** The calls of an OAuth session: the same XRPC calls, through the session's DPoP-bound fetch. */
export function oauthSession(oauth: OAuthPds): PdsSession {
  const http: HttpClient = async (url, init = {}) => {
    const u = new URL(url);
    let res: Response;
    try {
      res = await oauth.fetch(`${u.pathname}${u.search}`, {
        method: init.method ?? 'GET',
        headers: init.headers ?? {},
        body: init.body,
      });
    } catch (err) {
      throw oauth.failure(err) ?? err;
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    return {
      status: res.status,
      headers: { get: (name) => res.headers.get(name) },
      text: async () => bytes.toString('utf8'),
      bytes: async () => bytes,
    };
  };
  return sessionCalls(http, `${trimSlash(oauth.pds)}/xrpc`, oauth.did, oauth.handle, OAUTH_CREDENTIAL, {});
}

function sessionCalls(
  http: HttpClient,
  base: string,
  did: string,
  handle: string,
  credential: string,
  auth: Record<string, string>,
): PdsSession {
  const headers = { ...jsonHeaders, ...auth };
  return {
    did,
    handle,
    async get(nsid, params, schema) {
      const query = new URLSearchParams(params).toString();
      const got = await callPlatform(http, NAME, `${base}/${nsid}?${query}`, { method: 'GET', headers });
      if (isNotFound(got)) return null;
      if (got.status !== 200) throw xrpcError(got, false, credential);
      return parseBody(NAME, schema, got, false);
    },
    async post(nsid, body, schema) {
      const got = await callPlatform(http, NAME, `${base}/${nsid}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      if (got.status !== 200) throw xrpcError(got, true, credential);
      return parseBody(NAME, schema, got, true);
    },
    async upload(bytes, mimeType, schema) {
      const got = await callPlatform(http, NAME, `${base}/com.atproto.repo.uploadBlob`, {
        method: 'POST',
        headers: { ...headers, 'content-type': mimeType },
        body: bytes,
        timeoutMs: 60_000,
      });
      if (got.status !== 200) throw xrpcError(got, true, credential);
      return parseBody(NAME, schema, got, true);
    },
  };
}
