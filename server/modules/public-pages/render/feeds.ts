import { disclosureHtml } from '@common/provenance';
import { escapeHtml } from '@common/html-escape';
import { absolutize } from './absolute';
import type { PublicArticle } from './article';

// XML needs the same five escapes as HTML attributes; &#39; is valid XML.
const x = escapeHtml;

export interface FeedChannel {
  title: string;
  /** The creator's page of articles (the newest article when there is no index page). */
  link: string;
  feedUrl: string;
  description: string;
  base: string;
}

/** RSS 2.0 with the full article in content:encoded (links made absolute) and Atom's self link. */
export function renderRss(channel: FeedChannel, articles: PublicArticle[]): string {
  const newest = articles.reduce<Date | null>((d, a) => (!d || a.modified > d ? a.modified : d), null);
  const items = articles.map((a) =>
    [
      '<item>',
      `<title>${x(a.title)}</title>`,
      `<link>${x(a.url)}</link>`,
      `<guid isPermaLink="true">${x(a.url)}</guid>`,
      `<pubDate>${a.published.toUTCString()}</pubDate>`,
      `<dc:creator>${x(a.authorName)}</dc:creator>`,
      ...a.tags.map((t) => `<category>${x(t)}</category>`),
      `<description>${x(a.description)}</description>`,
      `<content:encoded>${x(absolutize(a.bodyHtml, channel.base) + (a.discloseAi ? disclosureHtml({ disclosure: true }) : ''))}</content:encoded>`,
      '</item>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${x(channel.title)}</title>
<link>${x(channel.link)}</link>
<description>${x(channel.description)}</description>
<language>en</language>
<generator>Inkgram</generator>
<atom:link href="${x(channel.feedUrl)}" rel="self" type="application/rss+xml"/>
${newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>\n` : ''}${items.join('\n')}
</channel>
</rss>
`;
}

/** sitemaps.org 0.9: one <url> per public article, with its last change. */
export function renderSitemap(articles: PublicArticle[]): string {
  const urls = articles.map((a) => `<url><loc>${x(a.url)}</loc><lastmod>${a.modified.toISOString()}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}
