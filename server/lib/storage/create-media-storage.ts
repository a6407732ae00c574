import type { Config } from '../../config';
import { diskMediaStorage, mediaUrlOf, type MediaStorage } from './media-storage';
import type { S3StorageOptions } from './s3-storage';

type Closable = MediaStorage & { close(): void };

/** One storage per configuration: the modules that read or write media share it (and its S3 connections). */
const byConfig = new WeakMap<Config, Closable>();

/**
 * The media storage MEDIA_STORE chooses: the local disk under DATA_DIR (the embedded default) or an
 * S3-compatible bucket. The S3 SDK is imported on first use only, so a server on local disk never
 * loads it and boots no slower.
 */
export function createMediaStorage(config: Config): MediaStorage {
  let storage = byConfig.get(config);
  if (!storage) {
    storage =
      config.MEDIA_STORE === 's3'
        ? lazyS3Storage(s3OptionsOf(config))
        : { ...diskMediaStorage(config.DATA_DIR), close() {} };
    byConfig.set(config, storage);
  }
  return storage;
}

/** Releases the storage's connections (the app's onClose); a later createMediaStorage makes a new one. */
export function closeMediaStorage(config: Config): void {
  byConfig.get(config)?.close();
  byConfig.delete(config);
}

function s3OptionsOf(config: Config): S3StorageOptions {
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  // parseConfig already refused MEDIA_STORE=s3 without these; this only narrows the types.
  if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error('MEDIA_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    bucket: S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

function lazyS3Storage(options: S3StorageOptions): Closable {
  let loading: Promise<Closable> | undefined;
  let loaded: Closable | undefined;
  const s3 = () =>
    (loading ??= import('./s3-storage').then((m) => {
      loaded = m.s3MediaStorage(options);
      return loaded;
    }));
  return {
    put: async (bytes, contentType) => (await s3()).put(bytes, contentType),
    get: async (key) => (await s3()).get(key),
    stream: async (key, range) => (await s3()).stream(key, range),
    exists: async (key) => (await s3()).exists(key),
    url: mediaUrlOf,
    close: () => loaded?.close(),
  };
}
