import type { Message, MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from '@fedify/fedify';
import type { JobQueue } from '../../jobs/queue';
import type { Keyring } from '../../lib/crypto/keyring';

/** The pg-boss queue Fedify's deliveries and fan-outs run on (registered by server/jobs/fediverse.ts). */
export const FEDIVERSE_QUEUE = 'fediverse.deliver';

/** A queued Fedify message carries the actor's private keys: it is stored encrypted, like the keys. */
const CONTEXT = { table: 'pgboss.job', column: 'data', ownerId: 0 };

export interface SealedMessage {
  sealed: string;
}

/**
 * Fedify's MessageQueue on the project's job system (docs/decisions/044-fediverse-with-fedify.md):
 * each outgoing delivery (one per inbox) and each fan-out is a pg-boss job. Fedify retries a failed
 * delivery itself, with exponential back-off, by enqueueing it again with a delay (nativeRetrial is
 * false), and drops it after the policy's last attempt, so a dead inbox never holds up the others.
 * The worker (server/jobs/fediverse.ts) hands each job to `federation.processQueuedTask`; `listen`
 * is not used (the federation is built with manuallyStartQueue and never started).
 */
export class JobMessageQueue implements MessageQueue {
  readonly nativeRetrial = false;

  constructor(
    private readonly queue: JobQueue,
    private readonly keyring: Keyring,
  ) {}

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    const delayMs = options?.delay ? Math.max(0, options.delay.total({ unit: 'millisecond' })) : 0;
    const data: SealedMessage = { sealed: this.keyring.encrypt(JSON.stringify(message), CONTEXT) };
    await this.queue.send(FEDIVERSE_QUEUE, data, delayMs > 0 ? { startAfter: new Date(Date.now() + delayMs) } : {});
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    for (const message of messages) await this.enqueue(message, options);
  }

  /** The pg-boss worker delivers instead; this only waits for the signal, as the interface asks. */
  listen(_handler: (message: unknown) => Promise<void> | void, options?: MessageQueueListenOptions): Promise<void> {
    return new Promise((resolve) => {
      if (!options?.signal || options.signal.aborted) return resolve();
      options.signal.addEventListener('abort', () => resolve(), { once: true });
    });
  }

  /** The message a job carries, as Fedify queued it. */
  open(data: SealedMessage): Message {
    return JSON.parse(this.keyring.decrypt(data.sealed, CONTEXT)) as Message;
  }
}
