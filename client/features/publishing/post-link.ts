import { PUBLISHING_COPY } from '@common/copy';
import type { Publication } from '@common/publishing';

/**
 * The link under a destination: a draft opens in the platform's editor ('Open draft in WordPress'),
 * a post at its public URL ('View published post'). Which one is the server's call (`editUrl`).
 */
export function postLink(
  p: Pick<Publication, 'editUrl' | 'platformBlogUrl'>,
  platform: string | null,
): { href: string; label: string } | null {
  if (p.editUrl) return { href: p.editUrl, label: PUBLISHING_COPY.publish.openDraft(platform ?? 'the platform') };
  return p.platformBlogUrl ? { href: p.platformBlogUrl, label: PUBLISHING_COPY.publish.viewPost } : null;
}
