import { NOTIFICATION_COPY, notificationText, type NotificationType } from '@common/notifications';
import type { Config } from '../../config';
import type { Keyring } from '../../lib/crypto/keyring';
import type { MailContent } from '../../lib/mail/layout';
import type { NotificationRow } from './notifications.repository';
import { unsubscribeToken, type UnsubscribeScope } from './unsubscribe-token';

export const unsubscribeUrl = (config: Config, token: string) =>
  `${config.PUBLIC_URL}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

/** RFC 2369 + RFC 8058: a mail app's 'Unsubscribe' posts to the URL, no sign-in. */
export function unsubscribeHeaders(config: Config, keyring: Keyring, userId: number, scope: UnsubscribeScope) {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(config, unsubscribeToken(keyring, userId, scope))}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const line = (row: NotificationRow) => {
  const text = notificationText(row.type, row.payload);
  return row.payload.excerpt ? `${text}: “${row.payload.excerpt}”` : text;
};

/** One notification, emailed at once. */
export function instantMail(
  config: Config,
  keyring: Keyring,
  row: NotificationRow,
): MailContent & { headers: Record<string, string> } {
  const text = notificationText(row.type, row.payload);
  const label = NOTIFICATION_COPY.types[row.type];
  return {
    subject: text,
    preheader: row.payload.excerpt ?? text,
    heading: text,
    paragraphs: row.payload.excerpt ? [`“${row.payload.excerpt}”`] : [],
    action: { label: 'Open in Inkgram', url: `${config.PUBLIC_URL}${row.payload.href}` },
    footer:
      `You get this email because “${label}” is set to Instant in Inkgram’s settings. ` +
      `Stop these emails: ${unsubscribeUrl(config, unsubscribeToken(keyring, row.userId, row.type))}`,
    headers: unsubscribeHeaders(config, keyring, row.userId, row.type),
  };
}

/** A day's notifications of one person in one email, oldest first, with a way out per type. */
export function digestMail(
  config: Config,
  keyring: Keyring,
  userId: number,
  rows: NotificationRow[],
): MailContent & { headers: Record<string, string> } {
  const count = rows.length;
  const types = [...new Set(rows.map((r) => r.type))] as NotificationType[];
  const subject = count === 1 ? 'Your Inkgram digest: 1 notification' : `Your Inkgram digest: ${count} notifications`;
  return {
    subject,
    preheader: line(rows[0]!),
    heading: 'What happened on Inkgram',
    paragraphs: rows.map((r) => `${line(r)} — ${config.PUBLIC_URL}${r.payload.href}`),
    action: { label: 'Open Inkgram', url: `${config.PUBLIC_URL}/` },
    after: types.map(
      (t) =>
        `Stop emails about “${NOTIFICATION_COPY.types[t]}”: ${unsubscribeUrl(config, unsubscribeToken(keyring, userId, t))}`,
    ),
    footer:
      'You get this daily digest because some notifications are set to Daily digest in Inkgram’s settings. ' +
      `Stop the digest: ${unsubscribeUrl(config, unsubscribeToken(keyring, userId, 'digest'))}`,
    headers: unsubscribeHeaders(config, keyring, userId, 'digest'),
  };
}
