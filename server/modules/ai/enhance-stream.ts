import type { EnhanceBlogInput, EnhanceStreamEvent } from '@common/blog-generation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../lib/policy';
import { answerStream } from './answer-stream';
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
  return answerStream<EnhanceStreamEvent>(
    request,
    reply,
    {
      partialIntervalMs: PARTIAL_INTERVAL_MS,
      stoppedEvent: 'enhancement_stopped',
      failedMessage: 'assistant stream failed',
    },
    async ({ signal, partial }) => ({
      type: 'done',
      result: await ai.enhance(actor, input, signal, (content) => partial({ type: 'partial', content })),
    }),
  );
}
