import type { LookupAddress, lookup as dnsLookup } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { outboundFailure, useOutboundTarget } from '../../../test/fakes/outbound/target';
import { hostAllowed, isPublicAddress, redactUrl, refuseUrl, safeFetch } from './safe-fetch';

const target = useOutboundTarget();
const blocked = (url: string, opts = {}) => outboundFailure(safeFetch(url, opts));
const resolvingTo = (address: string) =>
  ((_h: string, _o: object, cb: (e: Error | null, a: LookupAddress[]) => void) =>
    cb(null, [{ address, family: 4 }])) as unknown as typeof dnsLookup;

describe('address rules', () => {
  it('classifies addresses: only global unicast is public, IPv4-mapped IPv6 judged as IPv4', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
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
      '::ffff:10.1.2.3',
      'fd00::1',
      'fe80::1',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });

  it('matches host patterns', () => {
    expect(hostAllowed('scontent-lis1-1.cdninstagram.com', ['*.cdninstagram.com'])).toBe(true);
    expect(hostAllowed('cdninstagram.com.evil.net', ['*.cdninstagram.com'])).toBe(false);
    expect(hostAllowed('evilcdninstagram.com', ['*.cdninstagram.com'])).toBe(false);
  });

  it('refuses schemes, credentials, ports and private literals or names before connecting', () => {
    const httpsOnly = { schemes: ['https:'] as const };
    expect(refuseUrl('file:///etc/passwd', httpsOnly)).toBe('must use https');
    expect(refuseUrl('gopher://example.com', httpsOnly)).toBe('must use https');
    expect(refuseUrl('http://example.com', httpsOnly)).toBe('must use https');
    expect(refuseUrl('file:///etc/passwd')).toBe('must use http or https');
    expect(refuseUrl('https://user:pw@example.com', httpsOnly)).toMatch(/user name or password/);
    expect(refuseUrl('https://example.com:8443', httpsOnly)).toMatch(/port/);
    expect(refuseUrl('http://example.com:8080/')).toMatch(/port/);
    expect(refuseUrl('https://0x7f.1', httpsOnly)).toMatch(/private/);
    expect(refuseUrl('https://[::ffff:a9fe:a9fe]', httpsOnly)).toMatch(/private/);
    expect(refuseUrl('https://metadata.google.internal', httpsOnly)).toMatch(/private/);
    expect(refuseUrl('https://intranet', httpsOnly)).toMatch(/private/);
    expect(refuseUrl('https://example.com/wp', httpsOnly)).toBeUndefined();
    const allowPrivate = [`127.0.0.1:${target.port}`];
    expect(refuseUrl(`http://127.0.0.1:${target.port}/`, { ...httpsOnly, allowPrivate })).toBeUndefined();
  });

  it('never puts a query string in what it reports', () => {
    expect(redactUrl('https://graph.example.com/me?access_token=SECRET')).toBe('https://graph.example.com/me');
  });
});

describe('safeFetch', () => {
  it('blocks loopback, private and metadata addresses in every spelling, sending nothing', async () => {
    const before = target.hits;
    for (const host of [
      '127.0.0.1',
      `127.0.0.1:${target.port}`,
      'localhost',
      '2130706433',
      '0x7f.0.0.1',
      '127.1',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '0.0.0.0',
      '169.254.169.254',
      '10.0.0.1',
    ]) {
      const err = await blocked(`http://${host}/`);
      expect(err.kind, host).toBe('blocked');
      expect(err.sent).toBe(false);
    }
    expect((await blocked('file:///etc/passwd')).kind).toBe('blocked');
    expect((await blocked('http://user:pw@example.com/')).kind).toBe('blocked');
    expect((await blocked('http://example.com:8080/')).kind).toBe('blocked');
    expect(target.hits).toBe(before);
  });

  it('reaches an allow-listed private host:port, and enforces the host allowlist', async () => {
    const res = await safeFetch(`${target.origin}/`, { allowPrivate: [target.hostPort] });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.header('Content-Type')).toBe('application/json');
    expect(res.header('x-multi')).toBe('a, b');
    expect(res.header('x-absent')).toBeNull();
    const otherPort = [`127.0.0.1:${target.port + 1}`];
    expect((await blocked(`${target.origin}/`, { allowPrivate: otherPort })).kind).toBe('blocked');
    const cdnOnly = { allowPrivate: [target.hostPort], allowHosts: ['*.cdninstagram.com'] };
    expect((await blocked(`${target.origin}/`, cdnOnly)).kind).toBe('blocked');
  });

  it('checks the resolved address at connect time (DNS rebinding) and fails closed when resolution fails', async () => {
    const rebound = await blocked('https://rebind.example.com/', { lookup: resolvingTo('127.0.0.1') });
    expect(rebound).toMatchObject({ kind: 'blocked', sent: false });
    expect(rebound.message).toMatch(/private or reserved/);
    const mapped = await blocked('https://rebind.example.com/', { lookup: resolvingTo('::ffff:169.254.169.254') });
    expect(mapped.kind).toBe('blocked');
    const broken = ((_h: string, _o: object, cb: (e: Error | null) => void) =>
      cb(Object.assign(new Error('nope'), { code: 'ENOTFOUND' }))) as unknown as typeof dnsLookup;
    expect((await blocked('https://gone.example.com/', { lookup: broken })).kind).toBe('dns');
    const empty = ((_h: string, _o: object, cb: (e: Error | null, a: LookupAddress[]) => void) =>
      cb(null, [])) as unknown as typeof dnsLookup;
    expect((await blocked('https://empty.example.com/', { lookup: empty })).kind).toBe('dns');
  });

  it('does not follow redirects unless asked, and re-checks every hop', async () => {
    const opts = { allowPrivate: [target.hostPort] };
    expect((await safeFetch(`${target.origin}/redirect`, opts)).status).toBe(302);
    expect((await blocked(`${target.origin}/redirect`, { ...opts, redirects: 2 })).kind).toBe('blocked');
    const followed = await safeFetch(`${target.origin}/hop`, { ...opts, redirects: 1 });
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`${target.origin}/`);
    expect((await safeFetch(`${target.origin}/hop`, opts)).status).toBe(302);
  });

  it('caps the body size whether declared or streamed', async () => {
    const opts = { allowPrivate: [target.hostPort], maxBytes: 1024 * 1024 };
    expect((await blocked(`${target.origin}/big`, opts)).kind).toBe('too_large');
    expect((await blocked(`${target.origin}/big-declared`, opts)).kind).toBe('too_large');
  });

  it('enforces the deadline, says the request was sent, and keeps tokens out of the message', async () => {
    const slow = await blocked(`${target.origin}/slow?access_token=SECRET`, {
      allowPrivate: [target.hostPort],
      timeoutMs: 300,
    });
    expect(slow).toMatchObject({ kind: 'timeout', sent: true });
    const refused = await blocked('http://10.0.0.1/x?access_token=SECRET');
    for (const err of [slow, refused]) expect(err.message).not.toContain('SECRET');
  });
});
