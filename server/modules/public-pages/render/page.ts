import { AI_DISCLOSURE_LINE } from '@common/public-pages';
import { escapeHtml } from '@common/html-escape';
import { jsonForScript } from '../../../lib/html/json-for-script';
import type { PublicArticle } from './article';
import { sanitizeBlogHtml } from '../../../lib/html/sanitize';
import { PAGE_CSS } from './page-style';

/** IPTC digital source type of text drafted by a model and then edited by a person (schema.org's term). */
export const AI_SOURCE_TYPE = 'https://schema.org/CompositeWithTrainedAlgorithmicMediaDigitalSource';

const dateLabel = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** schema.org `Article` (Google's structured-data fields), with the AI marking when it applies. */
export function articleJsonLd(a: PublicArticle) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.headline.slice(0, 110),
    name: a.title,
    description: a.description,
    url: a.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.canonicalUrl },
    ...(a.imageUrl ? { image: [a.imageUrl] } : {}),
    author: { '@type': 'Person', name: a.authorName, url: a.authorUrl },
    publisher: { '@type': 'Organization', name: 'Inkgram' },
    datePublished: a.published.toISOString(),
    dateModified: a.modified.toISOString(),
    ...(a.keywords.length ? { keywords: a.keywords.join(', ') } : {}),
    ...(a.category ? { articleSection: a.category } : {}),
    wordCount: a.wordCount,
    inLanguage: 'en',
    isAccessibleForFree: true,
    ...(a.aiAssisted
      ? {
          digitalSourceType: AI_SOURCE_TYPE,
          ...(a.discloseAi ? { creditText: AI_DISCLOSURE_LINE } : {}),
          contributor: { '@type': 'SoftwareApplication', name: 'Inkgram AI writer' },
        }
      : {}),
  };
}

function headTags(a: PublicArticle): string[] {
  const e = escapeHtml;
  const meta = (name: string, content: string) => `<meta name="${name}" content="${e(content)}">`;
  const prop = (property: string, content: string) => `<meta property="${property}" content="${e(content)}">`;
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(a.headline)} · ${e(a.authorName)}</title>`,
    meta('description', a.description),
    meta('author', a.authorName),
    ...(a.keywords.length ? [meta('keywords', a.keywords.join(', '))] : []),
    meta('robots', 'index, follow, max-image-preview:large'),
    `<link rel="canonical" href="${e(a.canonicalUrl)}">`,
    `<link rel="alternate" type="application/rss+xml" title="${e(a.authorName)} on Inkgram" href="${e(a.feedUrl)}">`,
    // Its standard.site record on the AT Protocol (docs/decisions/043-at-protocol-standard-site.md).
    ...(a.standardSiteDocument ? [`<link rel="site.standard.document" href="${e(a.standardSiteDocument)}">`] : []),
    prop('og:type', 'article'),
    prop('og:site_name', 'Inkgram'),
    prop('og:title', a.headline),
    prop('og:description', a.description),
    prop('og:url', a.canonicalUrl),
    ...(a.imageUrl ? [prop('og:image', a.imageUrl), prop('og:image:alt', a.imageAlt)] : []),
    prop('article:published_time', a.published.toISOString()),
    prop('article:modified_time', a.modified.toISOString()),
    prop('article:author', a.authorName),
    ...a.tags.map((t) => prop('article:tag', t)),
    meta('twitter:card', a.imageUrl ? 'summary_large_image' : 'summary'),
    meta('twitter:title', a.headline),
    meta('twitter:description', a.description),
    ...(a.imageUrl ? [meta('twitter:image', a.imageUrl), meta('twitter:image:alt', a.imageAlt)] : []),
    // Machine-readable AI marking (EU AI Act Art. 50): a tag for crawlers and the IPTC source type.
    ...(a.aiAssisted ? [meta('ai-generated', 'true')] : []),
    // The disclosure's words only when the creator turned it on (none when off).
    ...(a.discloseAi ? [meta('ai-disclosure', AI_DISCLOSURE_LINE)] : []),
    ...(a.aiAssisted ? [meta('digital-source-type', AI_SOURCE_TYPE)] : []),
    // The creator's own fediverse account (Mastodon credits it when the link is shared).
    ...(a.fediverseCreator ? [meta('fediverse:creator', a.fediverseCreator)] : []),
    `<script type="application/ld+json">${jsonForScript(articleJsonLd(a))}</script>`,
    `<style>${PAGE_CSS}</style>`,
  ];
}

/**
 * The public page: the sanitized article in the app's colours, readable on a phone, with no script
 * to run (the JSON-LD block is data). Every value is escaped; the body is the sanitizer's output.
 */
export function renderArticlePage(a: PublicArticle): string {
  const e = escapeHtml;
  const figure =
    a.imageUrl && !a.bodyHtml.includes(new URL(a.imageUrl).pathname)
      ? `<figure class="cover"><img src="${e(a.imageUrl)}" alt="${e(a.imageAlt)}"></figure>\n`
      : '';
  const tags = a.tags.length
    ? `<ul class="tags" aria-label="Tags">${a.tags.map((t) => `<li>#${e(t)}</li>`).join('')}</ul>\n`
    : '';
  const disclosure = a.discloseAi ? `<p class="disclosure" data-ai-disclosure>${e(AI_DISCLOSURE_LINE)}</p>\n` : '';
  return `<!doctype html>
<html lang="en">
<head>
${headTags(a).join('\n')}
</head>
<body>
<header class="site"><a class="brand" href="/">Inkgram</a></header>
<main>
<article>
<header>
${a.category ? `<p class="kicker">${e(a.category)}</p>\n` : ''}<h1>${e(a.title)}</h1>
<p class="byline"><a href="${e(a.authorUrl)}" rel="author">${e(a.authorName)}</a> · <time datetime="${a.published.toISOString()}">${dateLabel(a.published)}</time> · ${a.readingMinutes} min read</p>
${disclosure}</header>
${figure}<div class="body">
${a.bodyHtml}
</div>
${tags}</article>
${renderReplies(a)}</main>
<footer class="site"><a href="${e(a.feedUrl)}">RSS feed</a> · Published with <a href="/">Inkgram</a></footer>
</body>
</html>
`;
}

/** Replies from the fediverse the creator approved; their HTML was sanitized on arrival and is again here. */
function renderReplies(a: PublicArticle): string {
  if (a.replies.length === 0) return '';
  const e = escapeHtml;
  const items = a.replies.map((r) => {
    const who = r.authorHandle
      ? `${e(r.authorName)} <span class="handle">${e(r.authorHandle)}</span>`
      : e(r.authorName);
    return `<li><p class="byline"><a href="${e(r.authorUrl)}" rel="nofollow ugc">${who}</a> · <time datetime="${r.createdAt.toISOString()}">${dateLabel(r.createdAt)}</time></p>
<div class="reply">${sanitizeBlogHtml(r.contentHtml)}</div></li>`;
  });
  return `<section class="replies" aria-labelledby="replies-title">
<h2 id="replies-title">Replies from the fediverse</h2>
<ol>
${items.join('\n')}
</ol>
</section>
`;
}

/** The 404 page of a missing or private article (same bytes for both: nothing tells them apart). */
export function renderNotFoundPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Page not found · Inkgram</title>
<style>${PAGE_CSS}</style>
</head>
<body>
<header class="site"><a class="brand" href="/">Inkgram</a></header>
<main><article><h1>Page not found</h1><p>This page does not exist or is no longer public.</p></article></main>
</body>
</html>
`;
}
