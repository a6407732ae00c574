import { sanitizeBlogHtml } from '../../lib/html/sanitize';

/** Markup compared as stored: sanitized, whitespace between and inside tags evened out. */
const normal = (html: string) => sanitizeBlogHtml(html).replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();

/** Whether an assistant's answer is the text it was given (nothing to suggest). */
export const sameHtml = (a: string, b: string) => normal(a) === normal(b);
