import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskMediaStorage } from './media-storage';

describe('diskMediaStorage', () => {
  const storage = diskMediaStorage(mkdtempSync(path.join(tmpdir(), 'inkgram-media-')));

  it('stores bytes content-addressed and reads them back', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const key = await storage.put(bytes, 'image/jpeg');
    expect(key).toMatch(/^[a-f0-9]{64}\.jpg$/);
    expect(await storage.put(bytes, 'image/jpeg')).toBe(key);
    expect(await storage.get(key)).toEqual({ bytes, contentType: 'image/jpeg' });
    expect(storage.url(key)).toBe(`/media/${key}`);
  });

  it('refuses keys that are not its own (no path traversal)', async () => {
    expect(await storage.get('../../etc/passwd')).toBeUndefined();
    expect(await storage.get(`${'a'.repeat(64)}.svg`)).toBeUndefined();
    expect(await storage.get(`${'b'.repeat(64)}.png`)).toBeUndefined();
  });
});
