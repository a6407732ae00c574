import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sink } from './topic-hub';

const KEEPALIVE_MS = 20_000;

/**
 * Turns a reply into a server-sent-events stream (Fastify steps aside: hijack) and returns a sink
 * writing `event:`/`data:` frames. A comment line every 20 s keeps proxies from closing it;
 * `onClose` runs once when the client goes away.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  onClose: () => void,
): Sink {
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    connection: 'keep-alive',
  });
  raw.write('retry: 2000\n\n');
  const keepalive = setInterval(() => raw.write(': keepalive\n\n'), KEEPALIVE_MS);
  request.raw.on('close', () => {
    clearInterval(keepalive);
    onClose();
  });
  return {
    userId,
    send: (name, data) => void raw.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
    close: () => raw.end(),
  };
}
