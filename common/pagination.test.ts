import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, nextLinkOf, PAGE_LIMITS, pageQuerySchema } from './pagination';

describe('cursor codec', () => {
  it('round-trips a timestamp with microseconds and an id, as base64url', () => {
    const cursor = { key: '2026-11-23T14:31:49.123456Z', id: 42 };
    const encoded = encodeCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(encoded)).toEqual(cursor);
  });

  it('accepts the real edges of the calendar', () => {
    for (const key of [
      '2020-02-29T23:59:59.999999Z',
      '2000-02-29T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
    ]) {
      expect(decodeCursor(encodeCursor({ key, id: 2_147_483_647 })), key).toEqual({ key, id: 2_147_483_647 });
    }
    expect(decodeCursor(encodeCursor({ key: '1900-02-29T00:00:00Z', id: 1 }))).toBeUndefined();
  });

  it.each([
    ['not base64url', 'a+b/c='],
    ['not JSON', 'bm9wZQ'],
    ['wrong shape', encodeCursor({ key: 'x', id: 1 })],
    ['not a timestamp', btoa(JSON.stringify(['yesterday', 1]))],
    ['id below 1', btoa(JSON.stringify(['2026-01-01T00:00:00Z', 0]))],
    ['id past the largest', btoa(JSON.stringify(['2026-01-01T00:00:00Z', 2 ** 31]))],
    ['30 February', encodeCursor({ key: '2020-02-30T00:00:00Z', id: 1 })],
    ['29 February of a common year', encodeCursor({ key: '2021-02-29T00:00:00Z', id: 1 })],
    ['a date without a time', encodeCursor({ key: '2021-02-29', id: 1 })],
    ['year 0', encodeCursor({ key: '0000-01-01T00:00:00Z', id: 1 })],
    ['31 April', encodeCursor({ key: '2024-04-31T00:00:00Z', id: 1 })],
    ['month 13', encodeCursor({ key: '2024-13-01T00:00:00Z', id: 1 })],
    ['hour 24', encodeCursor({ key: '2024-01-01T24:00:00Z', id: 1 })],
    ['minute 60', encodeCursor({ key: '2024-01-01T23:60:00Z', id: 1 })],
    ['too long', 'A'.repeat(201)],
    ['empty', ''],
  ])('rejects a cursor that is %s', (_why, encoded) => {
    expect(decodeCursor(encoded.replace(/=+$/, ''))).toBeUndefined();
  });
});

describe('page query', () => {
  it('defaults to the first page of 50', () => {
    expect(pageQuerySchema.parse({})).toEqual({ cursor: undefined, limit: PAGE_LIMITS.default });
  });

  it('bounds the limit to 1…100 and names the bad field', () => {
    expect(pageQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    for (const limit of ['0', '101', '-1', '1.5', 'ten', '']) {
      const result = pageQuerySchema.safeParse({ limit });
      expect(result.success, limit).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['limit']);
    }
    const bad = pageQuerySchema.safeParse({ cursor: 'nope' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['cursor'], message: expect.stringContaining('cursor') });
  });
});

describe('Link header', () => {
  it('finds rel="next" among other relations', () => {
    expect(nextLinkOf('</a?cursor=x&limit=3>; rel="prev", </b?cursor=y&limit=3>; rel="next"')).toBe(
      '/b?cursor=y&limit=3',
    );
    expect(nextLinkOf(null)).toBeUndefined();
    expect(nextLinkOf('</a>; rel="prev"')).toBeUndefined();
  });
});
