import { describe, expect, it } from 'vitest';
import { createUserReadCache } from './user-read-cache';

const read = (payload: string) => ({ payload, headers: { 'content-type': 'application/json' } });

function cache(opts: { epoch?: () => number | null; ttlMs?: number; maxEntries?: number } = {}) {
  let clock = 1_000;
  const c = createUserReadCache({
    ttlMs: opts.ttlMs ?? 30_000,
    maxEntries: opts.maxEntries ?? 100,
    epoch: opts.epoch ?? (() => 1),
    now: () => clock,
  });
  return { c, tick: (ms: number) => (clock += ms) };
}

describe('user read cache', () => {
  it('answers a stored read until the user changes something', () => {
    const { c } = cache();
    c.store(7, '/api/blogs', c.begin(7), read('[1]'));
    expect(c.lookup(7, '/api/blogs')?.payload).toBe('[1]');
    expect(c.lookup(8, '/api/blogs')).toBeUndefined(); // never another user's
    c.invalidate(7);
    expect(c.lookup(7, '/api/blogs')).toBeUndefined();
  });

  it('does not keep a read that was computed while a change happened', () => {
    const { c } = cache();
    const generation = c.begin(7);
    c.invalidate(7); // a write committed while the list was being read
    c.store(7, '/api/blogs', generation, read('[old]'));
    expect(c.lookup(7, '/api/blogs')).toBeUndefined();
  });

  it('keeps nothing while the bus is not listening, and drops entries when it reconnects', () => {
    let epoch: number | null = null;
    const { c } = cache({ epoch: () => epoch });
    c.store(7, '/a', c.begin(7), read('[1]'));
    expect(c.lookup(7, '/a')).toBeUndefined();
    epoch = 1;
    c.store(7, '/a', c.begin(7), read('[1]'));
    expect(c.lookup(7, '/a')?.payload).toBe('[1]');
    epoch = 2; // notices sent while the listener was away are lost
    expect(c.lookup(7, '/a')).toBeUndefined();
  });

  it('expires entries after the TTL and evicts the oldest beyond its size', () => {
    const { c, tick } = cache({ ttlMs: 1_000, maxEntries: 2 });
    c.store(1, '/a', c.begin(1), read('1'));
    tick(999);
    expect(c.lookup(1, '/a')).toBeDefined();
    tick(1);
    expect(c.lookup(1, '/a')).toBeUndefined();
    c.store(1, '/a', c.begin(1), read('1'));
    c.store(2, '/a', c.begin(2), read('2'));
    c.store(3, '/a', c.begin(3), read('3'));
    expect(c.size).toBe(2);
    expect(c.lookup(1, '/a')).toBeUndefined();
    expect(c.lookup(3, '/a')?.payload).toBe('3');
  });

  it('never lets a forgotten generation make an old read current again', () => {
    const { c } = cache({ maxEntries: 1 });
    const before = c.begin(1);
    c.invalidate(1);
    c.invalidate(2);
    c.invalidate(3); // more users than it tracks: it forgets, but numbers only go up
    c.store(1, '/a', before, read('old'));
    expect(c.lookup(1, '/a')).toBeUndefined();
  });
});
