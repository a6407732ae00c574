import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupAddress, lookup as dnsLookup } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeHttpClient, HttpFailure, isPublicAddress, refuseUrl } from './http';

let server: http.Server;
let port = 0;
let hits = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits++;
    if (req.url === '/redirect') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      return res.end();
    }
    if (req.url === '/big') {
      res.writeHead(200); // chunked: no Content-Length to trust
      return res.end(Buffer.alloc(2 * 1024 * 1024));
    }
    if (req.url === '/slow') return; // never answers
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const failureOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    if (err instanceof HttpFailure) return err;
    throw err;
  }
  throw new Error('expected a failure');
};

describe('SSRF-safe publisher HTTP client', () => {
  it('classifies addresses: only global unicast is public, IPv4-mapped IPv6 judged as IPv4', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::ffff:127.0.0.1',
      'fd00::1',
      'fe80::1',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });

  it('refuses schemes, credentials, ports and private literals before connecting', () => {
    const none = new Set<string>();
    expect(refuseUrl('file:///etc/passwd', none)).toBe('must use https');
    expect(refuseUrl('gopher://example.com', none)).toBe('must use https');
    expect(refuseUrl('http://example.com', none)).toBe('must use https');
    expect(refuseUrl('https://user:pw@example.com', none)).toMatch(/user name or password/);
    expect(refuseUrl('https://example.com:8443', none)).toMatch(/port/);
    expect(refuseUrl('https://0x7f.1', none)).toMatch(/private/);
    expect(refuseUrl('https://[::ffff:a9fe:a9fe]', none)).toMatch(/private/);
    expect(refuseUrl('https://example.com/wp', none)).toBeUndefined();
    expect(refuseUrl(`http://127.0.0.1:${port}/`, new Set([`127.0.0.1:${port}`]))).toBeUndefined();
  });

  it('reaches an allowlisted local host, and refuses the same host when not allowlisted without sending anything', async () => {
    const allowed = createSafeHttpClient({ allowlist: [`127.0.0.1:${port}`] });
    const res = await allowed(`http://127.0.0.1:${port}/`);
    expect(res.status).toBe(200);
    expect(JSON.parse(await res.text())).toEqual({ ok: true });
    const before = hits;
    const refused = await failureOf(createSafeHttpClient({ allowlist: [] })(`http://127.0.0.1:${port}/`));
    expect(refused.reason).toBe('not_allowed');
    expect(hits).toBe(before);
  });

  it('checks the resolved address at connect time (DNS rebinding) and treats a failed lookup as an error', async () => {
    const rebinding = ((_h: string, _o: object, cb: (e: Error | null, a: LookupAddress[]) => void) =>
      cb(null, [{ address: '127.0.0.1', family: 4 }])) as unknown as typeof dnsLookup;
    const client = createSafeHttpClient({ allowlist: [], lookup: rebinding });
    expect((await failureOf(client('https://rebind.example.com/'))).reason).toBe('not_allowed');
    const broken = ((_h: string, _o: object, cb: (e: Error | null) => void) =>
      cb(Object.assign(new Error('nope'), { code: 'ENOTFOUND' }))) as unknown as typeof dnsLookup;
    expect(
      (await failureOf(createSafeHttpClient({ allowlist: [], lookup: broken })('https://gone.example.com/'))).reason,
    ).toBe('dns');
  });

  it('never follows redirects, caps the streamed body, and enforces the deadline', async () => {
    const client = createSafeHttpClient({ allowlist: [`127.0.0.1:${port}`] });
    const redirect = await client(`http://127.0.0.1:${port}/redirect`);
    expect(redirect.status).toBe(302);
    expect((await failureOf(client(`http://127.0.0.1:${port}/big`, { maxBytes: 1024 * 1024 }))).reason).toBe(
      'too_large',
    );
    const slow = await failureOf(client(`http://127.0.0.1:${port}/slow`, { timeoutMs: 300 }));
    expect(slow).toMatchObject({ reason: 'timeout', sent: true });
  });
});
