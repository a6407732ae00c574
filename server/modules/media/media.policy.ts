import type { MediaRepository } from './media.repository';

/**
 * Who may see a stored image, and how it may be cached:
 * - `private`: an owner (a user whose import stored it) — cached by their browser only;
 * - `public`: anyone, once a blog of an owner showing the image is published;
 * - `null`: nobody else — answered exactly like a key that does not exist.
 * Rules are tried in order; a later "shared with" rule (people a blog is shared with) is one more
 * `private` clause after the owner's.
 */
export type MediaVisibility = 'private' | 'public';

export async function mediaVisibility(
  rules: Pick<MediaRepository, 'isOwnedBy' | 'isPublished'>,
  key: string,
  viewerId: number | null,
): Promise<MediaVisibility | null> {
  if (viewerId !== null && (await rules.isOwnedBy(key, viewerId))) return 'private';
  if (await rules.isPublished(key)) return 'public';
  return null;
}
