import { describe, expect, it } from 'vitest';
import { secondsBlocked, takeSlots, type ThrottleRule } from './throttle';
import type { ThrottleRepository, ThrottleState } from './throttle.repository';

const now = new Date('2026-11-22T10:00:00Z');
const rule: ThrottleRule = { key: 'k', limit: 10, windowMs: 15 * 60_000 };

describe('secondsBlocked (read-only check)', () => {
  it('blocks only once a bucket is full, until its window ends', () => {
    const started = new Date(now.getTime() - 5 * 60_000);
    expect(secondsBlocked([rule], [{ key: 'k', hits: 9, windowStartedAt: started }], now)).toBe(0);
    expect(secondsBlocked([rule], [{ key: 'k', hits: 10, windowStartedAt: started }], now)).toBe(600);
  });

  it('forgets a full bucket whose window has passed (no permanent lockout)', () => {
    const old = new Date(now.getTime() - 16 * 60_000);
    expect(secondsBlocked([rule], [{ key: 'k', hits: 50, windowStartedAt: old }], now)).toBe(0);
  });
});

/** An in-memory repository with the database's semantics: a hit returns the count after it. */
function memoryRepo() {
  const rows = new Map<string, ThrottleState>();
  const repo = {
    async read(keys: string[]) {
      return keys.flatMap((k) => (rows.has(k) ? [{ ...rows.get(k)! }] : []));
    },
    async hit(key: string) {
      const row = rows.get(key) ?? { key, hits: 0, windowStartedAt: new Date(Date.now() - 60_000) };
      row.hits++;
      rows.set(key, row);
      return { ...row };
    },
    async giveBack(state: ThrottleState) {
      const row = rows.get(state.key);
      if (row && row.windowStartedAt.getTime() === state.windowStartedAt.getTime() && row.hits > 0) row.hits--;
    },
    async clear() {},
    async deleteOlderThan() {},
  } satisfies ThrottleRepository;
  return { repo, rows };
}

describe('takeSlots (count, then decide)', () => {
  it('admits exactly `limit` takes, then answers the seconds until the window reopens', async () => {
    const { repo } = memoryRepo();
    const results = [];
    for (let i = 0; i < 12; i++) results.push(await takeSlots(repo, [rule]));
    expect(results.filter((r) => r.retryAfter === 0)).toHaveLength(10);
    const refused = results.at(-1)!;
    expect(refused.retryAfter).toBeGreaterThan(14 * 60 - 5);
    expect(refused.retryAfter).toBeLessThanOrEqual(14 * 60);
  });

  it('gives back every slot of a refused attempt, so a full bucket stays at its limit', async () => {
    const { repo, rows } = memoryRepo();
    const wide: ThrottleRule = { key: 'wide', limit: 100, windowMs: 60_000 };
    for (let i = 0; i < 10; i++) await takeSlots(repo, [wide, rule]);
    const refused = await takeSlots(repo, [wide, rule]);
    expect(refused).toEqual({ slots: [], retryAfter: expect.any(Number) });
    expect(rows.get('k')!.hits).toBe(10);
    expect(rows.get('wide')!.hits).toBe(10);
  });
});
