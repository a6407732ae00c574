import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the app keeps media it serves or reuses (thumbnails, featured images). Behind an interface
 * so object storage can replace the local disk. Keys are content-addressed (the SHA-256 of the
 * bytes: unguessable without the image itself) and safe as paths. Who may see a key is not the
 * storage's business: see MediaLibrary.
 */
export interface MediaStorage {
  /** Stores bytes and returns the key; the same bytes always yield the same key. */
  put(bytes: Buffer, contentType: StoredContentType): Promise<string>;
  get(key: string): Promise<{ bytes: Buffer; contentType: StoredContentType } | undefined>;
  /** The URL the app serves this key at. */
  url(key: string): string;
}

/**
 * Media stored on behalf of a user: the bytes go to storage and the user is recorded as an owner,
 * so `/media/<key>` is served to them (and to the public only once a blog showing it is published).
 * Implemented by the media module (server/modules/media) over the database.
 */
export interface MediaLibrary {
  /** Stores bytes for `ownerId` and returns the URL they are served at. */
  store(bytes: Buffer, contentType: StoredContentType, ownerId: number): Promise<string>;
}

export const STORED_CONTENT_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
} as const;
export type StoredContentType = keyof typeof STORED_CONTENT_TYPES;

const KEY_PATTERN = /^[a-f0-9]{64}\.(jpg|png|webp|gif|avif)$/;
export const MEDIA_URL_PREFIX = '/media/';

export const isMediaKey = (key: string) => KEY_PATTERN.test(key);

export function contentTypeOfKey(key: string): StoredContentType | undefined {
  const ext = key.split('.').pop();
  const entry = Object.entries(STORED_CONTENT_TYPES).find(([, e]) => e === ext);
  return entry?.[0] as StoredContentType | undefined;
}

/** Local-disk storage under DATA_DIR/media, sharded by the first two hex characters. */
export function diskMediaStorage(dataDir: string): MediaStorage {
  const root = path.resolve(dataDir, 'media');
  const fileOf = (key: string) => path.join(root, key.slice(0, 2), key);

  return {
    async put(bytes, contentType) {
      const key = `${createHash('sha256').update(bytes).digest('hex')}.${STORED_CONTENT_TYPES[contentType]}`;
      const file = fileOf(key);
      const exists = await stat(file).then(
        () => true,
        () => false,
      );
      if (!exists) {
        await mkdir(path.dirname(file), { recursive: true });
        // A unique temp name: concurrent puts of the same bytes must not share (and steal) one file.
        const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
        await writeFile(tmp, bytes);
        await rename(tmp, file); // atomic: readers never see a half-written file
      }
      return key;
    },
    async get(key) {
      if (!isMediaKey(key)) return undefined;
      const contentType = contentTypeOfKey(key);
      if (!contentType) return undefined;
      try {
        return { bytes: await readFile(fileOf(key)), contentType };
      } catch {
        return undefined;
      }
    },
    url: (key) => `${MEDIA_URL_PREFIX}${key}`,
  };
}
