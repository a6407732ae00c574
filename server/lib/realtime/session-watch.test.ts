import { afterEach, describe, expect, it, vi } from 'vitest';
import { inProcessBus } from './bus';
import { SESSION_ENDED_TOPIC, sessionWatch, type EndReason, type SessionWatch } from './session-watch';

const log = { warn: () => undefined };
const flush = () => new Promise((r) => setTimeout(r, 0));

let watch: SessionWatch | undefined;
afterEach(() => {
  watch?.close();
  vi.useRealTimers();
});

/** A watch over an in-process bus whose live sessions are `live` (mutable). */
function setUp(live: Set<string>, sweepMs?: number) {
  const bus = inProcessBus();
  const ended: string[] = [];
  watch = sessionWatch(bus, {
    log,
    liveSessions: async (ids) => new Set(ids.filter((id) => live.has(id))),
    onEnded: (id) => ended.push(id),
    ...(sweepMs ? { sweepMs } : {}),
  });
  const connection = (
    sessionId: string,
    userId: number,
    more: { scope?: string; ok?: () => Promise<boolean> } = {},
  ) => {
    const reasons: EndReason[] = [];
    const unwatch = watch!.watch({
      sessionId,
      userId,
      scope: more.scope,
      recheck: more.ok,
      end: (r) => reasons.push(r),
    });
    return { reasons, unwatch };
  };
  return { bus, watch, ended, connection };
}

describe('sessionWatch', () => {
  it("ends each connection of a session when its notice arrives, once, and nobody else's", async () => {
    const { bus, watch, ended, connection } = setUp(new Set(['s1', 's2']));
    const a = connection('s1', 1);
    const b = connection('s1', 1);
    const other = connection('s2', 1);
    await flush();
    await bus.publish({ topic: SESSION_ENDED_TOPIC, sessionId: 's1', userId: 1 });
    await bus.publish({ topic: SESSION_ENDED_TOPIC, sessionId: 's1', userId: 1 });
    await flush();
    expect([a.reasons, b.reasons, other.reasons]).toEqual([['session-ended'], ['session-ended'], []]);
    expect(ended).toEqual(['s1', 's1']);
    expect(watch.size()).toBe(1);
    other.unwatch();
    expect(watch.size()).toBe(0);
  });

  it('ends a connection whose session ended between its lookup and its registration', async () => {
    const { connection } = setUp(new Set());
    const late = connection('gone', 1);
    await flush();
    expect(late.reasons).toEqual(['session-ended']);
  });

  it("rechecks a user's connections on the changed scope: refused or failing ends them, allowed keeps them", async () => {
    const { watch, connection } = setUp(new Set(['s1', 's2']));
    const refused = connection('s1', 7, { scope: 'blog:1', ok: async () => false });
    const failing = connection('s1', 7, { scope: 'blog:1', ok: () => Promise.reject(new Error('404')) });
    const allowed = connection('s2', 7, { scope: 'blog:1', ok: async () => true });
    const elsewhere = connection('s1', 7, { scope: 'blog:2', ok: async () => false });
    const someoneElse = connection('s3', 8, { scope: 'blog:1', ok: async () => false });
    await flush();
    await watch.accessChanged(7, 'blog:1');
    await flush();
    await flush();
    expect(refused.reasons).toEqual(['access-revoked']);
    expect(failing.reasons).toEqual(['access-revoked']);
    expect(allowed.reasons).toEqual([]);
    expect(elsewhere.reasons).toEqual([]);
    expect(someoneElse.reasons).toEqual(['session-ended']); // s3 was never live
  });

  it('a notice lost in transit is made up for by the periodic sweep', async () => {
    vi.useFakeTimers();
    const live = new Set(['s1']);
    const { connection } = setUp(live, 1_000);
    const c = connection('s1', 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(c.reasons).toEqual([]);
    live.delete('s1'); // deleted, but its notice never arrived
    await vi.advanceTimersByTimeAsync(1_000);
    expect(c.reasons).toEqual(['session-ended']);
  });
});
