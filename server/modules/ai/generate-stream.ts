import type { GenerateStreamEvent } from '@common/blog-generation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../lib/policy';
import { answerStream } from './answer-stream';
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
  return answerStream<GenerateStreamEvent>(
    request,
    reply,
    {
      partialIntervalMs: PARTIAL_INTERVAL_MS,
      stoppedEvent: 'generation_stopped',
      failedMessage: 'generation stream failed',
    },
    async ({ signal, send, partial }) => ({
      type: 'done',
      blog: await ai.generate(actor, postId, {
        signal,
        angle,
        onPack: (p) => send({ type: 'pack', done: p.done, total: p.total, step: p.step }),
        onPartial: (p) => partial({ type: 'partial', title: p.title, content: p.content }),
      }),
    }),
  );
}
