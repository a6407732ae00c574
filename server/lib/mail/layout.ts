import { escapeHtml } from '@common/html-escape';

/** What one email says: a heading, paragraphs, an optional button, and a footer line. */
export interface MailContent {
  subject: string;
  /** One line shown by mail apps next to the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** After the button: e.g. 'The link works for 60 minutes.' */
  after?: string[];
  /** Why they got it, and how to stop it (notifications). */
  footer?: string;
}

const BRAND = '#8a1c58';

/**
 * The one email layout, in the product's look: a 600 px column, system fonts, the brand colour on
 * the button, readable in dark mode (colours flip through `prefers-color-scheme`, and the button
 * keeps its contrast either way). Every text is escaped; the plain-text part says the same.
 */
export function renderMail(content: MailContent): { subject: string; html: string; text: string } {
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.55">${escapeHtml(text)}</p>`;
  const button = content.action
    ? `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:${BRAND}">` +
      `<a class="button" href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 22px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(content.action.label)}</a>` +
      `</td></tr></table>` +
      `<p class="muted" style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#5b5b66">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(content.action.url)}</span></p>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(content.subject)}</title>
<style>
  @media (prefers-color-scheme: dark) {
    body, .page { background: #15151a !important; }
    .card { background: #1f1f27 !important; color: #ececf1 !important; border-color: #33333d !important; }
    .muted { color: #b4b4c0 !important; }
    .brand { color: #f0a6cf !important; }
  }
</style>
</head>
<body style="margin:0;padding:0;background:#f4f4f6">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>
<table role="presentation" class="page" width="100%" cellspacing="0" cellpadding="0" style="background:#f4f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px">
<tr><td class="brand" style="padding:0 4px 12px;font:700 20px/1.2 -apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:${BRAND}">Inkgram</td></tr>
<tr><td class="card" style="background:#ffffff;color:#1d1d24;border:1px solid #e4e4ea;border-radius:12px;padding:28px 28px 12px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(p).join('\n')}
${button}
${(content.after ?? []).map(p).join('\n')}
</td></tr>
${content.footer ? `<tr><td class="muted" style="padding:16px 4px;font:13px/1.5 -apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#5b5b66">${escapeHtml(content.footer)}</td></tr>` : ''}
</table>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((x) => [x, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.after ?? []).flatMap((x) => [x, '']),
    ...(content.footer ? ['--', content.footer] : []),
  ]
    .join('\n')
    .trimEnd();
  return { subject: content.subject, html, text: `${text}\n` };
}
