import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readLocalDraft, removeLocalDraft, writeLocalDraft } from './local-drafts';

const schema = z.object({ title: z.string(), at: z.number() });

/** The browser's localStorage, in memory (the unit project runs in Node). */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let localStorage: MemoryStorage;
beforeEach(() => {
  localStorage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('local drafts', () => {
  it('keeps a value across reads until it is removed', () => {
    expect(writeLocalDraft('create:1:42', { title: 'Lisbon 🌅', at: 1 })).toBe(true);
    expect(readLocalDraft('create:1:42', schema)).toEqual({ title: 'Lisbon 🌅', at: 1 });
    expect(readLocalDraft('create:2:42', schema)).toBeNull(); // another user's key
    removeLocalDraft('create:1:42');
    expect(readLocalDraft('create:1:42', schema)).toBeNull();
  });

  it('drops an entry that is not JSON or does not match the schema instead of throwing', () => {
    localStorage.setItem('inkgram:draft:a', '{not json');
    localStorage.setItem('inkgram:draft:b', JSON.stringify({ title: 3 }));
    expect(readLocalDraft('a', schema)).toBeNull();
    expect(readLocalDraft('b', schema)).toBeNull();
    expect(localStorage.getItem('inkgram:draft:a')).toBeNull();
    expect(localStorage.getItem('inkgram:draft:b')).toBeNull();
  });

  it('reports a full storage as not stored', () => {
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeLocalDraft('c', { title: 'x', at: 1 })).toBe(false);
  });
});
