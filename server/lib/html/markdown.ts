import TurndownService from 'turndown';

const turndown = new TurndownService({
  headingStyle: 'atx',
  codeBlockStyle: 'fenced',
  bulletListMarker: '-',
  // `*`, not `_`: `_` does not open or close emphasis inside a word (un_believ_able stays literal).
  emDelimiter: '*',
  strongDelimiter: '**',
});
// Markdown has no underline: keep the text.
turndown.addRule('underline', { filter: ['u'], replacement: (content) => content });

const PUNCTUATION = /[\p{P}\p{S}]/u;
const SPACE = /\s/u;
/** A character beside a delimiter: none (line or element edge), whitespace, punctuation or a word character. */
const kindOf = (ch: string | undefined) =>
  ch === undefined || SPACE.test(ch) ? 'space' : PUNCTUATION.test(ch) ? 'punct' : 'word';
/** The first or last character (a code point: emoji are symbols too). */
const edge = (text: string, end: 'last' | 'first') => (end === 'last' ? Array.from(text).at(-1) : Array.from(text)[0]);

/**
 * Emphasis and strong as `*`/`**` where CommonMark reads them as delimiters; where it would not (a
 * delimiter between a word and punctuation: `un*"quoted"*ly`), as the HTML tags, which DEV and
 * Hashnode render, so no stray asterisks show.
 */
for (const [key, tags, delimiter] of [
  ['emphasis', ['em', 'i'], '*'],
  ['strong', ['strong', 'b'], '**'],
] as const) {
  turndown.addRule(key, {
    filter: [...tags],
    replacement: (content, node) => {
      if (!content.trim()) return '';
      const before = kindOf(edge(node.previousSibling?.textContent ?? '', 'last'));
      const after = kindOf(edge(node.nextSibling?.textContent ?? '', 'first'));
      const first = kindOf(edge(content, 'first'));
      const last = kindOf(edge(content, 'last'));
      const opens = first !== 'space' && (first !== 'punct' || before !== 'word');
      const closes = last !== 'space' && (last !== 'punct' || after !== 'word');
      if (opens && closes) return `${delimiter}${content}${delimiter}`;
      const tag = tags[0];
      return `<${tag}>${content}</${tag}>`;
    },
  });
}

/** Characters that are Markdown (or GFM, or inline HTML) anywhere in a line: backslash-escaped. */
const INLINE = /[\\`*_[\]<|~]/g;
/** An `&` that would be read as an entity (`&copy;`, `&#169;`, `&#xA9;`). */
const ENTITY = /&(?=#?[0-9a-z]+;)/gi;
/**
 * What opens a block at the start of a line: ATX headings, block quotes, list markers (`-`, `+`,
 * `1.`, `1)`), setext underlines (`=`). Text nodes start lines after a block or a `<br>`.
 */
const LINE_START = /^(\s*)(#{1,6}(?=\s|$)|>|[-+=]|\d{1,9}(?=[.)]))/;

/**
 * Text as Markdown reads it back as the same text (CommonMark with inline HTML, as DEV and Hashnode
 * render): every character that could start markup is escaped, not only the ones Turndown knows.
 */
function escapeText(text: string): string {
  const escaped = text.replace(INLINE, '\\$&').replace(ENTITY, '\\&');
  return escaped.replace(LINE_START, (_m, space: string, marker: string) =>
    /^\d/.test(marker) ? `${space}${marker}\\` : `${space}\\${marker}`,
  );
}
turndown.escape = escapeText;

// Images: the alt text escaped like any text (Turndown's own rule misses `&copy;`-like text).
turndown.addRule('image', {
  filter: 'img',
  replacement: (_content, node) => {
    const element = node as HTMLElement;
    const src = (element.getAttribute('src') ?? '').replace(/[<>()]/g, '\\$&');
    if (!src) return '';
    const alt = escapeText((element.getAttribute('alt') ?? '').replace(/\s+/g, ' '));
    const title = element.getAttribute('title');
    const titlePart = title ? ` "${title.replace(/\s+/g, ' ').replace(/["\\]/g, '\\$&').replace(ENTITY, '\\&')}"` : '';
    return `![${alt}](${src.includes(' ') ? `<${src}>` : src}${titlePart})`;
  },
});

/**
 * HTML → Markdown, the one converter of the server (DEV and Hashnode bodies, the account export,
 * the per-blog Markdown download): headings, emphasis, lists, links, images and fenced code blocks
 * (with their language) survive, and the article's text stays text (server/lib/html/markdown.test.ts
 * renders a corpus of tricky strings back). A leading `---` block would be read as front matter, so
 * it is escaped.
 */
export function htmlToMarkdown(html: string): string {
  const md = turndown.turndown(html).trim();
  return md.startsWith('---') ? `\\${md}` : md;
}
