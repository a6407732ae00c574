import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { JobQueue } from '../../jobs/queue';
import type { Keyring } from '../../lib/crypto/keyring';
import { renderMail } from '../../lib/mail/layout';
import { enqueueMail, mailRepository, sealMessage, type MailType } from '../mail';
import { canEmailNotifications } from './email-eligibility';
import { digestMail, instantMail } from './notification-mail';
import { notificationsRepository } from './notifications.repository';

export interface NotificationEmailDeps {
  db: Db;
  config: Config;
  keyring: Keyring;
  queue: JobQueue;
  log: FastifyBaseLogger;
}

/**
 * Hands one person's due notifications of `mode` to the mailer (docs/decisions/029): the rows are
 * claimed and the sealed messages recorded in one transaction, so each notification becomes one
 * email once; the mail job then delivers it with its retries. Returns the mail ids.
 */
async function emailUser(deps: NotificationEmailDeps, userId: number, mode: 'instant' | 'digest'): Promise<number[]> {
  const ids = await withTransaction(deps.db, async (tx) => {
    const repo = notificationsRepository(tx);
    const rows = await repo.claimDue(userId, mode);
    const to = await repo.recipient(userId);
    if (!rows.length || !to || !(await canEmailNotifications(tx, userId))) return [];
    const messages =
      mode === 'instant'
        ? rows.map((r) => ({ type: 'notification' as MailType, mail: instantMail(deps.config, deps.keyring, r) }))
        : [{ type: 'notification-digest' as MailType, mail: digestMail(deps.config, deps.keyring, userId, rows) }];
    const mails = mailRepository(tx);
    const out: number[] = [];
    for (const { type, mail } of messages) {
      const message = { to: to.email, ...renderMail(mail), headers: mail.headers };
      out.push(
        await mails.insert({ userId, toAddress: to.email, type, sealed: sealMessage(deps.keyring, userId, message) }),
      );
    }
    return out;
  });
  for (const id of ids)
    await enqueueMail(deps.queue, id).catch((err: unknown) =>
      deps.log.warn({ err: (err as Error).message, mailId: id }, 'mail job not queued; the sweep will'),
    );
  return ids;
}

async function emailAll(deps: NotificationEmailDeps, mode: 'instant' | 'digest'): Promise<number> {
  let sent = 0;
  for (;;) {
    const users = await notificationsRepository(deps.db).dueUsers(mode, 100);
    if (!users.length) return sent;
    for (const userId of users) sent += (await emailUser(deps, userId, mode)).length;
  }
}

/** Every instant notification still owed its email, one email each. */
export const sendInstantEmails = (deps: NotificationEmailDeps) => emailAll(deps, 'instant');

/** The daily digest: each person's notifications set to Daily digest and not yet emailed, in one email. */
export const sendDigests = (deps: NotificationEmailDeps) => emailAll(deps, 'digest');
