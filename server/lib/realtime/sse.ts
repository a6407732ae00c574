import type { FastifyReply, FastifyRequest } from 'fastify';
import { eventStreams } from '../metrics';
import { watchStream, type StreamAccess } from './session-watch';
import type { Sink } from './topic-hub';

const KEEPALIVE_MS = 20_000;

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
  connection: 'keep-alive',
};

/** One frame: an optional `event:` line, then the JSON `data:` line. */
const sseFrame = (data: unknown, event?: string) =>
  `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

export interface EventWriter {
  /** Whether the headers went out (Fastify no longer answers this request). */
  readonly started: boolean;
  /** Writes one frame (a no-op once the connection is gone). */
  send(data: unknown, event?: string): void;
  /** Writes raw text, e.g. a `retry:` field or a `:` comment line. */
  write(text: string): void;
  end(): void;
}

/**
 * The one server-sent-events writer. Fastify steps aside (hijack) and the SSE headers go out with
 * the first frame, so that a failure before any frame still answers as ordinary JSON (404, 429…).
 */
export function eventWriter(reply: FastifyReply): EventWriter {
  const raw = reply.raw;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    reply.hijack();
    raw.writeHead(200, SSE_HEADERS);
  };
  const write = (text: string) => {
    start();
    if (!raw.destroyed) raw.write(text);
  };
  return {
    get started() {
      return started;
    },
    write,
    send: (data, event) => write(sseFrame(data, event)),
    end: () => {
      if (started) raw.end();
    },
  };
}

/**
 * A long-lived stream for live views: starts at once, asks the browser to reconnect after 2 s,
 * sends a comment line every 20 s so that proxies keep it open, and runs `onClose` once when the
 * client goes away. It lives as long as the request's session, and as `access` allows (an `ended`
 * event names the reason, docs/decisions/030). Returns the hub's sink for `userId`.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  onClose: () => void,
  access: StreamAccess = {},
): Sink {
  const stream = eventWriter(reply);
  stream.write('retry: 2000\n\n');
  const keepalive = setInterval(() => stream.write(': keepalive\n\n'), KEEPALIVE_MS);
  eventStreams.inc();
  const unwatch = watchStream(request, userId, access, (ended) => {
    stream.send(ended, 'ended');
    stream.end();
  });
  request.raw.on('close', () => {
    clearInterval(keepalive);
    unwatch();
    eventStreams.dec();
    onClose();
  });
  return { userId, send: (name, data) => stream.send(data, name), close: () => stream.end() };
}
