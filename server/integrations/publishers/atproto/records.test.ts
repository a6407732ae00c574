import { describe, expect, it } from 'vitest';
import {
  derivedTid,
  graphemes,
  publicationUrlOf,
  recordKeys,
  TID_PATTERN,
  truncateBytes,
  truncateGraphemes,
} from './records';
import { rateLimitWaitMs } from './xrpc';

const headers = (h: Record<string, string>) => ({ headers: { get: (n: string) => h[n] ?? null } });

describe('AT Protocol records', () => {
  it('derives valid TIDs, the same for the same seed, different per blog, never in the future', () => {
    const a = recordKeys('https://inkgram.example/p/ana', 7);
    expect(recordKeys('https://inkgram.example/p/ana', 7)).toEqual(a);
    expect(recordKeys('https://inkgram.example/p/ana', 8).document).not.toBe(a.document);
    expect(recordKeys('https://inkgram.example/p/ana', 8).publication).toBe(a.publication);
    for (let i = 0; i < 500; i++) {
      const tid = derivedTid(`seed-${i}`);
      expect(tid).toMatch(TID_PATTERN);
      // Decode: 53 bits of microseconds since the epoch, then 10 bits of clock id.
      let n = 0n;
      for (const c of tid) n = n * 32n + BigInt('234567abcdefghijklmnopqrstuvwxyz'.indexOf(c));
      const ms = Number(n >> 10n) / 1000;
      expect(ms).toBeGreaterThanOrEqual(Date.UTC(2023, 0, 1));
      expect(ms).toBeLessThan(Date.UTC(2024, 3, 1));
    }
  });

  it('counts and cuts graphemes, not code units; cuts bytes on a grapheme boundary', () => {
    expect(graphemes('👨‍👩‍👧é')).toBe(2);
    expect(truncateGraphemes('abcdef', 4)).toBe('abc…');
    expect(truncateGraphemes('abc', 4)).toBe('abc');
    const cut = truncateBytes('é'.repeat(100), 51);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(51);
    expect(cut.endsWith('é…')).toBe(true);
  });

  it('the publication address is the creator’s public pages, lower-case, no trailing slash', () => {
    expect(publicationUrlOf('https://inkgram.example/', 'Ana')).toBe('https://inkgram.example/p/ana');
  });

  it('a 429 waits Retry-After, else RateLimit-Reset, capped at an hour', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(rateLimitWaitMs(headers({ 'retry-after': '42' }), now)).toBe(42_000);
    expect(rateLimitWaitMs(headers({ 'ratelimit-reset': String(now / 1000 + 90) }), now)).toBe(90_000);
    expect(rateLimitWaitMs(headers({ 'retry-after': '999999' }), now)).toBe(3_600_000);
    expect(rateLimitWaitMs(headers({}), now)).toBe(60_000);
  });
});
