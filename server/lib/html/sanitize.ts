import sanitizeHtml from 'sanitize-html';
import { BLOG_LIMITS } from '@common/blogs';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  IMAGE_SCHEMES,
  LINK_SCHEMES,
  isAllowedHref,
  isAllowedImageSrc,
  linkRel,
} from '@common/html-policy';

const DIMENSION = /^\d{1,4}$/;

function keepDimensions(attribs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(attribs)) {
    if ((k === 'width' || k === 'height') && !DIMENSION.test(v)) continue;
    out[k] = v;
  }
  return out;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(ALLOWED_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'style',
    'script',
    'textarea',
    'option',
    'noscript',
    'template',
    'title',
    'head',
    'svg',
    'math',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
  ],
  parseStyleAttributes: false,
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    a: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.href && isAllowedHref(attribs.href)) out.href = attribs.href.trim();
      if (attribs.title) out.title = attribs.title;
      if (out.href) {
        if (attribs.target === '_blank') out.target = '_blank';
        const rel = linkRel(attribs.rel, out.target === '_blank');
        if (rel) out.rel = rel;
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = attribs.src ?? '';
      const safe = isAllowedImageSrc(src, BLOG_LIMITS.dataImageMaxBytes);
      return { tagName, attribs: keepDimensions({ ...attribs, src: safe ? src.trim() : '' }) };
    },
    ol: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.start && /^\d{1,6}$/.test(attribs.start)) out.start = attribs.start;
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !frame.attribs.src;
    if (frame.tag === 'a') return !frame.text.trim() && !frame.mediaChildren.length;
    return false;
  },
};

/**
 * A pending suggestion is not part of the text (docs/decisions/037-suggest-mode.md): a suggested
 * insertion goes with its text; a suggested deletion's span is unwrapped by the pass below (no span
 * is allowed), which keeps its text.
 */
const WITHOUT_SUGGESTED_INSERTIONS: sanitizeHtml.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
  exclusiveFilter: (frame) => frame.tag === 'span' && frame.attribs['data-suggestion'] === 'insert',
};

/**
 * The one server-side HTML sanitizer (docs/architecture.md §8). Runs at every write of editor
 * HTML and of model output; only the result is stored. Idempotent: sanitizing twice changes nothing.
 */
export function sanitizeBlogHtml(html: string): string {
  const input = /data-suggestion/i.test(html) ? sanitizeHtml(html, WITHOUT_SUGGESTED_INSERTIONS) : html;
  return sanitizeHtml(input, OPTIONS).trim();
}

/** Plain text of HTML (for previews, reading time, SEO descriptions), whitespace collapsed. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'template', 'title', 'head'],
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (m, name: string) => {
    const known = ENTITIES[name.toLowerCase()];
    if (known !== undefined) return known;
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return m;
  });
}

/** The card preview of My Blogs (docs/product.md §2): tags stripped, cut at 150 characters with '...'. */
export function previewOf(html: string, max: number = BLOG_LIMITS.previewChars): string {
  const text = htmlToText(html);
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
