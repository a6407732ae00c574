import { ERROR_CODES } from '@common/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { abortOnClose } from '../../lib/abort-on-close';
import { AppError } from '../../lib/errors';
import { eventWriter } from '../../lib/realtime/sse';

type ErrorEvent = { type: 'error'; message: string; code: string };

/** What a writer's stream gives its work: the abort signal, and ways to send events. */
export interface AnswerStream<E> {
  signal: AbortSignal;
  send(event: E): void;
  /** A `partial` event, sent at most every `partialIntervalMs` (the latest is never lost). */
  partial(event: E): void;
}

/**
 * Runs a writer as server-sent events (the generate and enhance streams): partial events
 * throttled, then the `done` event `work` returns. Closing the connection aborts `signal`; an
 * error before the first byte takes the normal JSON path (404, 429…), after it becomes one
 * `error` event.
 */
export async function answerStream<E extends { type: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { partialIntervalMs: number; stoppedEvent: string; failedMessage: string },
  work: (stream: AnswerStream<E>) => Promise<E>,
) {
  const signal = abortOnClose(reply);
  const stream = eventWriter(reply);
  const send = (event: E | ErrorEvent) => stream.send(event);
  let lastSent = 0;
  let pending: E | undefined;
  const partial = (event: E) => {
    pending = event;
    if (Date.now() - lastSent < opts.partialIntervalMs) return;
    lastSent = Date.now();
    send(event);
    pending = undefined;
  };
  try {
    const done = await work({ signal, send, partial });
    if (pending) send(pending);
    send(done);
  } catch (error) {
    if (signal.aborted) {
      request.log.info({ event: opts.stoppedEvent }, 'stopped by the client');
      stream.end();
      return reply;
    }
    if (!stream.started) throw error;
    const app = error instanceof AppError ? error : undefined;
    if (!app) request.log.error({ err: error }, opts.failedMessage);
    send({
      type: 'error',
      message: app?.message ?? 'Something went wrong on our side. Please try again.',
      code: app?.code ?? ERROR_CODES.internal,
    });
  }
  stream.end();
  return reply;
}
