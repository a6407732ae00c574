import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAllowed, isPublicAddress, OutboundError, safeFetch } from './safe-fetch';

let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/redirect') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
      return res.end();
    }
    if (req.url === '/big') {
      res.writeHead(200);
      return res.end(Buffer.alloc(2048));
    }
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hello');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const blocked = async (url: string, opts = {}) => {
  const err = await safeFetch(url, opts).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(OutboundError);
  return err as OutboundError;
};

describe('safeFetch', () => {
  it('blocks loopback, private and metadata addresses in every spelling', async () => {
    for (const host of [
      '127.0.0.1',
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
      expect(err.kind).toBe('blocked');
    }
  });

  it('blocks non-http schemes, credentials and odd ports', async () => {
    expect((await blocked('file:///etc/passwd')).kind).toBe('blocked');
    expect((await blocked('http://user:pw@example.com/')).kind).toBe('blocked');
    expect((await blocked('http://example.com:8080/')).kind).toBe('blocked');
  });

  it('reaches an allow-listed private host:port, and enforces the host allowlist', async () => {
    const res = await safeFetch(`http://127.0.0.1:${port}/`, { allowPrivate: [`127.0.0.1:${port}`] });
    expect(res.status).toBe(200);
    expect(res.text()).toBe('hello');
    expect((await blocked(`http://127.0.0.1:${port}/`, { allowPrivate: [`127.0.0.1:${port + 1}`] })).kind).toBe(
      'blocked',
    );
    expect(
      (
        await blocked(`http://127.0.0.1:${port}/`, {
          allowPrivate: [`127.0.0.1:${port}`],
          allowHosts: ['*.cdninstagram.com'],
        })
      ).kind,
    ).toBe('blocked');
  });

  it('does not follow redirects unless asked, and re-checks every hop', async () => {
    const opts = { allowPrivate: [`127.0.0.1:${port}`] };
    expect((await safeFetch(`http://127.0.0.1:${port}/redirect`, opts)).status).toBe(302);
    expect((await blocked(`http://127.0.0.1:${port}/redirect`, { ...opts, redirects: 2 })).kind).toBe('blocked');
  });

  it('caps the body size', async () => {
    const err = await blocked(`http://127.0.0.1:${port}/big`, { allowPrivate: [`127.0.0.1:${port}`], maxBytes: 1024 });
    expect(err.kind).toBe('too_large');
  });

  it('classifies addresses and host patterns', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('::ffff:10.1.2.3')).toBe(false);
    expect(isPublicAddress('fd00::1')).toBe(false);
    expect(hostAllowed('scontent-lis1-1.cdninstagram.com', ['*.cdninstagram.com'])).toBe(true);
    expect(hostAllowed('cdninstagram.com.evil.net', ['*.cdninstagram.com'])).toBe(false);
    expect(hostAllowed('evilcdninstagram.com', ['*.cdninstagram.com'])).toBe(false);
  });
});
