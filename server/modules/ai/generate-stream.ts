import type { GenerateStreamEvent } from '@common/blogs';
import { ERROR_CODES } from '@common/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import type { aiService } from './ai.service';

/** Minimum gap between two partial events (the browser re-renders on each). */
const PARTIAL_INTERVAL_MS = 80;

/**
 * POST /api/generate-blog/stream: server-sent events while the writer works — `partial` events
 * with the title and the (sanitized) content so far, then one `done` with the validated blog, or
 * one `error`. Closing the connection aborts the model call (the Stop button).
 */
export async function streamGeneration(
  ai: ReturnType<typeof aiService>,
  userId: number,
  postId: number,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  let started = false;
  const send = (event: GenerateStreamEvent) => {
    if (!started) {
      started = true;
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
    }
    if (!reply.raw.destroyed) reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
  };

  let lastSent = 0;
  let pending: GenerateStreamEvent | undefined;
  try {
    const blog = await ai.generate(userId, postId, {
      signal: controller.signal,
      onPartial: (p) => {
        pending = { type: 'partial', title: p.title, content: p.content };
        if (Date.now() - lastSent < PARTIAL_INTERVAL_MS) return;
        lastSent = Date.now();
        send(pending);
        pending = undefined;
      },
    });
    if (pending) send(pending);
    send({ type: 'done', blog });
  } catch (error) {
    if (controller.signal.aborted) {
      request.log.info({ event: 'generation_stopped' }, 'generation stopped by the client');
      if (started) reply.raw.end();
      return reply;
    }
    // Before the first byte, errors take the normal JSON path (404, 429…).
    if (!started) throw error;
    const app = error instanceof AppError ? error : undefined;
    if (!app) request.log.error({ err: error }, 'generation stream failed');
    send({
      type: 'error',
      message: app?.message ?? 'Something went wrong on our side. Please try again.',
      code: app?.code ?? ERROR_CODES.internal,
    });
  }
  if (started) reply.raw.end();
  return reply;
}
