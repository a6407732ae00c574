import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { BusMessage, RealtimeBus } from './bus';
import { inProcessBus } from './bus';
import { topicHub, type Sink } from './topic-hub';

/** Buses of several "processes" joined by one emitter, as LISTEN/NOTIFY joins them through PostgreSQL. */
function network() {
  const wire = new EventEmitter();
  return (instanceId: string): RealtimeBus => ({
    instanceId,
    publish: async (m) => void queueMicrotask(() => wire.emit('m', m)),
    subscribe: (l: (m: BusMessage) => void) => {
      wire.on('m', l);
      return () => wire.off('m', l);
    },
    epoch: () => 0,
    close: async () => undefined,
  });
}

const log = { warn: () => undefined };
const hubOn = (bus: RealtimeBus, heartbeatMs = 10_000) =>
  topicHub(bus, {
    log,
    heartbeatMs,
    maxStreamsPerUser: 2,
    viewersEvent: (_topic, count) => ({ event: 'viewers', data: count }),
    resolve: async (m) => ({ event: String(m.kind), data: m.value }),
  });

function sink(userId: number) {
  const got: [string, unknown][] = [];
  const s: Sink & { got: typeof got } = { userId, got, send: (e, d) => void got.push([e, d]), close: () => undefined };
  return s;
}
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('topicHub', () => {
  it('counts viewers across processes and forgets a process that leaves', async () => {
    const join = network();
    const one = hubOn(join('one'));
    const two = hubOn(join('two'));
    const a = sink(1);
    const b = sink(2);
    one.join('t', a);
    await tick();
    const leaveB = two.join('t', b);
    await tick();
    expect(one.viewers('t')).toBe(2);
    expect(two.viewers('t')).toBe(2);
    expect(a.got.at(-1)).toEqual(['viewers', 2]);
    expect(b.got.at(-1)).toEqual(['viewers', 2]);
    leaveB();
    await tick();
    expect(a.got.at(-1)).toEqual(['viewers', 1]);
    one.close();
    two.close();
  });

  it('sends messages only to viewers of their topic, in every process', async () => {
    const join = network();
    const one = hubOn(join('one'));
    const two = hubOn(join('two'));
    const a = sink(1);
    const b = sink(2);
    const c = sink(3);
    one.join('t', a);
    two.join('t', b);
    two.join('other', c);
    await one.publish({ topic: 't', kind: 'note', value: 'hi' });
    await tick();
    expect(a.got).toContainEqual(['note', 'hi']);
    expect(b.got).toContainEqual(['note', 'hi']);
    expect(c.got.some(([e]) => e === 'note')).toBe(false);
    one.close();
    two.close();
  });

  it('limits open views per user and frees a slot when one closes', () => {
    const hub = hubOn(inProcessBus());
    const leave = hub.join('t', sink(9));
    hub.join('u', sink(9));
    expect(hub.canJoin(9)).toBe(false);
    leave();
    expect(hub.canJoin(9)).toBe(true);
    hub.close();
  });

  it('refuses a message too large for NOTIFY', async () => {
    await expect(inProcessBus().publish({ topic: 't', value: 'x'.repeat(8_000) })).rejects.toThrow(/too large/);
  });
});
