import type { IncomingMessage } from 'node:http';
import type { App } from '../types';

/** How long the rest of a refused upload is read and thrown away before the answer goes out anyway. */
export const DRAIN_MAX_MS = 30_000;

/**
 * An error answered before the request body was all received (413 over the body limit, 403, 415…):
 * Fastify closes the connection after the answer, and closing a socket with the client's bytes
 * still unread makes the kernel send a reset, so a client still uploading sees EPIPE/ECONNRESET
 * and never the answer. So the rest of the body is read and discarded first (for at most
 * DRAIN_MAX_MS), then the answer is sent and the connection closed cleanly.
 */
export function registerUnreadBodyDrain(app: App) {
  // Callback style: the common case (a success, or a body already read) costs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode < 400 || request.raw.complete) return done(null, payload);
    void drainUnreadBody(request.raw).then(() => done(null, payload));
  });
}

export function drainUnreadBody(req: IncomingMessage, maxMs = DRAIN_MAX_MS): Promise<void> {
  if (req.complete || req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      req.off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    req.on('end', done).on('close', done).on('error', done);
    req.resume();
  });
}
