import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ERROR_CODES } from '@common/errors';
import { AppError } from '../errors';
import { resolveRange, type ByteRange, type ResolvedRange } from './byte-range';

/**
 * Where the app keeps media it serves or reuses (thumbnails, featured images, a reel's video): the local disk
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
  /**
   * The bytes as a stream, for serving them without holding them in memory; the caller consumes or
   * destroys it. With `range`, only that part (`range` set on the answer); a range past the end
   * throws rangeNotSatisfiable (a 416).
   */
  stream(key: string, range?: ByteRange): Promise<MediaStream | undefined>;
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
  /** Length in bytes of what `body` holds, when the store says. */
  size?: number;
  /** The part of the file `body` holds, when a range was asked for. */
  range?: ResolvedRange;
}

/**
 * Media stored on behalf of a user: the bytes go to storage and the user is recorded as an owner,
 * so `/media/<key>` is served to them (and to the public only once a blog showing it is published).
 * Implemented by the media module (server/modules/media) over the database.
 */
export interface MediaLibrary {
  /**
   * Stores bytes for `ownerId` and returns the URL they are served at. A video over MAX_VIDEO_BYTES
   * is refused (videoTooLarge, a 413). `alsoFor`: a second owner (the owner of the shared blog a
   * co-writer uploads a picture for: docs/decisions/035-ai-on-a-selection-and-dropped-images.md).
   */
  store(bytes: Buffer, contentType: StoredContentType, ownerId: number, alsoFor?: number): Promise<string>;
}

/** The image types the app stores (imports, keyframes, featured images), by their key's extension. */
export const STORED_CONTENT_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
} as const;
/** The video types the app stores: a reel's or video post's file, kept since Instagram's link expires. */
export const VIDEO_CONTENT_TYPES = { 'video/mp4': 'mp4', 'video/quicktime': 'mov' } as const;
export type ImageContentType = keyof typeof STORED_CONTENT_TYPES;
export type VideoContentType = keyof typeof VIDEO_CONTENT_TYPES;
export type StoredContentType = ImageContentType | VideoContentType;
const EXTENSIONS: Record<StoredContentType, string> = { ...STORED_CONTENT_TYPES, ...VIDEO_CONTENT_TYPES };

/** Videos larger than this are neither downloaded nor stored (a 15-minute 1080p reel is ~100 MB). */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;

export const isVideoType = (type: StoredContentType): type is VideoContentType => type in VIDEO_CONTENT_TYPES;

/** The 413 of a video over MAX_VIDEO_BYTES. */
export const videoTooLarge = () =>
  new AppError(
    413,
    ERROR_CODES.payloadTooLarge,
    `The video is too large to keep (over ${MAX_VIDEO_BYTES / 1024 / 1024} MB).`,
  );

const KEY_PATTERN = new RegExp(`^[a-f0-9]{64}\\.(${Object.values(EXTENSIONS).join('|')})$`);
export const MEDIA_URL_PREFIX = '/media/';

export const isMediaKey = (key: string) => KEY_PATTERN.test(key);

export function contentTypeOfKey(key: string): StoredContentType | undefined {
  const ext = key.split('.').pop();
  const entry = Object.entries(EXTENSIONS).find(([, e]) => e === ext);
  return entry?.[0] as StoredContentType | undefined;
}

/** The content-addressed key of `bytes`. */
export const mediaKeyOf = (bytes: Buffer, contentType: StoredContentType) =>
  `${createHash('sha256').update(bytes).digest('hex')}.${EXTENSIONS[contentType]}`;

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
      if (err instanceof AppError) throw err; // an answer of ours (a 416), not a disk failure
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
    stream: (key, asked) =>
      read(key, async (file, contentType) => {
        const handle = await open(file); // opened now, so a missing file is known before any header is sent
        try {
          const { size } = await handle.stat();
          if (!asked) return { body: handle.createReadStream(), contentType, size };
          const range = resolveRange(asked, size);
          const body = handle.createReadStream({ start: range.start, end: range.end });
          return { body, contentType, size: range.end - range.start + 1, range };
        } catch (err) {
          await handle.close();
          throw err;
        }
      }),
    exists: async (key) => (await read(key, (file) => stat(file).then((s) => s.isFile()))) ?? false,
    url: mediaUrlOf,
  };
}
