import { sanitizeBlogHtml } from './sanitize';

/** A paragraph with nothing to read: `<p></p>`, `<p><br></p>`, `<p>&nbsp;</p>` (what an editor leaves after the last line). */
const EMPTY_PARAGRAPH = String.raw`<p>(?:\s|&nbsp;|&#160;|\u00a0|<br\s*/?>)*</p>`;
const EMPTY_EDGES = new RegExp(String.raw`^(?:\s*${EMPTY_PARAGRAPH})+|(?:${EMPTY_PARAGRAPH}\s*)+$`, 'gi');

/**
 * The article's HTML as it leaves Inkgram (every platform, the public page, the feed, the downloads):
 * sanitized, without the empty paragraphs an editor leaves before the first or after the last line.
 */
export function outgoingHtml(html: string): string {
  return sanitizeBlogHtml(html).replace(EMPTY_EDGES, '').trim();
}
