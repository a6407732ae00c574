import type { BusMessage, RealtimeBus } from './bus';

/** One open live view (an SSE response) subscribed to a topic. */
export interface Sink {
  userId: number;
  send(event: string, data: unknown): void;
  close(): void;
}

export interface TopicHubOptions {
  /** Turns a bus message into the event sent to the topic's viewers (null: nothing to send). */
  resolve(message: BusMessage): Promise<{ event: string; data: unknown } | null>;
  /** The event announcing how many people view a topic. */
  viewersEvent(topic: string, count: number): { event: string; data: unknown };
  maxStreamsPerUser: number;
  heartbeatMs?: number;
  log: { warn(obj: object, msg: string): void };
}

export class TooManyStreamsError extends Error {}

type Presence = {
  topic: string;
  kind: 'presence';
  instance: string;
  count: number;
  hello: boolean;
};
const isPresence = (m: BusMessage): m is BusMessage & Presence => m.kind === 'presence';

/**
 * Local viewers per topic plus a presence protocol over the bus, so that every process knows how
 * many people view a topic in total: each process announces its local count when it changes and
 * on a heartbeat; counts not refreshed within three heartbeats are dropped (a crashed process).
 */
export function topicHub(bus: RealtimeBus, opts: TopicHubOptions) {
  const heartbeatMs = opts.heartbeatMs ?? 10_000;
  const local = new Map<string, Set<Sink>>();
  const remote = new Map<string, Map<string, { count: number; at: number }>>();
  const perUser = new Map<number, number>();

  const remoteCount = (topic: string) => {
    let n = 0;
    for (const { count, at } of remote.get(topic)?.values() ?? []) if (Date.now() - at < heartbeatMs * 3) n += count;
    return n;
  };
  const viewers = (topic: string) => (local.get(topic)?.size ?? 0) + remoteCount(topic);

  const sendAll = (topic: string, event: string, data: unknown) => {
    for (const sink of local.get(topic) ?? []) sink.send(event, data);
  };
  const pushViewers = (topic: string) => {
    if (!local.get(topic)?.size) return;
    const e = opts.viewersEvent(topic, viewers(topic));
    sendAll(topic, e.event, e.data);
  };
  const announce = (topic: string, hello: boolean) => {
    const msg: Presence = {
      topic,
      kind: 'presence',
      instance: bus.instanceId,
      count: local.get(topic)?.size ?? 0,
      hello,
    };
    bus.publish(msg).catch((err: Error) => opts.log.warn({ err: err.message }, 'presence announce failed'));
  };

  const unsubscribe = bus.subscribe((msg) => {
    if (isPresence(msg)) {
      if (msg.instance === bus.instanceId) return;
      const byInstance = remote.get(msg.topic) ?? new Map<string, { count: number; at: number }>();
      if (msg.count > 0) byInstance.set(msg.instance, { count: msg.count, at: Date.now() });
      else byInstance.delete(msg.instance);
      if (byInstance.size) remote.set(msg.topic, byInstance);
      else remote.delete(msg.topic);
      if (msg.hello && local.get(msg.topic)?.size) announce(msg.topic, false);
      pushViewers(msg.topic);
      return;
    }
    if (!local.get(msg.topic)?.size) return;
    opts
      .resolve(msg)
      .then((e) => e && sendAll(msg.topic, e.event, e.data))
      .catch((err: Error) => opts.log.warn({ err: err.message, topic: msg.topic }, 'live event dropped'));
  });

  const heartbeat = setInterval(() => {
    for (const topic of local.keys()) announce(topic, false);
    for (const [topic, byInstance] of remote) {
      for (const [id, p] of byInstance) if (Date.now() - p.at >= heartbeatMs * 3) byInstance.delete(id);
      if (!byInstance.size) remote.delete(topic);
      pushViewers(topic);
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    viewers,
    canJoin: (userId: number) => (perUser.get(userId) ?? 0) < opts.maxStreamsPerUser,

    /** Adds a live view; returns the function that removes it. Throws TooManyStreamsError over the limit. */
    join(topic: string, sink: Sink): () => void {
      const open = perUser.get(sink.userId) ?? 0;
      if (open >= opts.maxStreamsPerUser) throw new TooManyStreamsError();
      perUser.set(sink.userId, open + 1);
      const set = local.get(topic) ?? new Set<Sink>();
      set.add(sink);
      local.set(topic, set);
      announce(topic, true);
      pushViewers(topic);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        set.delete(sink);
        if (!set.size) local.delete(topic);
        const n = (perUser.get(sink.userId) ?? 1) - 1;
        if (n > 0) perUser.set(sink.userId, n);
        else perUser.delete(sink.userId);
        announce(topic, false);
        pushViewers(topic);
      };
    },

    publish: (message: BusMessage) => bus.publish(message),

    /** Ends every open view (before the server closes) and stops the heartbeat. */
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      for (const set of local.values()) for (const sink of [...set]) sink.close();
      local.clear();
    },
  };
}
export type TopicHub = ReturnType<typeof topicHub>;
