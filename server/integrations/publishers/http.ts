import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The outbound HTTP seam of the publishers. Every call to a platform, including user-supplied
 * WordPress and Ghost URLs, goes through an HttpClient, so tests and the shared SSRF-safe module
 * (server/lib/http, issue 3) can replace this implementation without touching the publishers.
 */
export interface HttpRequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Total deadline for the call, response body included (default 20 s). */
  timeoutMs?: number;
  /** Response bodies larger than this abort the call (default 5 MiB). */
  maxBytes?: number;
}

export interface HttpResponseLike {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  bytes(): Promise<Buffer>;
}

export type HttpClient = (url: string, init?: HttpRequestInit) => Promise<HttpResponseLike>;

/** Why an outbound call never produced a response. `sent` tells whether the request may have reached the server. */
export class HttpFailure extends Error {
  constructor(
    readonly reason: 'not_allowed' | 'dns' | 'connect' | 'timeout' | 'too_large' | 'network',
    message: string,
    readonly sent: boolean,
  ) {
    super(message);
    this.name = 'HttpFailure';
  }
}

export interface SafeHttpOptions {
  /** host:port pairs that may be reached although private (OUTBOUND_ALLOWLIST, configured API hosts). */
  allowlist: readonly string[];
  connectTimeoutMs?: number;
  /** Replaceable for tests (DNS rebinding, failures). */
  lookup?: typeof dnsLookup;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

/** Only globally routable unicast addresses; IPv4-mapped IPv6 is judged as the IPv4 it carries. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

const defaultPort = (protocol: string) => (protocol === 'https:' ? 443 : 80);
const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

export const hostPortOf = (url: URL) => `${url.hostname.toLowerCase()}:${url.port || defaultPort(url.protocol)}`;

/**
 * Checks a URL before any connection: http(s) only, no credentials, and unless the host:port is
 * allowlisted: https on port 443 and no literal private address. Returns the reason it is refused.
 */
export function refuseUrl(raw: string, allowlist: ReadonlySet<string>): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a valid URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must use https';
  if (url.username || url.password) return 'must not contain a user name or password';
  if (allowlist.has(hostPortOf(url))) return undefined;
  if (url.protocol !== 'https:') return 'must use https';
  if (url.port && url.port !== '443') return 'must use the standard https port (443)';
  const host = bareHost(url.hostname);
  if (ipaddr.isValid(host) && !isPublicAddress(host)) return 'points to a private or reserved address';
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || !host.includes('.')) {
    return 'points to a private or reserved address';
  }
  return undefined;
}

/** A connect-time DNS check: every resolved address must be public, else the connection is refused. */
function guardedLookup(lookup: typeof dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = (Array.isArray(addresses) ? addresses : []) as LookupAddress[];
      const bad = list.find((a) => !isPublicAddress(a.address));
      if (list.length === 0 || bad) {
        const refusal = Object.assign(new Error(`${hostname} resolves to a private or reserved address`), {
          code: 'EADDRNOTALLOWED',
        });
        return callback(refusal, '', 4);
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      const first = list[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

function headerGetter(headers: IncomingHttpHeaders) {
  return {
    get(name: string): string | null {
      const v = headers[name.toLowerCase()];
      if (v === undefined) return null;
      return Array.isArray(v) ? v.join(', ') : v;
    },
  };
}

/**
 * node:http(s) with the SSRF rules of security.md §2.5: URL checks before connecting, the resolved
 * address checked at connect time (DNS rebinding), no redirects followed, a total deadline and a
 * body size cap. Allowlisted host:port pairs skip the address checks (LAN WordPress, test fakes).
 */
export function createSafeHttpClient(options: SafeHttpOptions): HttpClient {
  const allowlist = new Set(options.allowlist.map((e) => e.toLowerCase()));
  const lookup = guardedLookup(options.lookup ?? dnsLookup);
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;

  return (rawUrl, init = {}) =>
    new Promise<HttpResponseLike>((resolve, reject) => {
      const refusal = refuseUrl(rawUrl, allowlist);
      if (refusal) return reject(new HttpFailure('not_allowed', `URL not allowed: it ${refusal}`, false));
      const url = new URL(rawUrl);
      const trusted = allowlist.has(hostPortOf(url));
      const transport = url.protocol === 'https:' ? https : http;
      const body = init.body === undefined ? undefined : Buffer.from(init.body);
      const maxBytes = init.maxBytes ?? DEFAULT_MAX_BYTES;
      let sent = false;
      let settled = false;
      const fail = (f: HttpFailure) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        req.destroy();
        reject(f);
      };

      const req = transport.request(url, {
        method: init.method ?? 'GET',
        headers: { ...(body ? { 'content-length': String(body.length) } : {}), ...init.headers },
        ...(trusted ? {} : { lookup }),
        agent: false,
      });
      const deadline = setTimeout(
        () => fail(new HttpFailure('timeout', 'The platform did not answer in time.', sent)),
        init.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      );
      req.setTimeout(connectTimeoutMs, () => {
        if (!sent) fail(new HttpFailure('timeout', 'Could not connect to the platform in time.', false));
      });
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'EADDRNOTALLOWED')
          return fail(new HttpFailure('not_allowed', `URL not allowed: ${err.message}`, false));
        if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') {
          return fail(new HttpFailure('dns', `Could not find the host ${url.hostname}.`, false));
        }
        if (err.code === 'ECONNREFUSED')
          return fail(new HttpFailure('connect', `Could not connect to ${url.host}.`, false));
        fail(new HttpFailure('network', `The connection to ${url.host} failed (${err.code ?? err.message}).`, sent));
      });
      req.on('finish', () => {
        sent = true;
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes)
            return fail(new HttpFailure('too_large', 'The platform sent a response that is too large.', true));
          chunks.push(chunk);
        });
        res.on('error', () => fail(new HttpFailure('network', 'The response was cut off.', true)));
        res.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(deadline);
          const bytes = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: headerGetter(res.headers),
            text: async () => bytes.toString('utf8'),
            bytes: async () => bytes,
          });
        });
      });
      req.end(body);
    });
}
