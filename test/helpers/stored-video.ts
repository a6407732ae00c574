import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { createMediaStorage } from '../../server/lib/storage/create-media-storage';
import type { VideoContentType } from '../../server/lib/storage/media-storage';
import { mediaLibrary } from '../../server/modules/media';
import type { AppDeps } from '../../server/types';
import type { Agent } from './agent';

/**
 * A stand-in video file: an MP4 `ftyp` box then `size` bytes that differ per `seed` (so every test
 * gets its own content-addressed key). Enough for storing and Range serving, which never decode it.
 */
export function fakeMp4(seed: string, size = 64 * 1024): Buffer {
  const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2mp41')]);
  const body = Buffer.alloc(size);
  for (let i = 0; i < size; i += 32) createHash('sha256').update(`${seed}:${i}`).digest().copy(body, i);
  return Buffer.concat([ftyp, body]);
}

/** Stores `bytes` as a video of `ownerId` through the media library, as the source pack does. */
export function storeVideo(deps: AppDeps, bytes: Buffer, ownerId: number, type: VideoContentType = 'video/mp4') {
  return mediaLibrary(deps.database.db, createMediaStorage(deps.config)).store(bytes, type, ownerId);
}

/**
 * What a <video> relies on to start at once and seek: the whole file with `Accept-Ranges: bytes`, a
 * first, middle, open-ended and suffix range as 206s with their exact bytes, a range past the end as
 * a 416 naming the length, and a malformed or multiple range answered with the whole file.
 */
export async function expectRangeServing(viewer: Agent, url: string, bytes: Buffer, type = 'video/mp4') {
  const total = bytes.length;
  const whole = await viewer.get(url);
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['content-type']).toBe(type);
  expect(whole.headers['accept-ranges']).toBe('bytes');
  expect(whole.headers['content-length']).toBe(String(total));
  expect(whole.rawPayload.equals(bytes)).toBe(true);

  const cases: [string, number, number][] = [
    ['bytes=0-1023', 0, 1023],
    ['bytes=5000-5999', 5000, 5999],
    [`bytes=${total - 100}-`, total - 100, total - 1],
    ['bytes=-300', total - 300, total - 1],
    [`bytes=10-${total + 5000}`, 10, total - 1],
  ];
  for (const [range, start, end] of cases) {
    const part = await viewer.get(url, { range });
    expect(part.statusCode, range).toBe(206);
    expect(part.headers['content-range'], range).toBe(`bytes ${start}-${end}/${total}`);
    expect(part.headers['content-length'], range).toBe(String(end - start + 1));
    expect(part.headers['content-type'], range).toBe(type);
    expect(part.rawPayload.equals(bytes.subarray(start, end + 1)), range).toBe(true);
  }

  const past = await viewer.get(url, { range: `bytes=${total}-` });
  expect(past.statusCode).toBe(416);
  expect(past.headers['content-range']).toBe(`bytes */${total}`);
  expect(past.json()).toMatchObject({
    code: 'range_not_satisfiable',
    message: 'The requested range is outside the file.',
  });

  for (const ignored of ['bytes=0-9,20-29', 'items=0-5', 'bytes=9-2']) {
    const res = await viewer.get(url, { range: ignored });
    expect(res.statusCode, ignored).toBe(200);
    expect(res.rawPayload.length, ignored).toBe(total);
  }
}
