import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ERROR_CODES } from '@common/errors';
import { AppError } from '../errors';

/**
 * Where the app keeps media it serves or reuses (thumbnails, featured images): the local disk
 * (below) or an S3-compatible bucket (s3-storage.ts), chosen by MEDIA_STORE (create-media-storage.ts).
 * Keys are content-addressed (the SHA-256 of the bytes: unguessable without the image itself) and
 * safe as paths. Who may see a key is not the storage's business: see MediaLibrary.
 *
 * A key that is not this storage's own shape, or that is not stored, is "missing" (undefined /
 * false); a store that cannot be reached throws `storageUnavailable()` (a 503), never a 500.
 */
export interface MediaStorage {
  /** Stores bytes and returns the key; the same bytes always yield the same key (storing twice is harmless). */
  put(bytes: Buffer, contentType: StoredContentType): Promise<string>;
  get(key: string): Promise<StoredMedia | undefined>;
  /** The bytes as a stream, for serving them without holding them in memory; the caller consumes or destroys it. */
  stream(key: string): Promise<MediaStream | undefined>;
  exists(key: string): Promise<boolean>;
  /** The URL the app serves this key at. */
  url(key: string): string;
}

export interface StoredMedia {
  bytes: Buffer;
  contentType: StoredContentType;
}

export interface MediaStream {
  body: Readable;
  contentType: StoredContentType;
  /** Length in bytes, when the store says. */
  size?: number;
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

/** The content-addressed key of `bytes`. */
export const mediaKeyOf = (bytes: Buffer, contentType: StoredContentType) =>
  `${createHash('sha256').update(bytes).digest('hex')}.${STORED_CONTENT_TYPES[contentType]}`;

export const mediaUrlOf = (key: string) => `${MEDIA_URL_PREFIX}${key}`;

/** The store is down or refuses us: the user may retry later; the cause goes to the log. */
export function storageUnavailable(cause?: unknown): AppError {
  const err = new AppError(
    503,
    ERROR_CODES.storageUnavailable,
    'Media storage is unavailable right now. Please try again in a moment.',
    undefined,
    { 'retry-after': '5' },
  );
  if (cause !== undefined) err.cause = cause;
  return err;
}

const isMissingFile = (err: unknown) =>
  typeof err === 'object' && err !== null && ['ENOENT', 'ENOTDIR'].includes((err as { code?: string }).code ?? '');

/** Local-disk storage under DATA_DIR/media, sharded by the first two hex characters. */
export function diskMediaStorage(dataDir: string): MediaStorage {
  const root = path.resolve(dataDir, 'media');
  const fileOf = (key: string) => path.join(root, key.slice(0, 2), key);
  /** Runs a read of `key`'s file: undefined for a foreign key or a missing file; other disk errors are 503s. */
  async function read<T>(key: string, fn: (file: string, type: StoredContentType) => Promise<T>) {
    const contentType = isMediaKey(key) ? contentTypeOfKey(key) : undefined;
    if (!contentType) return undefined;
    try {
      return await fn(fileOf(key), contentType);
    } catch (err) {
      if (isMissingFile(err)) return undefined;
      throw storageUnavailable(err);
    }
  }

  return {
    async put(bytes, contentType) {
      const key = mediaKeyOf(bytes, contentType);
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
    get: (key) => read(key, async (file, contentType) => ({ bytes: await readFile(file), contentType })),
    stream: (key) =>
      read(key, async (file, contentType) => {
        const handle = await open(file); // opened now, so a missing file is known before any header is sent
        try {
          const { size } = await handle.stat();
          return { body: handle.createReadStream(), contentType, size };
        } catch (err) {
          await handle.close();
          throw err;
        }
      }),
    exists: async (key) => (await read(key, (file) => stat(file).then((s) => s.isFile()))) ?? false,
    url: mediaUrlOf,
  };
}
