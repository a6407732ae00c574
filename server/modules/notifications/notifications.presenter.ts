import type { Notification, NotificationList } from '@common/notifications';
import { escapeHtml } from '@common/html-escape';
import type { NotificationRow } from './notifications.repository';

const present = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  payload: row.payload,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

export const presentNotificationList = (rows: NotificationRow[], unread: number): NotificationList => ({
  items: rows.map(present),
  unread,
});

/**
 * The unsubscribe page, outside the app (no sign-in, no script): a heading, a sentence and, to
 * confirm, a button that POSTs to the same address. Everything shown is escaped.
 */
export function unsubscribePage(input: { title: string; message: string; confirm?: { action: string } }): string {
  const form = input.confirm
    ? `<form method="post" action="${escapeHtml(input.confirm.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`
    : '<p><a href="/settings">Email notification settings</a></p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(input.title)} · Inkgram</title>
<style>
  body { margin: 0; font: 16px/1.55 -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; background: #f4f4f6; color: #1d1d24; }
  main { max-width: 32rem; margin: 12vh auto; background: #fff; border: 1px solid #e4e4ea; border-radius: 12px; padding: 28px; }
  h1 { font-size: 22px; margin: 0 0 12px; }
  button { font: inherit; font-weight: 600; color: #fff; background: #8a1c58; border: 0; border-radius: 8px; padding: 10px 20px; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1d1d24; outline-offset: 2px; }
  a { color: #8a1c58; }
  @media (prefers-color-scheme: dark) { body { background: #15151a; color: #ececf1; } main { background: #1f1f27; border-color: #33333d; } a { color: #f0a6cf; } }
</style>
</head>
<body>
<main>
<p><strong>Inkgram</strong></p>
<h1>${escapeHtml(input.title)}</h1>
<p>${escapeHtml(input.message)}</p>
${form}
</main>
</body>
</html>`;
}
