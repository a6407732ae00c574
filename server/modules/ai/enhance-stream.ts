import type { EnhanceBlogInput, EnhanceStreamEvent } from '@common/blogs';
import { ERROR_CODES } from '@common/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { abortOnClose } from '../../lib/abort-on-close';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { eventWriter } from '../../lib/realtime/sse';
import type { aiService } from './ai.service';

/** Minimum gap between two partial events (the browser redraws the proposal on each). */
const PARTIAL_INTERVAL_MS = 50;

/**
 * POST /api/enhance-blog/stream (docs/decisions/035): the assistant on a selection, as server-sent
 * events — `partial` with the answer so far, then one `done` carrying what POST /api/enhance-blog
 * answers, or one `error`. The same checks, writer and budget as the JSON route: refusals before
 * the writer starts (404, 403, 409, 429) are ordinary JSON answers. Closing the connection (the
 * writer's Stop or Escape) aborts the writer.
 */
export async function streamEnhancement(
  ai: ReturnType<typeof aiService>,
  actor: Actor,
  input: EnhanceBlogInput,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const signal = abortOnClose(reply);
  const stream = eventWriter(reply);
  const send = (event: EnhanceStreamEvent) => stream.send(event);

  let lastSent = 0;
  let pending: EnhanceStreamEvent | undefined;
  try {
    const result = await ai.enhance(actor, input, signal, (content) => {
      pending = { type: 'partial', content };
      if (Date.now() - lastSent < PARTIAL_INTERVAL_MS) return;
      lastSent = Date.now();
      send(pending);
      pending = undefined;
    });
    if (pending) send(pending);
    send({ type: 'done', result });
  } catch (error) {
    if (signal.aborted) {
      request.log.info({ event: 'enhancement_stopped' }, 'assistant stopped by the client');
      stream.end();
      return reply;
    }
    // Before the first byte, errors take the normal JSON path (404, 429…).
    if (!stream.started) throw error;
    const app = error instanceof AppError ? error : undefined;
    if (!app) request.log.error({ err: error }, 'assistant stream failed');
    send({
      type: 'error',
      message: app?.message ?? 'Something went wrong on our side. Please try again.',
      code: app?.code ?? ERROR_CODES.internal,
    });
  }
  stream.end();
  return reply;
}
