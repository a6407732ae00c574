import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@common/html-escape';
import { htmlToMarkdown } from './markdown';
import { htmlToText } from './sanitize';
import { TRICKY_STRINGS } from '../../../test/helpers/markdown-corpus';

/** A CommonMark renderer that passes inline and block HTML through, as DEV and Hashnode do. */
const markdownIt = new MarkdownIt({ html: true });
const renderedText = (markdown: string) => htmlToText(markdownIt.render(markdown));

/** The same string where Markdown treats position specially: a paragraph, a line after a break, a heading, a list item, link text, emphasis. */
const CONTEXTS: ((s: string) => string)[] = [
  (s) => `<p>${s}</p>`,
  (s) => `<p>First line<br>${s}</p>`,
  (s) => `<h2>${s}</h2>`,
  (s) => `<ul><li>${s}</li></ul>`,
  (s) => `<ol><li>${s}</li></ol>`,
  (s) => `<blockquote><p>${s}</p></blockquote>`,
  (s) => `<p><a href="https://example.com/x">${s}</a></p>`,
  (s) => `<p>Before <strong>${s}</strong> after</p>`,
  (s) => `<p>un<em>${s}</em>end</p>`,
];

/** The alt text of an image, as markdown-it renders it back into the `alt` attribute. */
const renderedAlt = (markdown: string) => {
  const alt = /<img [^>]*alt="([^"]*)"/.exec(markdownIt.render(markdown))?.[1];
  return alt === undefined ? undefined : htmlToText(alt);
};

describe('HTML → Markdown keeps the text', () => {
  it('renders every tricky string back to the same text (markdown-it, html: true)', () => {
    const differing: { html: string; markdown: string; text: string; rendered: string }[] = [];
    let cases = 0;
    for (const s of TRICKY_STRINGS) {
      for (const context of CONTEXTS) {
        const html = context(escapeHtml(s));
        const markdown = htmlToMarkdown(html);
        const text = htmlToText(html);
        const rendered = renderedText(markdown);
        cases++;
        if (rendered !== text) differing.push({ html, markdown, text, rendered });
      }
    }
    for (const s of TRICKY_STRINGS) {
      const html = `<p><img src="https://x.example/a b.png" alt="${escapeHtml(s)}" title="${escapeHtml(s)}"></p>`;
      const markdown = htmlToMarkdown(html);
      const rendered = renderedAlt(markdown);
      const title = /<img [^>]*title="([^"]*)"/.exec(markdownIt.render(markdown))?.[1];
      if (htmlToText(title ?? '') !== htmlToText(escapeHtml(s)))
        differing.push({ html, markdown, text: s, rendered: `title ${title}` });
      cases++;
      if (rendered !== htmlToText(escapeHtml(s)))
        differing.push({ html, markdown, text: s, rendered: String(rendered) });
    }
    // The figure: strings whose rendered text differs from the article's.
    console.info(`Markdown corpus: ${differing.length} of ${cases} cases differ (${TRICKY_STRINGS.length} strings)`);
    expect(differing).toEqual([]);
  });

  it('keeps the formatting it converts: headings, emphasis, lists, links, code', () => {
    const html =
      '<h2>Olive oil &lt;extra virgin&gt;</h2><p><strong>bold</strong>, <em>soft</em>, <code>a&lt;b</code>, <a href="https://x.example/a_b">a link</a></p><ol><li>one</li><li>two</li></ol><pre><code class="language-ts">const a = "&lt;b&gt;";\n</code></pre>';
    expect(markdownIt.render(htmlToMarkdown(html)).replace(/\n/g, '')).toBe(
      '<h2>Olive oil &lt;extra virgin&gt;</h2><p><strong>bold</strong>, <em>soft</em>, <code>a&lt;b</code>, <a href="https://x.example/a_b">a link</a></p><ol><li>one</li><li>two</li></ol><pre><code class="language-ts">const a = &quot;&lt;b&gt;&quot;;</code></pre>',
    );
  });
});
