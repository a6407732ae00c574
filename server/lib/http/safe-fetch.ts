/**
 * The one outbound HTTP module (docs/architecture.md §8). Every server-side request to
 * another host goes through `safeFetch` — Instagram's API and CDN, the publishing platforms, and
 * every user-supplied URL (WordPress sites, Ghost admins, featured images):
 *
 *   const res = await safeFetch(url, {
 *     method: 'GET' | 'POST' | …,            // default GET
 *     headers: { … },                        // plain object
 *     body: string | Buffer | URLSearchParams,
 *     timeoutMs: 15_000,                     // total deadline (connect + headers + body)
 *     connectTimeoutMs: 5_000,
 *     maxBytes: 10 * 1024 * 1024,            // body cap, enforced while streaming (Content-Length not trusted)
 *     allowHosts: ['graph.instagram.com', '*.cdninstagram.com'],  // optional host allowlist ('*.' = subdomains)
 *     allowPrivate: config.OUTBOUND_ALLOWLIST, // 'host:port' entries that may resolve to private IPs
 *     redirects: 0,                          // 0 (default): a 3xx is returned as-is; n: follow ≤ n, each hop re-checked
 *     schemes: ['https:'],                   // for non-allowlisted hosts; default http and https
 *     signal,                                // optional AbortSignal
 *   });
 *   res.status; res.headers; res.header(name); res.body (Buffer); res.url (final URL); res.text(); res.json()
 *
 * Guarantees: the URL rules of address.ts before connecting (literal IPs included: Node skips
 * `lookup` for them); the destination IP checked when the socket connects (every resolved address
 * public, IPv4-mapped IPv6 unmapped); a failed resolution is an error; redirects never followed
 * blindly. Failures throw `OutboundError` whose message names at most the host — never the URL's
 * query (tokens travel there); `sent` tells whether the request may have reached the server.
 */
import type { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { guardedLookup, isPrivateAllowed, LookupRefusal, refuseUrl, type UrlRules } from './address';

export { hostAllowed, hostPortOf, isPrivateAllowed, isPublicAddress, redactUrl, refuseUrl } from './address';

export type OutboundFailure = 'blocked' | 'dns' | 'connect' | 'timeout' | 'too_large' | 'network' | 'redirect';

export class OutboundError extends Error {
  constructor(
    readonly kind: OutboundFailure,
    message: string,
    /** Whether the request may have reached the server (a write's outcome is then unknown). */
    readonly sent = false,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface SafeFetchOptions extends UrlRules {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer | URLSearchParams;
  timeoutMs?: number;
  connectTimeoutMs?: number;
  maxBytes?: number;
  redirects?: number;
  signal?: AbortSignal;
  /** Replaceable resolver, for tests (DNS rebinding, resolution failures). */
  lookup?: typeof dnsLookup;
}

export interface SafeResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The final URL (after any followed redirects). */
  url: string;
  /** One header, repeated values joined with ", "; null when absent. */
  header(name: string): string | null;
  text(): string;
  json(): unknown;
}

type RawResponse = Pick<SafeResponse, 'status' | 'headers' | 'body' | 'url'>;

const DEFAULTS = { timeoutMs: 15_000, connectTimeoutMs: 5_000, maxBytes: 10 * 1024 * 1024 };

function requestBody(opts: SafeFetchOptions) {
  const body = opts.body instanceof URLSearchParams ? opts.body.toString() : opts.body;
  const headers: Record<string, string> = { 'user-agent': 'Inkgram/1.0' };
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  if (opts.body instanceof URLSearchParams) headers['content-type'] = 'application/x-www-form-urlencoded';
  for (const [k, v] of Object.entries(opts.headers ?? {})) {
    for (const existing of Object.keys(headers)) if (existing === k.toLowerCase()) delete headers[existing];
    headers[k] = v;
  }
  return { body, headers };
}

function once(u: URL, opts: SafeFetchOptions, deadline: AbortSignal): Promise<RawResponse> {
  const refusal = refuseUrl(u, opts);
  if (refusal) return Promise.reject(new OutboundError('blocked', `URL not allowed: it ${refusal}`));
  const privateOk = isPrivateAllowed(u, opts.allowPrivate);
  const maxBytes = opts.maxBytes ?? DEFAULTS.maxBytes;
  const { body, headers } = requestBody(opts);
  const mod = u.protocol === 'https:' ? https : http;

  return new Promise((resolve, reject) => {
    let sent = false;
    let settled = false;
    const req = mod.request(u, {
      method: opts.method ?? 'GET',
      headers,
      lookup: guardedLookup(!privateOk, opts.lookup),
      agent: false,
    });
    const finish = () => {
      settled = true;
      clearTimeout(connectTimer);
      deadline.removeEventListener('abort', onDeadline);
    };
    const fail = (err: OutboundError) => {
      if (settled) return;
      finish();
      req.destroy();
      reject(err);
    };
    const onDeadline = () => fail(new OutboundError('timeout', 'The server did not answer in time.', sent));
    if (deadline.aborted) return onDeadline();
    deadline.addEventListener('abort', onDeadline);
    const connectTimer = setTimeout(
      () => fail(new OutboundError('timeout', 'Could not connect to the server in time.')),
      opts.connectTimeoutMs ?? DEFAULTS.connectTimeoutMs,
    );
    req.on('socket', (socket) => {
      socket.once(u.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
    });
    req.on('finish', () => {
      sent = true;
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err instanceof LookupRefusal) return fail(new OutboundError(err.kind, err.message));
      if (err.code === 'ECONNREFUSED') return fail(new OutboundError('connect', `Could not connect to ${u.host}.`));
      fail(new OutboundError('network', `The connection to ${u.host} failed (${err.code ?? 'error'}).`, sent));
    });
    req.on('response', (res) => {
      clearTimeout(connectTimer);
      const tooLarge = () => fail(new OutboundError('too_large', 'The response is too large.', true));
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) return tooLarge();
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) return tooLarge();
        chunks.push(chunk);
      });
      res.on('error', () => fail(new OutboundError('network', 'The response was cut off.', true)));
      res.on('end', () => {
        if (settled) return;
        finish();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), url: u.toString() });
      });
    });
    req.end(body);
  });
}

export async function safeFetch(url: string | URL, opts: SafeFetchOptions = {}): Promise<SafeResponse> {
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    throw new OutboundError('blocked', 'URL not allowed: it is not a valid URL');
  }
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? DEFAULTS.timeoutMs);
  const deadline = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  const maxHops = opts.redirects ?? 0;
  for (let hops = 0; ; hops++) {
    const res = await once(current, opts, deadline);
    const location = res.headers.location;
    if (res.status >= 300 && res.status < 400 && location && maxHops > 0) {
      if (hops >= maxHops) throw new OutboundError('redirect', 'Too many redirects', true);
      try {
        current = new URL(location, current); // checked again by once()
      } catch {
        throw new OutboundError('redirect', 'The server redirected to an invalid URL', true);
      }
      continue;
    }
    return {
      ...res,
      header(name) {
        const v = res.headers[name.toLowerCase()];
        if (v === undefined) return null;
        return Array.isArray(v) ? v.join(', ') : v;
      },
      text: () => res.body.toString('utf8'),
      json: () => JSON.parse(res.body.toString('utf8')) as unknown,
    };
  }
}
