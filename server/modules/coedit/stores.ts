import type { CoeditDocument } from '@common/coedit';
import type { Db } from '../../db/client';
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

export function yStores(db: Db): (d: CoeditDocument) => YStore {
  const stores: Record<CoeditDocument['kind'], YStore> = { blog: ydocRepository(db), session: draftRepository(db) };
  return (d) => stores[d.kind];
}
