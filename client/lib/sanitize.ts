import DOMPurify from 'dompurify';
import { BLOG_LIMITS } from '@common/blog-limits';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, isAllowedHref, isAllowedImageSrc, linkRel } from '@common/html-policy';

/**
 * The browser's second line of defence (docs/architecture.md §8): every HTML string goes
 * through this before `dangerouslySetInnerHTML` or into the editor. DOMPurify's defaults keep
 * style, forms, `//` links and SVG, so it runs with the same explicit allowlist as the server.
 */
const ALLOWED_ATTR = [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())];

let hooked = false;
function installHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const allowedHere = ALLOWED_ATTRIBUTES[tag] ?? [];
    if (!allowedHere.includes(data.attrName)) {
      data.keepAttr = false;
      return;
    }
    if (data.attrName === 'href' && !isAllowedHref(data.attrValue)) data.keepAttr = false;
    if (data.attrName === 'src' && !isAllowedImageSrc(data.attrValue, BLOG_LIMITS.dataImageMaxBytes)) {
      data.keepAttr = false;
    }
    if (data.attrName === 'target' && data.attrValue !== '_blank') data.keepAttr = false;
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('href')) {
      const rel = linkRel(node.getAttribute('rel'), node.getAttribute('target') === '_blank');
      if (rel) node.setAttribute('rel', rel);
      else node.removeAttribute('rel');
    }
    if (node.nodeName === 'IMG' && !node.getAttribute('src')) node.remove();
  });
}

export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_TAGS: ['style', 'form', 'svg', 'math', 'script', 'iframe'],
    FORBID_ATTR: ['style'],
    ALLOWED_URI_REGEXP:
      /^(?:(?:https?|ftps?|mailto|tel|callto|sms|cid|xmpp):|data:image\/(?:png|jpe?g|gif|webp|avif);base64,|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}

/** Plain text of HTML (tags stripped) for previews and diffs; never rendered as HTML. */
export function htmlToPlainText(html: string): string {
  const doc = new DOMParser().parseFromString(
    sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>/gi, '$&\n')),
    'text/html',
  );
  return (doc.body.textContent ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}
