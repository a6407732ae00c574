import { setTimeout as sleep } from 'node:timers/promises';
import type { Hocuspocus } from '@hocuspocus/server';

/** Hocuspocus' debounce id of a document's store (its `storeDocumentHooks`). */
const storeId = (name: string) => `onStoreDocument-${name}`;

/**
 * Runs every document's pending store now and resolves once those, and any store already running,
 * have finished (at most `capMs`, so a store that hangs cannot hold a shutdown forever). Hocuspocus'
 * own `flushPendingStores` starts them without waiting: a process shutting down then closed its
 * database under them, and a document's last compaction failed ("Cannot use a pool after calling end
 * on the pool"). Call it before closing the connections, which would otherwise start the stores.
 */
export async function storeBeforeClose(hocuspocus: Hocuspocus, capMs = 10_000): Promise<void> {
  const { debouncer, documents } = hocuspocus;
  const flushed = [...documents.values()]
    .filter((d) => !d.isLoading && debouncer.isDebounced(storeId(d.name)))
    .map((d) => Promise.resolve(debouncer.executeNow(storeId(d.name))));
  await Promise.allSettled(flushed);
  const deadline = Date.now() + capMs;
  const running = () => [...documents.values()].some((d) => debouncer.isCurrentlyExecuting(storeId(d.name)));
  while (running() && Date.now() < deadline) await sleep(25);
}
