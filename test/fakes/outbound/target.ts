import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { OutboundError } from '../../../server/lib/http/safe-fetch';

/**
 * A local "somewhere on the internet" for the outbound HTTP tests: a real node:http server on
 * 127.0.0.1 with a redirect to the cloud metadata address, a redirect to itself, oversized bodies
 * (declared and chunked), a request that never gets an answer, and a hit counter that shows
 * whether a refused request reached it.
 */
export interface OutboundTarget {
  port: number;
  origin: string;
  hostPort: string;
  hits: number;
  close(): Promise<void>;
}

export async function startOutboundTarget(target = {} as OutboundTarget): Promise<OutboundTarget> {
  target.hits = 0;
  const server = http.createServer((req, res) => {
    target.hits++;
    if (req.url === '/redirect') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      return res.end();
    }
    if (req.url === '/hop') {
      res.writeHead(302, { location: '/' });
      return res.end();
    }
    if (req.url === '/big') {
      res.writeHead(200); // chunked: no Content-Length to trust
      return res.end(Buffer.alloc(2 * 1024 * 1024));
    }
    if (req.url === '/big-declared') {
      res.writeHead(200, { 'content-length': String(2 * 1024 * 1024) });
      return res.end(Buffer.alloc(2 * 1024 * 1024));
    }
    if (req.url?.startsWith('/slow')) return; // never answers
    res.writeHead(200, { 'content-type': 'application/json', 'x-multi': ['a', 'b'] });
    res.end('{"ok":true}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  target.port = (server.address() as AddressInfo).port;
  target.origin = `http://127.0.0.1:${target.port}`;
  target.hostPort = `127.0.0.1:${target.port}`;
  target.close = async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  };
  return target;
}

/** The target for a test file: started before its tests, closed after them. */
export function useOutboundTarget(): OutboundTarget {
  const handle = {} as OutboundTarget;
  beforeAll(() => startOutboundTarget(handle));
  afterAll(() => handle.close());
  return handle;
}

/** The OutboundError a call fails with (the test fails if it succeeds or throws anything else). */
export async function outboundFailure(p: Promise<unknown>): Promise<OutboundError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutboundError);
  return err as OutboundError;
}
