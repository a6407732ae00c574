import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { ERROR_CODES } from '@common/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/helpers/agent';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/helpers/test-app';

const MB = 1024 * 1024;
const TOO_LARGE = { message: 'The request body is too large.', code: ERROR_CODES.payloadTooLarge };

let t: TestApp;
let port: number;
/** A signed-in creator's cookie: a guarded route answers an anonymous caller 401 before reading its body. */
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const agent = new Agent(t.app);
  await agent.register();
  cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * A plain client over a real socket that sends the whole request (head and `total` bytes of body,
 * with Content-Length or chunked) before it reads the answer, as simple clients do.
 */
function upload(
  path: string,
  total: number,
  chunked: boolean,
  withCookie = true,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const received: Buffer[] = [];
    socket.on('error', reject);
    socket.on('data', (d: Buffer) => received.push(d));
    socket.on('end', () => {
      const text = Buffer.concat(received).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      resolve({ status, body: body ? (JSON.parse(body) as unknown) : undefined });
    });
    socket.pause(); // read nothing until the upload is done
    socket.once('connect', () => void send());
    async function send() {
      const framing = chunked ? 'transfer-encoding: chunked' : `content-length: ${total}`;
      socket.write(
        `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\norigin: ${TEST_ORIGIN}\r\n` +
          `sec-fetch-site: same-origin\r\nconnection: close\r\n${withCookie ? `cookie: ${cookie}\r\n` : ''}` +
          `${framing}\r\n\r\n`,
      );
      const piece = Buffer.alloc(MB, 'a');
      const write = (b: Buffer | string) =>
        new Promise<void>((ok, fail) => socket.write(b, (err) => (err ? fail(err) : ok())));
      try {
        for (let sent = 0; sent < total; sent += piece.length) {
          await (chunked ? write(`${piece.length.toString(16)}\r\n${piece.toString()}\r\n`) : write(piece));
        }
        if (chunked) await write('0\r\n\r\n');
        socket.resume();
      } catch (err) {
        reject(err as Error);
      }
    }
  });
}

describe('request bodies over the limit', () => {
  it('answer 413 with the error body to a 100 MB upload with its Content-Length', async () => {
    expect(await upload('/api/blogs', 100 * MB, false)).toEqual({ status: 413, body: TOO_LARGE });
  }, 30_000);

  it('answer 413 with the error body to a 100 MB chunked upload', async () => {
    expect(await upload('/api/blogs', 100 * MB, true)).toEqual({ status: 413, body: TOO_LARGE });
  }, 30_000);

  it('answer an anonymous 100 MB upload to a signed-in route with 401, before reading it', async () => {
    expect(await upload('/api/blogs', 100 * MB, false, false)).toMatchObject({
      status: 401,
      body: { code: ERROR_CODES.unauthenticated },
    });
  }, 30_000);

  it('answer 413 on a route with the default 1 MB limit, and keep serving', async () => {
    expect(await upload('/api/login', 20 * MB, true)).toEqual({ status: 413, body: TOO_LARGE });
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  }, 30_000);

  it('answer 413 to fetch() sending 100 MB at once', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/blogs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', cookie },
      body: Buffer.alloc(100 * MB, 'a'),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
  }, 30_000);
});
