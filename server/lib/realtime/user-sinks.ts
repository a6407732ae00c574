import type { Sink } from './topic-hub';

/**
 * This process's open streams per person, at most `perUser` each (a stream fed from the realtime bus
 * for one user: publication outcomes, notifications).
 */
export function userSinks(perUser: number) {
  const sinks = new Map<number, Set<Sink>>();
  return {
    /** The person's open streams here (none: nothing to send). */
    of: (userId: number): ReadonlySet<Sink> | undefined => sinks.get(userId),
    canJoin: (userId: number) => (sinks.get(userId)?.size ?? 0) < perUser,
    /** Adds a stream; returns the function that removes it. */
    join(sink: Sink): () => void {
      const set = sinks.get(sink.userId) ?? new Set<Sink>();
      set.add(sink);
      sinks.set(sink.userId, set);
      return () => {
        set.delete(sink);
        if (!set.size && sinks.get(sink.userId) === set) sinks.delete(sink.userId);
      };
    },
    /** Ends every open stream (before the server closes). */
    closeAll() {
      for (const set of sinks.values()) for (const sink of [...set]) sink.close();
      sinks.clear();
    },
  };
}
