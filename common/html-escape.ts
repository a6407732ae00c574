/**
 * Escapes text for HTML element content and quoted attribute values: the one escaping function of
 * client and server (captions and titles in generated HTML, URLs in links, pages the server renders).
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
