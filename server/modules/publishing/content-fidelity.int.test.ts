import { sql } from 'drizzle-orm';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { TRICKY_STRINGS } from '../../../test/helpers/markdown-corpus';
import { publishingHarness, type HarnessPlatform } from '../../../test/helpers/publishing-harness';
import { queryRows } from '../../../test/helpers/test-app';
import { escapeHtml } from '@common/html-escape';
import { htmlToText } from '../../lib/html/sanitize';

/**
 * What lands is what the creator wrote (docs/product.md §4): the article's text, read back from what
 * each platform stored. Markdown (DEV, Hashnode, the .md download) is rendered back with a CommonMark
 * renderer that passes HTML through, as those platforms do; HTML destinations keep the author's
 * links as they are and carry no empty paragraph at the end.
 */
const h = publishingHarness({ allowGhost: true, env: { REGISTER_LIMIT_PER_HOUR: '100' } });
const { devto, hashnode, ghost, wp, medium } = h.fakes;
const markdownIt = new MarkdownIt({ html: true });

const OWN_LINK = '<a href="https://mine.example/recipes">my recipes</a>';
const SPONSORED_LINK = '<a href="https://shop.example/oil" rel="sponsored">the oil I use</a>';
/**
 * As an article is stored today: one paragraph per tricky string, the author's own link with the
 * rel the editor used to add to every link, a sponsored link, and the empty paragraphs the editor
 * leaves after the last line.
 */
const CONTENT =
  TRICKY_STRINGS.map((s) => `<p>${escapeHtml(s)}</p>`).join('') +
  `<p>See <a href="https://mine.example/recipes" rel="noopener noreferrer nofollow ugc">my recipes</a> and ${SPONSORED_LINK}.</p>` +
  '<p></p><p><br></p>';

const paragraphs = (html: string) => [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => htmlToText(m[1]!));
const ARTICLE_PARAGRAPHS = paragraphs(CONTENT).filter(Boolean);

/** How many of the article's paragraphs read differently once the Markdown is rendered (the figure: 0). */
function differingParagraphs(markdown: string): string[] {
  const rendered = paragraphs(markdownIt.render(markdown));
  return ARTICLE_PARAGRAPHS.filter((text, i) => rendered[i] !== text);
}

const EMPTY_LAST_PARAGRAPH = /<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>\s*$/;

describe('the text survives every format', () => {
  it('DEV, Hashnode, Ghost, WordPress, Medium, the .md download and the public page keep what the creator wrote', async () => {
    const { agent, blogId, title } = await h.creator({ content: CONTENT });
    // WordPress first: the home copy, which the others wait for.
    for (const platform of ['wordpress', 'devto', 'hashnode', 'ghost', 'medium'] satisfies HarnessPlatform[]) {
      const c = await h.connect(agent, platform);
      expect(c.status, c.body.message).toBe(201);
      const p = await h.publish(agent, blogId, { platformConnectionId: c.body.id });
      expect(p.status).toBeLessThan(300);
      expect(await h.run(p.body.id), platform).toMatchObject({ kind: 'published' });
    }

    // Markdown as DEV and Hashnode stored it, and as the download gives it, reads as the article.
    const devMarkdown = devto.articles.find((a) => a.title === title)!.body_markdown;
    const hashnodeMarkdown = hashnode.posts.find((p) => p.title === title)!.contentMarkdown;
    const download = await agent.get(`/api/blogs/${blogId}/export?format=markdown`);
    expect(download.statusCode).toBe(200);
    const exportMarkdown = download.body.slice(download.body.indexOf(`# ${title}\n`) + title.length + 3);
    const figures = {
      devto: differingParagraphs(devMarkdown),
      hashnode: differingParagraphs(hashnodeMarkdown),
      export: differingParagraphs(exportMarkdown),
    };
    console.info(
      `Markdown as stored, ${ARTICLE_PARAGRAPHS.length} paragraphs: ${Object.entries(figures)
        .map(([where, differing]) => `${where} ${differing.length} differ`)
        .join(', ')}`,
    );
    expect(figures).toEqual({ devto: [], hashnode: [], export: [] });
    expect(devMarkdown).toContain('Olive oil \\<extra virgin> & sea salt');
    expect(devMarkdown).toContain('[my recipes](https://mine.example/recipes)');

    // HTML as Ghost, WordPress and Medium stored it: the author's links as written, nothing empty at the end.
    const stored = {
      ghost: ghost.posts.find((p) => p.title === title)!.html,
      wordpress: wp.posts.find((p) => p.title === title)!.content,
      medium: medium.posts.find((p) => p.title === title)!.content,
    };
    for (const [where, html] of Object.entries(stored)) {
      expect(html, where).toContain(`See ${OWN_LINK} and ${SPONSORED_LINK}.`);
      expect(html, where).not.toContain('nofollow');
      expect(html, where).not.toMatch(EMPTY_LAST_PARAGRAPH);
      expect(htmlToText(html), where).toContain('Olive oil <extra virgin> & sea salt');
    }

    // The public page: the same body, and its published time is the first publication, not the day it went public.
    const page = await agent.patch(`/api/blogs/${blogId}/public-page`, { isPublic: true });
    expect(page.statusCode, page.body).toBe(200);
    const [blog] = await queryRows<{ published_at: Date }>(
      h.t().deps.database.db,
      sql`select published_at from blogs where id = ${blogId}`,
    );
    const firstPublished = new Date(blog!.published_at).toISOString();
    const { firstPublicAt } = page.json() as { firstPublicAt: string; url: string };
    expect(firstPublished < firstPublicAt).toBe(true);
    const html = (await new Agent(h.t().app).get(new URL((page.json() as { url: string }).url).pathname)).body;
    expect(/<meta property="article:published_time" content="([^"]+)"/.exec(html)?.[1]).toBe(firstPublished);
    expect(html).toContain(`See ${OWN_LINK} and ${SPONSORED_LINK}.`);
    expect(html).toContain('Olive oil &lt;extra virgin&gt; &amp; sea salt');
    expect(html).not.toMatch(/<p>(\s|<br\s*\/?>)*<\/p>\s*<\/article>/);
  });
});
