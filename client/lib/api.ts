import { ERROR_CODES } from '@common/error-codes';
import { parseRetryAfter } from '@common/retry-after';
import type { paths } from './api-types.gen';

/**
 * What every call of the client shares (docs/product.md §7), under the typed client
 * (client/lib/api-client.ts) and {@link callApi}:
 * - cookies are sent on every call (`credentials: 'include'`);
 * - a JSON body (and its Content-Type) is sent only when there is a body;
 * - reads send `Cache-Control: no-cache`;
 * - a non-OK response becomes an {@link ApiError} whose message is the server's `message`;
 * - an unreachable server becomes an ApiError with status 0 and {@link NETWORK_ERROR_MESSAGE}.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** Longest raw response text kept in a fallback message (HTML error pages can be huge). */
const MAX_FALLBACK_TEXT = 300;

interface ApiErrorInit {
  status: number;
  message: string;
  code?: string | undefined;
  details?: unknown;
  requestId?: string | undefined;
  retryAfterSeconds?: number | undefined;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly code: string | undefined;
  readonly details: unknown;
  readonly requestId: string | undefined;
  /** Parsed `Retry-After` (seconds) of a 429/503, when the server sent one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A message fit for a toast, whatever was thrown. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function truncate(text: string): string {
  return text.length > MAX_FALLBACK_TEXT ? `${text.slice(0, MAX_FALLBACK_TEXT)}…` : text;
}

/** Builds the error of a non-OK response. Exported for tests and for non-JSON callers. */
export async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  const body = parseJson(text);
  const retryAfter = parseRetryAfter(res.headers.get('Retry-After'));
  const retryAfterSeconds = retryAfter === undefined ? undefined : Math.ceil(retryAfter);

  if (isRecord(body) && typeof body.message === 'string' && body.message.trim()) {
    return new ApiError({
      status: res.status,
      message: body.message,
      code: typeof body.code === 'string' ? body.code : undefined,
      details: body.details,
      requestId: typeof body.requestId === 'string' ? body.requestId : undefined,
      retryAfterSeconds,
    });
  }
  const raw = text.trim();
  return new ApiError({
    status: res.status,
    message: `${res.status}: ${raw ? truncate(raw) : res.statusText}`,
    retryAfterSeconds,
  });
}

/** The page's origin; outside a browser (unit tests) there is no page, so a fixed one. */
export const ORIGIN = typeof location === 'undefined' ? 'http://localhost' : location.origin;

/**
 * The fetch under every call (client/lib/api-client.ts hands it each request): a read gets
 * `Cache-Control: no-cache`; an unreachable server becomes an {@link ApiError} with status 0 and
 * {@link NETWORK_ERROR_MESSAGE} (an abort stays an AbortError); a non-OK answer becomes the
 * {@link ApiError} of its body. The answer it returns is OK.
 */
export async function sendRequest(request: Request): Promise<Response> {
  if (request.method === 'GET') request.headers.set('Cache-Control', 'no-cache');
  let res: Response;
  try {
    res = await fetch(request);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE, code: ERROR_CODES.network });
  }
  if (!res.ok) throw await toApiError(res);
  return res;
}

const JSON_ACCEPT = { Accept: 'application/json' };

type Operation<P extends keyof paths, M extends HttpMethod> = paths[P][Lowercase<M>];

/** The paths of the OpenAPI document that answer `M` and take no path parameters. */
export type PlainPath<M extends HttpMethod> = {
  [P in keyof paths]: Operation<P, M> extends { parameters: { path?: never } } ? P : never;
}[keyof paths];

/** `callApi`'s options: the operation's JSON body (required when the document requires one) and a signal. */
type CallArgs<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? [init: { body: B; signal?: AbortSignal }]
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? [init?: { body?: B; signal?: AbortSignal }]
    : [init?: { signal?: AbortSignal }];

/**
 * A JSON call typed by the OpenAPI document like the typed client's (client/lib/api-client.ts),
 * for paths without parameters, without openapi-fetch: the sign-in pages call it, so that /auth's
 * first load stays within its budget (docs/decisions/048-typed-api-client.md). Resolves with the
 * answer's body (undefined for a 204 or an empty body), which the caller parses with its zod schema.
 */
export async function callApi<M extends HttpMethod, P extends PlainPath<M>>(
  method: M,
  path: P,
  ...[init]: CallArgs<Operation<P, M>>
): Promise<unknown> {
  const { body, signal } = (init ?? {}) as { body?: unknown; signal?: AbortSignal };
  const request: RequestInit = {
    method,
    headers: body === undefined ? JSON_ACCEPT : { ...JSON_ACCEPT, 'Content-Type': 'application/json' },
    credentials: 'include',
  };
  if (body !== undefined) request.body = JSON.stringify(body);
  if (signal) request.signal = signal;
  const res = await sendRequest(new Request(new URL(path, ORIGIN), request));
  if (res.status === 204) return undefined;
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * The URL of an API path for what is not a JSON call (a download link, an upload): the path is one
 * of the OpenAPI document's, like the typed client's, so a renamed route fails `tsc` here too;
 * `{name}` segments are filled in from `params`, encoded.
 */
export function apiUrl(path: keyof paths, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
