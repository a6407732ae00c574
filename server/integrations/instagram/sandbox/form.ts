/**
 * Form bodies of the OAuth endpoints: application/x-www-form-urlencoded and multipart/form-data
 * (Meta's own sample uses `curl -F`). Text fields only; anything else yields no fields.
 */
export function parseFormBody(contentType: string | undefined, body: Buffer): Record<string, string> {
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(body.toString('utf8')));
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (!type.startsWith('multipart/form-data') || !boundary) return {};
  const out: Record<string, string> = {};
  for (const part of body.toString('utf8').split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const name = /name="([^"]+)"/i.exec(part.slice(0, split))?.[1];
    if (name) out[name] = part.slice(split + 4).replace(/\r\n$/, '');
  }
  return out;
}
