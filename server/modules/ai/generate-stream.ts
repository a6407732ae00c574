import type { GenerateStreamEvent } from '@common/blogs';
import { ERROR_CODES } from '@common/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { abortOnClose } from '../../lib/abort-on-close';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { eventWriter } from '../../lib/realtime/sse';
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
  actor: Actor,
  { postId, angle }: { postId: number; angle?: number | undefined },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const signal = abortOnClose(reply);
  const stream = eventWriter(reply);
  const send = (event: GenerateStreamEvent) => stream.send(event);

  let lastSent = 0;
  let pending: GenerateStreamEvent | undefined;
  try {
    const blog = await ai.generate(actor, postId, {
      signal,
      angle,
      onPack: (p) => send({ type: 'pack', done: p.done, total: p.total, step: p.step }),
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
    if (signal.aborted) {
      request.log.info({ event: 'generation_stopped' }, 'generation stopped by the client');
      stream.end();
      return reply;
    }
    // Before the first byte, errors take the normal JSON path (404, 429…).
    if (!stream.started) throw error;
    const app = error instanceof AppError ? error : undefined;
    if (!app) request.log.error({ err: error }, 'generation stream failed');
    send({
      type: 'error',
      message: app?.message ?? 'Something went wrong on our side. Please try again.',
      code: app?.code ?? ERROR_CODES.internal,
    });
  }
  stream.end();
  return reply;
}
