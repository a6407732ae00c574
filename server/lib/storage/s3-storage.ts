import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { AppError } from '../errors';
import { resolveRange, type ResolvedRange } from './byte-range';
import {
  contentTypeOfKey,
  isMediaKey,
  mediaKeyOf,
  mediaUrlOf,
  storageUnavailable,
  type MediaStorage,
  type StoredContentType,
} from './media-storage';

/**
 * Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), behind the same MediaStorage
 * interface as the local disk. Objects are named by their key (`<sha256>.<ext>`) at the bucket's
 * root and are never public: the app streams them through `/media/<key>` with its own privacy
 * rules. Loaded only when MEDIA_STORE=s3 (create-media-storage.ts imports it dynamically).
 */
export interface S3StorageOptions {
  bucket: string;
  /** Unset for AWS S3 (the region picks the host); the store's URL otherwise (R2, MinIO). */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  timeouts?: Partial<S3Timeouts>;
}

export interface S3Timeouts {
  /** To open a TCP connection to the store. */
  connectMs: number;
  /** From a read's request (GET, HEAD) to the answer's headers: a browser waits on it. */
  readMs: number;
  /** From a write's request (PUT, body included) to the answer. */
  writeMs: number;
  /** Silence on an open socket (a stalled body) before it is dropped. */
  idleMs: number;
  /** Attempts per call, the first included: one retry of a transient failure. */
  maxAttempts: number;
}

/** A store that does not answer costs a reader at most 2 × (connect or read timeout), then a 503. */
export const DEFAULT_S3_TIMEOUTS: S3Timeouts = {
  connectMs: 2_000,
  readMs: 5_000,
  writeMs: 30_000,
  idleMs: 30_000,
  maxAttempts: 2,
};

/**
 * The object is not there: GetObject says NoSuchKey, HeadObject a bare 404 (named NotFound). A
 * missing bucket (NoSuchBucket, a misconfiguration) is not a missing image: it is a store failure.
 */
function isNotFound(err: unknown): boolean {
  const name = typeof err === 'object' && err !== null ? (err as { name?: unknown }).name : undefined;
  return name === 'NoSuchKey' || name === 'NotFound';
}

export function s3MediaStorage(options: S3StorageOptions): MediaStorage & { close(): void } {
  const t = { ...DEFAULT_S3_TIMEOUTS, ...options.timeouts };
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    maxAttempts: t.maxAttempts,
    requestHandler: {
      connectionTimeout: t.connectMs,
      requestTimeout: t.readMs,
      throwOnRequestTimeout: true,
      socketTimeout: t.idleMs,
    },
    // Checksums only where the API requires them: R2, MinIO and older stores refuse the newer
    // default trailers, and a content-addressed key already names its bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const read = { requestTimeout: t.readMs };

  /** Runs a call for `key`: undefined when the key is foreign or the object missing; a 503 when the store fails. */
  async function call<T>(key: string, fn: (contentType: StoredContentType) => Promise<T>): Promise<T | undefined> {
    const contentType = isMediaKey(key) ? contentTypeOfKey(key) : undefined;
    if (!contentType) return undefined;
    try {
      return await fn(contentType);
    } catch (err) {
      if (isNotFound(err)) return undefined;
      if (err instanceof AppError) throw err; // an answer of ours (a 416), not a store failure
      throw storageUnavailable(err);
    }
  }

  const exists = async (key: string) =>
    (await call(key, async () => {
      await client.send(new HeadObjectCommand({ Bucket, Key: key }), read);
      return true;
    })) ?? false;

  return {
    async put(bytes, contentType) {
      const key = mediaKeyOf(bytes, contentType);
      // Same key, same bytes: an object already there is never uploaded again.
      if (await exists(key)) return key;
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
          }),
          { requestTimeout: t.writeMs },
        );
      } catch (err) {
        throw storageUnavailable(err);
      }
      return key;
    },
    get: (key) =>
      call(key, async (contentType) => {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }), read);
        if (!res.Body) return undefined;
        return { bytes: Buffer.from(await res.Body.transformToByteArray()), contentType };
      }),
    stream: (key, asked) =>
      call(key, async (contentType) => {
        // A range is resolved against the object's length here (one HEAD), so the store is asked for
        // explicit bounds only: suffix and open ranges behave alike on every S3-compatible store.
        let range: ResolvedRange | undefined;
        if (asked) {
          const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }), read);
          range = resolveRange(asked, head.ContentLength ?? 0);
        }
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }), read);
        if (!res.Body) return undefined;
        // In Node the body is the HTTP response itself (an IncomingMessage): a Readable.
        return { body: res.Body as Readable, contentType, size: res.ContentLength, ...(range ? { range } : {}) };
      }),
    exists,
    url: mediaUrlOf,
    close: () => client.destroy(),
  };
}
