import createClient from 'openapi-fetch';
import { nextLinkOf } from '@common/link-header';
import { ORIGIN, sendRequest } from './api';
import type { paths } from './api-types.gen';

/**
 * The typed client of the API (docs/decisions/048-typed-api-client.md). Every call names a path
 * of the OpenAPI document (client/lib/api-types.gen.ts, `npm run gen:api-types`) with its path
 * and query parameters and its JSON body, so a route or a body field renamed on the server fails
 * `tsc` here. Answers are still parsed at the call site with the common/ zod schema: the types
 * are the compile-time contract, zod the run-time check.
 *
 * Under it, {@link sendRequest} (client/lib/api.ts): cookies, `Cache-Control: no-cache` on reads,
 * the server's error body as an ApiError, the network-error message. openapi-fetch sends a JSON
 * body (and its Content-Type) only when there is one, and passes `signal` on.
 */
export const api = createClient<paths>({
  baseUrl: ORIGIN,
  credentials: 'include',
  headers: { Accept: 'application/json' },
  fetch: sendRequest,
});

type Answer<T> = Promise<{ data?: T; response: Response }>;

/** The body of an answer (undefined for a 204 or an empty body); a failed call has thrown its ApiError. */
export async function dataOf<T>(call: Answer<T>): Promise<T> {
  return (await call).data as T;
}

/** One page of a paginated list: its rows and the URL of the next page (undefined on the last). */
export interface ApiPage<T> {
  items: T[];
  next: string | undefined;
}

/** The rows of an answer and its `Link: <…>; rel="next"` (server/lib/pagination.ts). */
export async function pageOf(call: Answer<unknown[]>): Promise<ApiPage<unknown>> {
  const { data, response } = await call;
  return { items: data ?? [], next: nextLinkOf(response.headers.get('Link')) };
}

/** The page at the URL a previous page's `Link` header gave (the server wrote it, so it is not typed here). */
export async function nextPage(url: string, signal?: AbortSignal): Promise<ApiPage<unknown>> {
  const init: RequestInit = { headers: { Accept: 'application/json' }, credentials: 'include' };
  if (signal) init.signal = signal;
  const res = await sendRequest(new Request(new URL(url, ORIGIN), init));
  const items: unknown = res.status === 204 ? [] : await res.json();
  return { items: Array.isArray(items) ? items : [], next: nextLinkOf(res.headers.get('Link')) };
}

/** Every row of a paginated list, following `Link` page after page (for pickers that show all). */
export async function allPages(first: Answer<unknown[]>, signal?: AbortSignal): Promise<unknown[]> {
  let page = await pageOf(first);
  const rows = [...page.items];
  while (page.next) {
    page = await nextPage(page.next, signal);
    rows.push(...page.items);
  }
  return rows;
}
