/**
 * The one outbound HTTP module (security.md §2.5). Every server-side request to another host goes
 * through `safeFetch`:
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
 *     schemes: ['https:', 'http:'],          // default both
 *     signal,                                // optional AbortSignal
 *   });
 *   res.status; res.headers; res.body (Buffer); res.url (final URL); res.text(); res.json()
 *
 * Guarantees: http/https only, no credentials in URLs; the destination IP is checked when the
 * socket connects (custom `lookup`, every resolved address must be public unicast; IPv4-mapped
 * IPv6 unmapped first), and literal IPs are checked too (Node skips `lookup` for them); a failed
 * resolution is an error; redirects are never followed blindly. Failures throw `OutboundError`
 * whose message never contains the URL's query string (tokens travel in query strings).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export type OutboundFailure = 'blocked' | 'timeout' | 'too_large' | 'network' | 'redirect';

export class OutboundError extends Error {
  constructor(
    readonly kind: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface SafeFetchOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer | URLSearchParams;
  timeoutMs?: number;
  connectTimeoutMs?: number;
  maxBytes?: number;
  allowHosts?: readonly string[];
  allowPrivate?: readonly string[];
  redirects?: number;
  schemes?: readonly ('http:' | 'https:')[];
  signal?: AbortSignal;
}

export interface SafeResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The final URL (after any followed redirects). */
  url: string;
  text(): string;
  json(): unknown;
}

const DEFAULTS = { timeoutMs: 15_000, connectTimeoutMs: 5_000, maxBytes: 10 * 1024 * 1024 };

/** Scheme, host and path of a URL — never its query (which may carry an access token). */
export const redactUrl = (url: string | URL) => {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return '[invalid url]';
  }
};

const defaultPort = (u: URL) => u.port || (u.protocol === 'https:' ? '443' : '80');
const bareHost = (u: URL) => u.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** True when `host:port` of the URL is listed in the private allowlist (e.g. OUTBOUND_ALLOWLIST). */
export function isPrivateAllowed(u: URL, allowPrivate: readonly string[] = []): boolean {
  const key = `${bareHost(u)}:${defaultPort(u)}`;
  return allowPrivate.some((entry) => entry.toLowerCase().replace(/^\[|\](?=:)/g, '') === key);
}

/** Host allowlist matching: exact host, or '*.example.com' for any subdomain of example.com. */
export function hostAllowed(host: string, allowHosts: readonly string[]): boolean {
  const h = host.toLowerCase();
  return allowHosts.some((rule) => {
    const r = rule.toLowerCase();
    if (r.startsWith('*.')) return h.endsWith(r.slice(1)) && h.length > r.length - 1;
    return h === r;
  });
}

/** Only globally routable unicast addresses are public (loopback, RFC 1918, link-local, CGNAT… are not). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const list = Array.isArray(addresses) ? addresses : [];
      if (list.length === 0) return callback(new OutboundError('blocked', 'The host did not resolve'), '', 0);
      if (!allowPrivate && list.some((a) => !isPublicAddress(a.address))) {
        return callback(new OutboundError('blocked', 'The destination address is not allowed'), '', 0);
      }
      if (options.all) return callback(null, list);
      const first = list[0]!;
      return callback(null, first.address, first.family);
    });
  };
}

function validateTarget(u: URL, opts: SafeFetchOptions): { privateOk: boolean } {
  const schemes = opts.schemes ?? ['https:', 'http:'];
  if (!(schemes as readonly string[]).includes(u.protocol)) {
    throw new OutboundError('blocked', `The URL scheme ${u.protocol} is not allowed`);
  }
  if (u.username || u.password) throw new OutboundError('blocked', 'URLs with credentials are not allowed');
  const host = bareHost(u);
  if (opts.allowHosts && !hostAllowed(host, opts.allowHosts)) {
    throw new OutboundError('blocked', `The host ${host} is not allowed here`);
  }
  const privateOk = isPrivateAllowed(u, opts.allowPrivate);
  if (!privateOk) {
    const port = defaultPort(u);
    if (port !== '443' && port !== '80') throw new OutboundError('blocked', `The port ${port} is not allowed`);
    if (ipaddr.isValid(host) && !isPublicAddress(host)) {
      throw new OutboundError('blocked', 'The destination address is not allowed');
    }
  }
  return { privateOk };
}

function once(u: URL, opts: SafeFetchOptions, deadline: AbortSignal): Promise<Omit<SafeResponse, 'text' | 'json'>> {
  const { privateOk } = validateTarget(u, opts);
  const maxBytes = opts.maxBytes ?? DEFAULTS.maxBytes;
  const body = opts.body instanceof URLSearchParams ? opts.body.toString() : (opts.body as string | Buffer | undefined);
  const headers: Record<string, string> = { 'user-agent': 'Inkgram/1.0', ...opts.headers };
  if (opts.body instanceof URLSearchParams && !Object.keys(headers).some((k) => k.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  const mod = u.protocol === 'https:' ? https : http;

  return new Promise((resolve, reject) => {
    const req = mod.request(u, {
      method: opts.method ?? 'GET',
      headers,
      lookup: guardedLookup(privateOk),
      agent: false,
      signal: deadline,
    });
    const connectTimer = setTimeout(
      () => req.destroy(new OutboundError('timeout', 'Timed out connecting')),
      opts.connectTimeoutMs ?? DEFAULTS.connectTimeoutMs,
    );
    req.on('socket', (socket) => {
      socket.once(u.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
    });
    req.on('error', (err) => {
      clearTimeout(connectTimer);
      if (err instanceof OutboundError) return reject(err);
      if (deadline.aborted) return reject(new OutboundError('timeout', 'The request timed out'));
      reject(new OutboundError('network', `Could not reach ${u.host}`));
    });
    req.on('response', (res) => {
      clearTimeout(connectTimer);
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        res.destroy();
        return reject(new OutboundError('too_large', 'The response is too large'));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          res.destroy();
          return reject(new OutboundError('too_large', 'The response is too large'));
        }
        chunks.push(chunk);
      });
      res.on('error', () =>
        reject(new OutboundError(deadline.aborted ? 'timeout' : 'network', 'The response was interrupted')),
      );
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), url: u.toString() }),
      );
    });
    req.end(body);
  });
}

export async function safeFetch(url: string | URL, opts: SafeFetchOptions = {}): Promise<SafeResponse> {
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    throw new OutboundError('blocked', 'The URL is not valid');
  }
  const timeoutMs = opts.timeoutMs ?? DEFAULTS.timeoutMs;
  const deadline = opts.signal
    ? AbortSignal.any([opts.signal, AbortSignal.timeout(timeoutMs)])
    : AbortSignal.timeout(timeoutMs);
  let hops = 0;
  for (;;) {
    const res = await once(current, opts, deadline);
    const location = res.headers.location;
    if (res.status >= 300 && res.status < 400 && location && (opts.redirects ?? 0) > 0) {
      if (hops >= (opts.redirects ?? 0)) throw new OutboundError('redirect', 'Too many redirects');
      hops++;
      current = new URL(location, current); // validated again by once()
      continue;
    }
    return {
      ...res,
      text: () => res.body.toString('utf8'),
      json: () => JSON.parse(res.body.toString('utf8')) as unknown,
    };
  }
}
