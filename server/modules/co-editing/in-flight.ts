/**
 * The work still running per key (here: the updates of each co-edited document still being
 * stored). `track` registers a promise and returns it; `settled` resolves once everything tracked
 * for the key so far has finished, however it ended; `settledAll` does so for every key.
 */
export function inFlight() {
  const running = new Map<string, Set<Promise<unknown>>>();
  return {
    track<T>(key: string, work: Promise<T>): Promise<T> {
      const set = running.get(key) ?? new Set();
      running.set(key, set.add(work));
      void work
        .catch(() => undefined)
        .finally(() => {
          set.delete(work);
          if (!set.size && running.get(key) === set) running.delete(key);
        });
      return work;
    },
    async settled(key: string): Promise<void> {
      await Promise.allSettled([...(running.get(key) ?? [])]);
    },
    /** Everything tracked so far, for every key. */
    async settledAll(): Promise<void> {
      await Promise.allSettled([...running.values()].flatMap((set) => [...set]));
    },
  };
}
