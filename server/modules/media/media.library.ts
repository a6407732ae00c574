import type { Db } from '../../db/client';
import type { MediaLibrary, MediaStorage } from '../../lib/storage/media-storage';
import { mediaRepository } from './media.repository';

/** The media library over a storage and the database: bytes first, then the owner (see MediaLibrary). */
export function mediaLibrary(db: Db, storage: MediaStorage): MediaLibrary {
  const repo = mediaRepository(db);
  return {
    async store(bytes, contentType, ownerId) {
      const key = await storage.put(bytes, contentType);
      await repo.grant(key, ownerId);
      return storage.url(key);
    },
  };
}
