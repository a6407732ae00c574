/**
 * Network guard, installed by setup-guards.ts in every test file: a test may reach loopback only. The tests'
 * fakes (Instagram, publishers, LLM, PostgreSQL) listen on 127.0.0.1; any connection to another
 * host — or a DNS query for one — is refused and fails the test that made it, even when the code
 * under test swallows the error. `allowOutbound(host)` lets one test reach a named host.
 *
 * Two patches cover every client in the process (node:http/https, undici behind fetch, pg):
 *  - `net.Socket.prototype.connect`: an IP literal must be loopback; for a host name, the addresses
 *    its lookup returns (the caller's own `lookup` included, e.g. a test's fake DNS) must be.
 *  - `dns.lookup`: a name that is not loopback is answered ENOTFOUND without asking a resolver.
 */
import dns, { type LookupAddress, type LookupOneOptions } from 'node:dns';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';

type Callback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
type Lookup = (hostname: string, options: LookupOneOptions, callback: Callback) => void;
interface ConnectOptions {
  host?: string;
  port?: number | string;
  path?: string | null;
  lookup?: Lookup;
}
interface GuardState {
  refused: string[];
  allowed: Set<string>;
}

const STATE = Symbol.for('inkgram.test.network-guard');
const store = globalThis as { [STATE]?: GuardState };
// One state per process: the patches below are installed once, the list is read per test.
const state: GuardState = (store[STATE] ??= { refused: [], allowed: new Set() });
state.refused.length = 0;
state.allowed.clear();

/** Lets the current test connect to `host` (a name or an IP); reset after the test. */
export function allowOutbound(host: string) {
  state.allowed.add(bare(host));
}

const bare = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase();

/** Loopback, or this host's any-address (which Linux connects to locally). */
export function isLoopback(host: string): boolean {
  const h = bare(host);
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (net.isIPv4(h)) return h.startsWith('127.') || h === '0.0.0.0';
  if (net.isIPv6(h)) return h === '::1' || h === '::' || /^::ffff:(127\.|0\.0\.0\.0$)/.test(h);
  return false;
}

const permitted = (host: string) => isLoopback(host) || state.allowed.has(bare(host));

function refusal(target: string): NodeJS.ErrnoException {
  state.refused.push(target);
  const err: NodeJS.ErrnoException = new Error(
    `Test network guard: outbound connection to ${target} refused (tests reach loopback fakes only; ` +
      'call allowOutbound(host) in a test that truly needs it)',
  );
  err.code = 'ENOTFOUND';
  return err;
}

function install() {
  const marked = net.Socket.prototype as { [STATE]?: true };
  if (marked[STATE]) return;
  marked[STATE] = true;

  const realLookup = dns.lookup as unknown as Lookup;
  const guardedDnsLookup = (hostname: string, ...rest: unknown[]) => {
    if (permitted(hostname)) return (realLookup as (...a: unknown[]) => void)(hostname, ...rest);
    const callback = rest.at(-1) as Callback; // dns.lookup(name, [options,] callback)
    const all = typeof rest[0] === 'object' && (rest[0] as { all?: boolean } | null)?.all === true;
    const err = refusal(`${hostname} (DNS lookup)`);
    process.nextTick(() => callback(err, all ? [] : '', 4));
  };
  (dns as { lookup: unknown }).lookup = guardedDnsLookup;
  syncBuiltinESMExports();

  const connect = net.Socket.prototype.connect as (this: net.Socket, ...args: unknown[]) => net.Socket;
  const guardedConnect = function (this: net.Socket, ...args: unknown[]) {
    const first = args[0];
    // net.connect() hands over its pre-normalized [options, listener] array.
    const options = (Array.isArray(first) ? first[0] : first) as ConnectOptions | number | string | undefined;
    let host: string | undefined;
    let port: unknown;
    if (typeof options === 'number') [host, port] = [typeof args[1] === 'string' ? args[1] : 'localhost', options];
    else if (options && typeof options === 'object' && !options.path) {
      // (a truthy `path` is a Unix socket: local)
      [host, port] = [options.host ?? 'localhost', options.port];
    }
    if (host === undefined || permitted(host)) return connect.apply(this, args);
    if (net.isIP(bare(host))) {
      const err = refusal(`${host}:${String(port)}`);
      process.nextTick(() => this.destroy(err));
      return this;
    }
    // A host name: check what its lookup (the caller's, or dns.lookup) resolves it to.
    const opts = options as ConnectOptions;
    const inner: Lookup = opts.lookup ?? ((h, o, cb) => (dns.lookup as unknown as Lookup)(h, o, cb));
    opts.lookup = (hostname, lookupOptions, callback) =>
      inner(hostname, lookupOptions, (err, address, family) => {
        if (err) return callback(err, address, family);
        const addresses = Array.isArray(address) ? address.map((a) => a.address) : [address];
        const outside = addresses.find((a) => !permitted(a));
        if (outside === undefined || permitted(hostname)) return callback(null, address, family);
        callback(refusal(`${hostname} (${outside}):${String(port)}`), lookupOptions?.all ? [] : '', 4);
      });
    return connect.apply(this, args);
  };
  net.Socket.prototype.connect = guardedConnect as typeof net.Socket.prototype.connect;
}

/** The connections refused since the last call (the allowances end with the test). */
export function takeRefused(): string[] {
  state.allowed.clear();
  return state.refused.splice(0);
}

export { install as installNetworkGuard };
