import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

/** A built client as `vite build` leaves it: each hashed asset with its .br and .gz copies. */
const source = `export const greeting = ${JSON.stringify('Golden light over the river. '.repeat(200))};\n`;
let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'inkgram-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Inkgram</title><div id="root"></div>');
  const asset = path.join(clientDir, 'assets', 'index-abc123.js');
  writeFileSync(asset, source);
  writeFileSync(`${asset}.br`, brotliCompressSync(source));
  writeFileSync(`${asset}.gz`, gzipSync(source));
  t = await createTestApp({}, { clientDir });
});
afterAll(() => t?.close());

const get = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/assets/index-abc123.js',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressed client assets', () => {
  it('sends brotli to a browser that accepts it', async () => {
    const res = await get('gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(source.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(source);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const res = await get('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(source);
  });

  it('sends the file as it is without Accept-Encoding, or when only identity is accepted', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get(accept);
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(res.headers.vary, String(accept)).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe(source);
    }
  });
});
