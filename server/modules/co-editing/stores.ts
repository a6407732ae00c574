import type { CoeditDocument } from '@common/co-editing';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { draftRepository } from './draft.repository';
import { ydocRepository, type StoredDocument } from './ydoc.repository';

/** Where a co-edited document is kept: a blog's in blog_ydocs, a session draft's in session_drafts. */
export interface YStore {
  load(id: number): Promise<StoredDocument | undefined>;
  updatesAfter(id: number, afterId: number): Promise<{ id: number; update: Uint8Array }[]>;
  append(id: number, update: Uint8Array): Promise<number>;
  reset(id: number, state: Uint8Array, contentHash: string): Promise<void>;
  compact(id: number, state: Uint8Array, upToId: number, html: string, contentHash: string): Promise<void>;
}

/** The update table of each kind of document (the relay inserts and notifies in one statement). */
export const UPDATE_TABLES = {
  blog: { table: 'blog_yupdates', key: 'blog_id' },
  session: { table: 'session_draft_updates', key: 'session_id' },
} as const satisfies Record<CoeditDocument['kind'], { table: string; key: string }>;

/**
 * Each kind's store. Resetting and compacting write several rows: each is one transaction, opened
 * here and handed to the repository (repositories never open their own, docs/architecture.md §3).
 */
export function yStores(db: Db): (d: CoeditDocument) => YStore {
  const storeOf = (repository: (db: Db) => YStore): YStore => {
    const store = repository(db);
    return {
      load: (id) => store.load(id),
      updatesAfter: (id, afterId) => store.updatesAfter(id, afterId),
      append: (id, update) => store.append(id, update),
      reset: (...args) => withTransaction(db, (tx) => repository(tx).reset(...args)),
      compact: (...args) => withTransaction(db, (tx) => repository(tx).compact(...args)),
    };
  };
  const stores: Record<CoeditDocument['kind'], YStore> = {
    blog: storeOf(ydocRepository),
    session: storeOf(draftRepository),
  };
  return (d) => stores[d.kind];
}
