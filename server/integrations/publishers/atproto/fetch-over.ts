import type { HttpClient, HttpRequestInit } from '../http';

/** The response headers the OAuth client and the XRPC calls read (an HttpClient answers by name only). */
const HEADERS = [
  'content-type',
  'dpop-nonce',
  'www-authenticate',
  'retry-after',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'ratelimit-policy',
  'location',
  'cache-control',
];
const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

/**
 * A WHATWG `fetch` over one of the publishers' HttpClients (./http.ts), so that the AT Protocol
 * OAuth client (`@atproto/oauth-client-node`) reaches PDSs, authorization servers and the identity
 * services through the SSRF-safe module like every other call: https on public hosts, the
 * OUTBOUND_ALLOWLIST otherwise, no redirects followed, a deadline and a size cap.
 */
export function fetchOver(http: HttpClient, timeoutMs = 60_000): typeof fetch {
  return async (input, init) => {
    const req = new Request(input, init);
    if (!METHODS.has(req.method)) throw new TypeError(`Unsupported method ${req.method}`);
    const body = req.body ? Buffer.from(await req.arrayBuffer()) : undefined;
    const res = await http(req.url, {
      method: req.method as HttpRequestInit['method'],
      headers: Object.fromEntries(req.headers),
      body,
      timeoutMs,
    });
    const headers = new Headers();
    for (const name of HEADERS) {
      const value = res.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    const bytes = await res.bytes();
    const empty = res.status === 204 || res.status === 304 || req.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(bytes), { status: res.status, headers });
  };
}
