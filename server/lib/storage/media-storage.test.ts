import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../test/helpers/s3';
import { parseConfig } from '../../config';
import { closeMediaStorage, createMediaStorage } from './create-media-storage';
import { diskMediaStorage, type MediaStorage } from './media-storage';
import { s3MediaStorage } from './s3-storage';

/**
 * One contract, two adapters: the local disk and an S3-compatible bucket (a real s3rver on
 * 127.0.0.1, spoken to by the real SDK). Whatever the app does with media must behave the same on both.
 */
interface Subject {
  storage: MediaStorage;
  /** How many objects the store holds. */
  count(): Promise<number>;
  close(): Promise<void>;
}

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3('contract-media');
});
afterAll(async () => s3?.close());

const adapters: [string, () => Promise<Subject>][] = [
  [
    'local disk',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'inkgram-media-'));
      return {
        storage: diskMediaStorage(dir),
        count: async () =>
          readdirSync(path.join(dir, 'media'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
            .length,
        close: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    's3 (through MEDIA_STORE=s3)',
    async () => {
      const config = parseConfig({ ...s3.env, DATA_DIR: '/nonexistent' });
      return {
        storage: createMediaStorage(config),
        count: async () => (await s3.keys()).length,
        close: async () => closeMediaStorage(config),
      };
    },
  ],
];

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const PNG = Buffer.from('\x89PNG\r\n\x1a\nsome png bytes', 'latin1');
const WEBP = Buffer.from('RIFF....WEBPVP8 some webp bytes', 'latin1');

describe.each(adapters)('MediaStorage contract: %s', (_name, make) => {
  let subject: Subject;
  let storage: MediaStorage;
  beforeAll(async () => {
    subject = await make();
    storage = subject.storage;
  });
  afterAll(async () => subject?.close());

  it('stores bytes content-addressed and reads them back with their content type', async () => {
    const key = await storage.put(JPEG, 'image/jpeg');
    expect(key).toBe(`${createHash('sha256').update(JPEG).digest('hex')}.jpg`);
    expect(await storage.get(key)).toEqual({ bytes: JPEG, contentType: 'image/jpeg' });
    expect(storage.url(key)).toBe(`/media/${key}`);
  });

  it('keeps the content type of each image type, named by the key', async () => {
    const png = await storage.put(PNG, 'image/png');
    const webp = await storage.put(WEBP, 'image/webp');
    expect(png).toMatch(/\.png$/);
    expect(webp).toMatch(/\.webp$/);
    expect((await storage.get(png))?.contentType).toBe('image/png');
    expect((await storage.get(webp))?.contentType).toBe('image/webp');
  });

  it('is idempotent: the same bytes, put again or concurrently, give the same key and one object', async () => {
    const bytes = Buffer.from(`idempotent ${Math.random()}`);
    const before = await subject.count();
    const keys = await Promise.all([1, 2, 3].map(() => storage.put(bytes, 'image/gif')));
    expect(await storage.put(bytes, 'image/gif')).toBe(keys[0]);
    expect(new Set(keys).size).toBe(1);
    expect(await subject.count()).toBe(before + 1);
    expect((await storage.get(keys[0]!))?.bytes).toEqual(bytes);
  });

  it('streams the bytes with their length and type', async () => {
    const key = await storage.put(PNG, 'image/png');
    const found = await storage.stream(key);
    expect(found).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(await text(found!.body)).toBe(PNG.toString());
  });

  it('says whether a key exists', async () => {
    const key = await storage.put(JPEG, 'image/jpeg');
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.exists(`${'0'.repeat(64)}.jpg`)).toBe(false);
  });

  it('answers a missing key with nothing, on every read', async () => {
    const missing = `${'a'.repeat(64)}.png`;
    expect(await storage.get(missing)).toBeUndefined();
    expect(await storage.stream(missing)).toBeUndefined();
    expect(await storage.exists(missing)).toBe(false);
  });

  it('refuses keys that are not its own (no path traversal, no other types)', async () => {
    const real = await storage.put(JPEG, 'image/jpeg');
    for (const key of ['../../etc/passwd', `${'a'.repeat(64)}.svg`, `../${real}`, real.toUpperCase(), '']) {
      expect(await storage.get(key), key).toBeUndefined();
      expect(await storage.stream(key), key).toBeUndefined();
      expect(await storage.exists(key), key).toBe(false);
    }
  });
});

describe('the S3 adapter when the store is unreachable', () => {
  const expectUnavailable = async (p: Promise<unknown>) =>
    expect(p).rejects.toMatchObject({ status: 503, code: 'storage_unavailable' });

  it('answers 503 storage_unavailable on every call when nothing listens, quickly', async () => {
    const down = await startLocalS3('down-media');
    const storage = s3MediaStorage({ ...optionsOf(down), timeouts: { connectMs: 500 } });
    const key = await storage.put(JPEG, 'image/jpeg');
    await down.close();
    const started = Date.now();
    await expectUnavailable(storage.get(key));
    await expectUnavailable(storage.stream(key));
    await expectUnavailable(storage.exists(key));
    await expectUnavailable(storage.put(PNG, 'image/png'));
    expect(Date.now() - started).toBeLessThan(5_000);
    storage.close();
  });

  it('gives up on a store that accepts connections and never answers, within its read timeout', async () => {
    const sockets = new Set<Socket>();
    const blackHole: Server = createServer((s) => sockets.add(s));
    await new Promise<void>((r) => blackHole.listen(0, '127.0.0.1', r));
    const port = (blackHole.address() as { port: number }).port;
    const storage = s3MediaStorage({
      ...optionsOf(s3),
      endpoint: `http://127.0.0.1:${port}`,
      timeouts: { readMs: 300, maxAttempts: 2 },
    });
    const started = Date.now();
    await expectUnavailable(storage.stream(`${'c'.repeat(64)}.png`));
    expect(Date.now() - started).toBeLessThan(3_000);
    storage.close();
    for (const s of sockets) s.destroy();
    await new Promise((r) => blackHole.close(r));
  });

  it('treats a bucket that does not exist as a store failure, not as missing images', async () => {
    const storage = s3MediaStorage({ ...optionsOf(s3), bucket: 'no-such-bucket' });
    await expectUnavailable(storage.get(`${'d'.repeat(64)}.png`));
    await expectUnavailable(storage.stream(`${'d'.repeat(64)}.png`));
    await expectUnavailable(storage.put(JPEG, 'image/jpeg'));
    storage.close();
  });
});

const optionsOf = (store: LocalS3) => ({
  bucket: store.bucket,
  endpoint: store.endpoint,
  region: 'us-east-1',
  accessKeyId: store.env.S3_ACCESS_KEY_ID!,
  secretAccessKey: store.env.S3_SECRET_ACCESS_KEY!,
  forcePathStyle: true,
});
