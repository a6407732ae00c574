import { request } from 'node:http';

/** What a bounded read of one answer gave: its status and (the start of) its body. */
export interface ProbedAnswer {
  statusCode: number;
  body: string;
}

/**
 * Sends a GET that may open a server-sent event stream, over real HTTP (under `inject` a stream
 * that never ends never answers): an error answer is read whole, a stream only until its first
 * bytes, then the connection is dropped. So a 500 on a stream route is still seen, and nothing is
 * left open. Fails if no answer comes within `timeoutMs`.
 */
export function probeStream(
  base: string,
  url: string,
  headers: Record<string, string>,
  timeoutMs = 5_000,
): Promise<ProbedAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(url, base), { method: 'GET', headers }, (res) => {
      const statusCode = res.statusCode ?? 0;
      const streaming = statusCode < 300 && String(res.headers['content-type']).startsWith('text/event-stream');
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        if (streaming || body.length > 64 * 1024) {
          resolve({ statusCode, body });
          req.destroy();
        }
      });
      res.on('end', () => resolve({ statusCode, body }));
      res.on('error', () => resolve({ statusCode, body }));
    });
    req.setTimeout(timeoutMs, () => {
      req.destroy();
      reject(new Error(`GET ${url}: no answer within ${timeoutMs} ms`));
    });
    req.on('error', (err) => {
      if (!req.destroyed) reject(err);
    });
    req.end();
  });
}
