import TurndownService from 'turndown';

const turndown = new TurndownService({
  headingStyle: 'atx',
  codeBlockStyle: 'fenced',
  bulletListMarker: '-',
  emDelimiter: '_',
  strongDelimiter: '**',
});
// Markdown has no underline: keep the text.
turndown.addRule('underline', { filter: ['u'], replacement: (content) => content });

/**
 * HTML → Markdown, the one converter of the server (DEV and Hashnode bodies, the account export,
 * the per-blog Markdown download): headings, emphasis, lists, links, images and fenced code blocks
 * (with their language) survive. A leading `---` block would be read as front matter, so it is
 * escaped.
 */
export function htmlToMarkdown(html: string): string {
  const md = turndown.turndown(html).trim();
  return md.startsWith('---') ? `\\${md}` : md;
}
