import { escapeHtml } from '@common/html-escape';
import { htmlToMarkdown } from './markdown';
import { outgoingHtml } from './outgoing';

/** What a stand-alone document of one blog needs (the account export and the per-blog downloads). */
export interface DocumentBlog {
  title: string;
  /** Sanitized HTML, as stored. */
  content: string;
  tags: string[];
  category: string | null;
  featuredImage: string | null;
  seoDescription: string | null;
  isDraft: boolean;
  createdAt: Date;
}

export interface DocumentOptions {
  /** The blog's home address (its `canonical`), when it has one. */
  canonical?: string | null;
  /** Rewrites the image paths of the body and the featured image (archive folders, absolute URLs). */
  mapMedia?: (text: string) => string;
}

const same = (text: string) => text;

/** A file-name-safe slug of a title, never empty. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'untitled';
}

/**
 * The blog as Markdown with YAML front matter (title, description, tags, category, canonical,
 * featured image, draft, date). Values are JSON strings, which YAML reads as they are, so a title
 * with a colon or quote cannot break the block.
 */
export function blogMarkdown(blog: DocumentBlog, options: DocumentOptions = {}): string {
  const map = options.mapMedia ?? same;
  const front = [
    '---',
    `title: ${JSON.stringify(blog.title)}`,
    ...(blog.seoDescription ? [`description: ${JSON.stringify(blog.seoDescription)}`] : []),
    `tags: ${JSON.stringify(blog.tags)}`,
    ...(blog.category ? [`category: ${JSON.stringify(blog.category)}`] : []),
    ...(options.canonical ? [`canonical: ${JSON.stringify(options.canonical)}`] : []),
    ...(blog.featuredImage ? [`featured_image: ${JSON.stringify(map(blog.featuredImage))}`] : []),
    `draft: ${blog.isDraft}`,
    `created: ${JSON.stringify(blog.createdAt.toISOString())}`,
    '---',
    '',
  ];
  return `${front.join('\n')}# ${blog.title}\n\n${htmlToMarkdown(map(outgoingHtml(blog.content)))}\n`;
}

/**
 * The blog as one clean, self-contained HTML document: the sanitized body under its title, the
 * description and canonical link in the head, no script and no style.
 */
export function blogHtmlDocument(blog: DocumentBlog, options: DocumentOptions = {}): string {
  const map = options.mapMedia ?? same;
  const title = escapeHtml(blog.title);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    ...(blog.seoDescription ? [`<meta name="description" content="${escapeHtml(blog.seoDescription)}">`] : []),
    ...(blog.tags.length ? [`<meta name="keywords" content="${escapeHtml(blog.tags.join(', '))}">`] : []),
    ...(options.canonical ? [`<link rel="canonical" href="${escapeHtml(options.canonical)}">`] : []),
  ];
  return `<!doctype html>\n<html lang="en">\n<head>\n${head.join('\n')}\n</head>\n<body>\n<article>\n<h1>${title}</h1>\n${blogBodyHtml(blog, map)}\n</article>\n</body>\n</html>\n`;
}

/** The body only ('Copy as HTML' for platforms with no API): the article under its featured image. */
export function blogBodyHtml(blog: Pick<DocumentBlog, 'content' | 'featuredImage' | 'title'>, map = same): string {
  const body = map(outgoingHtml(blog.content));
  const src = blog.featuredImage ? map(blog.featuredImage) : null;
  const image =
    src && !body.includes(src) ? `<p><img src="${escapeHtml(src)}" alt="${escapeHtml(blog.title)}"></p>\n` : '';
  return `${image}${body}`;
}
