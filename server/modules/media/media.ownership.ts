import type { Db } from '../../db/client';
import { isMediaKey, MEDIA_URL_PREFIX } from '../../lib/storage/media-storage';
import { mediaRepository } from './media.repository';

/**
 * Whether a user owns the stored image an app path (`/media/<key>`) names: the check for images a
 * user puts in a blog, which publishing would upload (docs/decisions/013). Anything that is not a
 * well-formed media path is owned by nobody.
 */
export function mediaOwnership(db: Db) {
  const repo = mediaRepository(db);
  return {
    async ownsPath(userId: number, path: string): Promise<boolean> {
      if (!path.startsWith(MEDIA_URL_PREFIX)) return false;
      const key = path.slice(MEDIA_URL_PREFIX.length);
      return isMediaKey(key) && repo.isOwnedBy(key, userId);
    },
  };
}
