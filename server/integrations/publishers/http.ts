import type { lookup as dnsLookup } from 'node:dns';
import { safeFetch } from '../../lib/http/safe-fetch';

/**
 * The outbound HTTP seam of the publishers: a thin adapter over the one SSRF-safe module
 * (server/lib/http/safe-fetch.ts). Every call to a platform, including user-supplied WordPress and
 * Ghost URLs and featured images, goes through an HttpClient, so tests can inject one. Failures are
 * `OutboundError`s from safe-fetch.
 */
export interface HttpRequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Total deadline for the call, response body included (default 20 s). */
  timeoutMs?: number;
  /** Response bodies larger than this abort the call (default 5 MiB). */
  maxBytes?: number;
  /** Redirects to follow, each hop re-checked (default 0: API calls never follow redirects). */
  redirects?: number;
}

export interface HttpResponseLike {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  bytes(): Promise<Buffer>;
}

export type HttpClient = (url: string, init?: HttpRequestInit) => Promise<HttpResponseLike>;

export interface SafeHttpOptions {
  /** host:port pairs that may be reached although private: OUTBOUND_ALLOWLIST, or one platform's configured API host for that platform's own client. */
  allowlist: readonly string[];
  /** Replaceable for tests (DNS rebinding, failures). */
  lookup?: typeof dnsLookup;
}

/**
 * Publisher policy on top of safe-fetch: https on the standard port for every host that is not
 * allowlisted, no redirects unless a call opts in, a 20 s deadline and a 5 MiB cap by default.
 */
export function createSafeHttpClient(options: SafeHttpOptions): HttpClient {
  return async (url, init = {}) => {
    const res = await safeFetch(url, {
      method: init.method ?? 'GET',
      headers: init.headers,
      body: init.body,
      timeoutMs: init.timeoutMs ?? 20_000,
      maxBytes: init.maxBytes ?? 5 * 1024 * 1024,
      redirects: init.redirects ?? 0,
      schemes: ['https:'],
      allowPrivate: options.allowlist,
      lookup: options.lookup,
    });
    return {
      status: res.status,
      headers: { get: (name) => res.header(name) },
      text: async () => res.text(),
      bytes: async () => res.body,
    };
  };
}
