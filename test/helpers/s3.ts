import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** The access key pair s3rver accepts (it checks the request signatures against it). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  bucket: string;
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** The app's configuration for this store (MEDIA_STORE=s3 and the S3_* variables). */
  env: Record<string, string>;
  /** An SDK client of its own, for a test's own look at the bucket. */
  client: S3Client;
  /** Every key in the bucket (ListObjectsV2, all pages). */
  keys(): Promise<string[]>;
  /** Takes the store down (connections refused) until start(); its objects are kept. */
  stop(): Promise<void>;
  /** Serves again on the same port. */
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, objects on a temporary directory) on 127.0.0.1 and a free
 * port, with one empty bucket: the app's S3 adapter talks to it over HTTP with signed requests,
 * exactly as it would to AWS S3, R2 or MinIO.
 */
export async function startLocalS3(bucket = 'inkgram-media'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'inkgram-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  async function start() {
    const s = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    port = ((await s.run()) as AddressInfo).port;
    server = s;
  }
  async function stop() {
    const s = server;
    server = undefined;
    await s?.close();
  }
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  return {
    bucket,
    endpoint,
    env: {
      MEDIA_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    async keys() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return keys.sort();
    },
    stop,
    start,
    async close() {
      client.destroy();
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
