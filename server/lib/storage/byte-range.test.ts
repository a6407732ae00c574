import { describe, expect, it } from 'vitest';
import { parseRange, resolveRange } from './byte-range';

describe('parseRange', () => {
  it('reads one range: closed, open-ended or a suffix', () => {
    expect(parseRange('bytes=0-499')).toEqual({ start: 0, end: 499 });
    expect(parseRange('bytes=500-')).toEqual({ start: 500 });
    expect(parseRange('bytes=-200')).toEqual({ suffix: 200 });
    expect(parseRange(' bytes=7-7 ')).toEqual({ start: 7, end: 7 });
  });

  it('ignores what it cannot honour, so the whole file is served', () => {
    for (const header of [undefined, '', 'bytes=-', 'bytes=0-9,20-29', 'items=0-5', 'bytes=9-2', 'bytes=a-b']) {
      expect(parseRange(header), String(header)).toBeUndefined();
    }
  });
});

describe('resolveRange', () => {
  it('bounds a range by the file length', () => {
    expect(resolveRange({ start: 0, end: 99 }, 1000)).toEqual({ start: 0, end: 99, total: 1000 });
    expect(resolveRange({ start: 900, end: 5000 }, 1000)).toEqual({ start: 900, end: 999, total: 1000 });
    expect(resolveRange({ start: 10 }, 1000)).toEqual({ start: 10, end: 999, total: 1000 });
    expect(resolveRange({ suffix: 100 }, 1000)).toEqual({ start: 900, end: 999, total: 1000 });
    expect(resolveRange({ suffix: 5000 }, 1000)).toEqual({ start: 0, end: 999, total: 1000 });
  });

  it('is a 416 naming the length when nothing of the file is in the range', () => {
    for (const range of [{ start: 1000 }, { start: 2000, end: 3000 }, { suffix: 0 }]) {
      expect(() => resolveRange(range, 1000)).toThrow(
        expect.objectContaining({ status: 416, headers: { 'content-range': 'bytes */1000' } }),
      );
    }
    expect(() => resolveRange({ suffix: 10 }, 0)).toThrow(expect.objectContaining({ status: 416 }));
  });
});
