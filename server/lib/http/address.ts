import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The address and URL rules of the outbound HTTP module (docs/architecture.md §8). Pure functions, used
 * by safe-fetch.ts before connecting and, through `guardedLookup`, when the socket connects.
 */
export type Scheme = 'http:' | 'https:';

export interface UrlRules {
  /** Schemes allowed for hosts that are not in `allowPrivate` (default both). */
  schemes?: readonly Scheme[];
  /** Optional host allowlist ('*.example.com' = any subdomain); applies to every host. */
  allowHosts?: readonly string[];
  /** 'host:port' entries (OUTBOUND_ALLOWLIST, configured API bases) exempt from the address rules. */
  allowPrivate?: readonly string[];
}

/** Only globally routable unicast addresses are public; IPv4-mapped IPv6 is judged as the IPv4 it carries. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

const defaultPort = (u: URL) => u.port || (u.protocol === 'https:' ? '443' : '80');
const bareHost = (u: URL) => u.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** `host:port` of a URL, default port filled in (the form OUTBOUND_ALLOWLIST entries take). */
export const hostPortOf = (u: URL) => `${u.hostname.toLowerCase()}:${defaultPort(u)}`;

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

/** Scheme, host and path of a URL — never its query (which may carry an access token). */
export const redactUrl = (url: string | URL) => {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return '[invalid url]';
  }
};

const schemeWords = (schemes: readonly Scheme[]) => (schemes.includes('http:') ? 'http or https' : 'https');

/**
 * Checks a URL before any connection. Returns why it is refused ("must use https", …, completing
 * "URL not allowed: it …"), or undefined. http(s) only, no credentials, the host allowlist; then,
 * unless host:port is in `allowPrivate`: an allowed scheme on its standard port, and no literal
 * private address or obviously internal name (localhost, *.internal, single-label hosts).
 */
export function refuseUrl(raw: string | URL, rules: UrlRules = {}): string | undefined {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return 'is not a valid URL';
  }
  const schemes = rules.schemes ?? ['https:', 'http:'];
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return `must use ${schemeWords(schemes)}`;
  if (u.username || u.password) return 'must not contain a user name or password';
  const host = bareHost(u);
  if (rules.allowHosts && !hostAllowed(host, rules.allowHosts)) return `points to a host not allowed here (${host})`;
  if (isPrivateAllowed(u, rules.allowPrivate)) return undefined;
  if (!(schemes as readonly string[]).includes(u.protocol)) return `must use ${schemeWords(schemes)}`;
  if (u.port) return `must use the standard ${u.protocol === 'https:' ? 'https port (443)' : 'http port (80)'}`;
  if (ipaddr.isValid(host) && !isPublicAddress(host)) return 'points to a private or reserved address';
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || !host.includes('.')) {
    return 'points to a private or reserved address';
  }
  return undefined;
}

/** Why a connect-time lookup refused; safe-fetch turns it into an OutboundError. */
export class LookupRefusal extends Error {
  constructor(
    readonly kind: 'blocked' | 'dns',
    message: string,
  ) {
    super(message);
    this.name = 'LookupRefusal';
  }
}

/**
 * The connect-time check (DNS rebinding): every resolved address must be public unless
 * `checkAddresses` is false (allowlisted host:port). A failed or empty resolution is an error.
 */
export function guardedLookup(checkAddresses: boolean, lookup: typeof dnsLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(new LookupRefusal('dns', `Could not find the host ${hostname}.`), '', 4);
      const list = (Array.isArray(addresses) ? addresses : []) as LookupAddress[];
      if (list.length === 0) return callback(new LookupRefusal('dns', `Could not find the host ${hostname}.`), '', 4);
      if (checkAddresses && list.some((a) => !isPublicAddress(a.address))) {
        const refusal = new LookupRefusal(
          'blocked',
          `URL not allowed: ${hostname} resolves to a private or reserved address`,
        );
        return callback(refusal, '', 4);
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      const first = list[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}
