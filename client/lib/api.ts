import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { ERROR_CODES } from '@common/error-codes';
import { nextLinkOf } from '@common/link-header';
import { parseRetryAfter } from '@common/retry-after';

/**
 * The one fetcher of the client (docs/product.md §7):
 * - cookies are sent on every call (`credentials: 'include'`);
 * - a JSON body (and its Content-Type) is sent only when there is a body;
 * - reads send `Cache-Control: no-cache`;
 * - a non-OK response becomes an {@link ApiError} whose message is the server's `message`.
 */

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

async function parseBody<T>(res: Response): Promise<T> {
  if (res.status === 204 || res.status === 205) return undefined as T;
  const text = await res.text();
  if (!text) return undefined as T;
  const type = res.headers.get('Content-Type') ?? '';
  if (type.includes('json')) return JSON.parse(text) as T;
  return text as T;
}

export interface RequestOptions {
  signal?: AbortSignal | undefined;
}

/**
 * Sends one request and returns the parsed JSON body (undefined for 204 or an empty body).
 * The result type is the caller's claim; validate with the common zod schema where it matters.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  return parseBody<T>(await send(method, url, body, options));
}

/** One page of a paginated list: its rows and the URL of the next page (the `Link: <…>; rel="next"` header). */
export interface ApiPage<T> {
  items: T[];
  next: string | undefined;
}

/** GETs one page of a list; `next` is undefined on the last page. */
export async function apiPage<T>(url: string, options: RequestOptions = {}): Promise<ApiPage<T>> {
  const res = await send('GET', url, undefined, options);
  const items = await parseBody<T[]>(res);
  return { items: items ?? [], next: nextLinkOf(res.headers.get('Link')) };
}

/** Every row of a paginated list, following the `Link` header page after page (for pickers that show all). */
export async function apiAllPages<T>(url: string, options: RequestOptions = {}): Promise<T[]> {
  const rows: T[] = [];
  for (let next: string | undefined = url; next;) {
    const page: ApiPage<T> = await apiPage<T>(next, options);
    rows.push(...page.items);
    next = page.next;
  }
  return rows;
}

async function send(method: HttpMethod, url: string, body: unknown, options: RequestOptions): Promise<Response> {
  const hasBody = body !== undefined;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (method === 'GET') headers['Cache-Control'] = 'no-cache';

  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      ...(hasBody ? { body: JSON.stringify(body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE, code: ERROR_CODES.network });
  }

  if (!res.ok) throw await toApiError(res);
  return res;
}

/**
 * Turns a query key into a URL: the first segment is the path; later string or number
 * segments are appended as encoded path segments; a plain object segment becomes the query
 * string (null and undefined values are skipped). ['/api/blogs', 7] → '/api/blogs/7'.
 */
export function queryKeyToUrl(queryKey: QueryKey): string {
  const [first, ...rest] = queryKey;
  if (typeof first !== 'string') throw new TypeError('The first query key segment must be a URL path');
  let path = first;
  const search = new URLSearchParams();
  for (const segment of rest) {
    if (typeof segment === 'string' || typeof segment === 'number') {
      path = `${path.replace(/\/+$/, '')}/${encodeURIComponent(String(segment))}`;
    } else if (isRecord(segment)) {
      for (const [key, value] of Object.entries(segment)) {
        if (value === undefined || value === null) continue;
        search.append(key, String(value));
      }
    }
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Query function for GET queries keyed by URL; with `returnNull`, a 401 resolves to null. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiRequest<T>('GET', queryKeyToUrl(queryKey), undefined, { signal });
    } catch (error) {
      if (on401 === 'returnNull' && isApiError(error) && error.status === 401) return null;
      throw error;
    }
  };
}
