import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Keyring } from '../../lib/crypto/keyring';
import { renderMail, type MailContent } from '../../lib/mail/layout';
import type { MailMessage } from '../../lib/mail/transport';
import { mailRepository } from './mail.repository';

export const MAIL_QUEUE = 'mail.send';

/** The kinds of email; the record keeps the type, never the content. */
export type MailType =
  | 'password-reset'
  | 'password-changed'
  | 'blog-shared'
  | 'blog-invitation'
  | 'email-verification'
  | 'email-changed'
  | 'notification'
  | 'notification-digest';

const sealContext = (userId: number | null) => ({ table: 'mail_messages', column: 'sealed', ownerId: userId ?? 0 });

export const sealMessage = (keyring: Keyring, userId: number | null, message: MailMessage) =>
  keyring.encrypt(JSON.stringify(message), sealContext(userId));

export const unsealMessage = (keyring: Keyring, userId: number | null, sealed: string) =>
  JSON.parse(keyring.decrypt(sealed, sealContext(userId))) as MailMessage;

/** The job of one message: one queued and one running at most per message (pg-boss stately + key). */
export const enqueueMail = (queue: JobQueue, id: number, startAfter?: Date) =>
  queue.send(MAIL_QUEUE, { id }, { singletonKey: `mail:${id}`, ...(startAfter ? { startAfter } : {}) });

export interface Mailer {
  /** Records the message and queues its delivery; never waits on the mail server. */
  send(input: {
    to: string;
    userId: number | null;
    type: MailType;
    content: MailContent;
    headers?: Record<string, string>;
  }): Promise<number>;
}

/**
 * Sending email (docs/decisions/029-email.md): the rendered message is stored sealed in
 * mail_messages and a job delivers it with retries and back-off, so a slow or failing mail server
 * never slows a request and a restart loses nothing (the sweep queues what has no job).
 */
export function mailer(deps: { db: Db; keyring: Keyring; queue: JobQueue; log: FastifyBaseLogger }): Mailer {
  const repo = mailRepository(deps.db);
  return {
    async send(input) {
      const rendered = renderMail(input.content);
      const message: MailMessage = { to: input.to, ...rendered, ...(input.headers ? { headers: input.headers } : {}) };
      const id = await repo.insert({
        userId: input.userId,
        toAddress: input.to,
        type: input.type,
        sealed: sealMessage(deps.keyring, input.userId, message),
      });
      if (deps.queue.attached) {
        await enqueueMail(deps.queue, id).catch((err: unknown) =>
          deps.log.warn({ err: (err as Error).message, mailId: id }, 'mail job not queued; the sweep will'),
        );
      }
      deps.log.info({ event: 'mail_queued', mailId: id, type: input.type }, 'email queued');
      return id;
    },
  };
}
