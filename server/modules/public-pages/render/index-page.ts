import { escapeHtml } from '@common/html-escape';
import type { PublicArticle } from './article';
import { PAGE_CSS } from './page-style';

const dateLabel = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A creator's public articles, newest first (the author link of every page and the feed's home). */
export function renderCreatorIndex(
  creator: { name: string; url: string; feedUrl: string },
  articles: PublicArticle[],
): string {
  const e = escapeHtml;
  const title = `${e(creator.name)} on Inkgram`;
  const items = articles
    .map(
      (a) =>
        `<li><a href="${e(a.url)}">${e(a.title)}</a><p class="byline"><time datetime="${a.published.toISOString()}">${dateLabel(a.published)}</time> · ${a.readingMinutes} min read</p>${a.description ? `<p>${e(a.description)}</p>` : ''}</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="Articles by ${e(creator.name)}.">
<link rel="canonical" href="${e(creator.url)}">
<link rel="alternate" type="application/rss+xml" title="${title}" href="${e(creator.feedUrl)}">
<meta property="og:type" content="profile">
<meta property="og:title" content="${title}">
<meta property="og:url" content="${e(creator.url)}">
<style>${PAGE_CSS}.list{list-style:none;padding:0;margin:0;display:grid;gap:1.5rem}.list a{font-size:1.2rem;font-weight:700;text-decoration:none}.list p{margin:.25rem 0 0}</style>
</head>
<body>
<header class="site"><a class="brand" href="/">Inkgram</a></header>
<main>
<article>
<h1>${e(creator.name)}</h1>
<ul class="list">
${items}
</ul>
</article>
</main>
<footer class="site"><a href="${e(creator.feedUrl)}">RSS feed</a> · Published with <a href="/">Inkgram</a></footer>
</body>
</html>
`;
}
