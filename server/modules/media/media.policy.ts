import type { MediaRepository } from './media.repository';

/**
 * Who may see a stored image, and how it may be cached:
 * - `private`: an owner (a user whose import stored it) — cached by their browser only;
 * - `private`: someone in a shared blog showing it (its owner, or a person it is shared with, when
 *   the image is the owner's or a co-writer's): the blog's inline and featured images;
 * - `public`: anyone, once a blog of an owner showing the image is published;
 * - `null`: nobody else — answered exactly like a key that does not exist.
 * Rules are tried in order (docs/decisions/013).
 */
export type MediaVisibility = 'private' | 'public';

export async function mediaVisibility(
  rules: Pick<MediaRepository, 'isOwnedBy' | 'isPublished' | 'isSharedWith'>,
  key: string,
  viewerId: number | null,
): Promise<MediaVisibility | null> {
  if (viewerId !== null && (await rules.isOwnedBy(key, viewerId))) return 'private';
  if (await rules.isPublished(key)) return 'public';
  if (viewerId !== null && (await rules.isSharedWith(key, viewerId))) return 'private';
  return null;
}
