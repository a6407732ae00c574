import type { Db } from '../../db/client';
import {
  isVideoType,
  MAX_VIDEO_BYTES,
  videoTooLarge,
  type MediaLibrary,
  type MediaStorage,
} from '../../lib/storage/media-storage';
import { mediaRepository } from './media.repository';

/**
 * The media library over a storage and the database: bytes first, then the owner (see MediaLibrary).
 * Images and videos (a reel's file) share one key space, one ownership table and one privacy rule.
 */
export function mediaLibrary(db: Db, storage: MediaStorage): MediaLibrary {
  const repo = mediaRepository(db);
  return {
    async store(bytes, contentType, ownerId, alsoFor) {
      if (isVideoType(contentType) && bytes.length > MAX_VIDEO_BYTES) throw videoTooLarge();
      const key = await storage.put(bytes, contentType);
      await repo.grant(key, ownerId);
      if (alsoFor !== undefined && alsoFor !== ownerId) await repo.grant(key, alsoFor);
      return storage.url(key);
    },
  };
}
