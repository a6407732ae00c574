import type { Extension } from '@hocuspocus/server';
import type { WebSocket } from 'ws';
import * as Y from 'yjs';
import { BLOG_LIMITS } from '@common/blogs';
import { COEDIT_CLOSE } from '@common/editor-model';
import { checkShape, shapeRules } from './doc-shape';
import { bucket, refuseSocket } from './socket-guard';
import { editorSchema, htmlOf } from './ydoc-html';

interface Log {
  warn(obj: object, msg: string): void;
}

/** y-protocols' sync message types: step 1 carries a state vector, step 2 and update carry changes. */
const SYNC_STEP_1 = 0;
const CONTENT_MAX = BLOG_LIMITS.contentMax;

/*
 * What an item can add to the HTML at most, so that most updates need no HTML to be made: a
 * character escaped (`&nbsp;` is 6), a tag with its attributes, and the inner marks a mark's
 * boundary can close and reopen (a link is the outermost mark: its tag is never repeated).
 */
const ESCAPED = 6;
const TAG = 64;
const REOPENED_MARKS = 200;

function weightOf(item: Y.Item): number {
  const c = item.content;
  if (c instanceof Y.ContentString) return ESCAPED * c.str.length;
  if (c instanceof Y.ContentType) return c.type instanceof Y.XmlElement ? TAG : 0;
  if (c instanceof Y.ContentFormat)
    return REOPENED_MARKS + (c.value === null ? 0 : 2 * (TAG + ESCAPED * JSON.stringify(c.value).length));
  if (c instanceof Y.ContentAny) return TAG + ESCAPED * JSON.stringify(c.arr).length;
  return 0;
}

const weighUpdate = (update: Uint8Array) =>
  Y.decodeUpdate(update).structs.reduce((n, s) => n + (s instanceof Y.Item ? weightOf(s) : 0), 0);

/** The HTML length of a document once `update` is applied, on a copy (nothing is applied to `doc`). */
function lengthWith(doc: Y.Doc, update: Uint8Array): number {
  const copy = new Y.Doc();
  try {
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
    Y.applyUpdate(copy, update);
    return htmlOf(copy).length;
  } finally {
    copy.destroy();
  }
}

/**
 * A document's size in HTML characters, known exactly at `base` (its HTML when last made) plus at
 * most `pending` (the weights of what was applied since). Only when that bound would pass the
 * content limit is the HTML made again, on a copy with the update applied.
 */
interface Size {
  base?: number;
  pending: number;
}

const isFromClient = (origin: unknown) =>
  typeof origin === 'object' && origin !== null && (origin as { source?: string }).source === 'connection';

type Refusal = { close: keyof typeof COEDIT_CLOSE; why: string };

/**
 * Co-editing cannot break or bloat a document: every change a client sends (sync step 2 or
 * update) is checked before Hocuspocus applies it. A change the editor could never make
 * (doc-shape.ts) or one that takes the document past the content limit of Save
 * (BLOG_LIMITS.contentMax) is not applied, stored or relayed, and its socket is closed with a
 * reason (common/editor-model.ts COEDIT_CLOSE). Updates from other processes were checked there;
 * they only count towards the size here.
 */
export function docGuard(log: Log): Extension {
  const rules = shapeRules(editorSchema);
  const sizes = new WeakMap<Y.Doc, Size>();
  /**
   * Exact size checks cost a copy of the document and its HTML (~0.2 s for 600 paragraphs): ten at
   * once, then one a second, per user (reconnecting does not reset it).
   */
  const exactChecks = new Map<number, () => boolean>();

  function sizeOf(doc: Y.Doc): Size {
    let size = sizes.get(doc);
    if (!size) {
      const s: Size = { pending: 0 };
      doc.on('update', (update: Uint8Array, origin: unknown) => {
        if (!isFromClient(origin)) s.pending += weighUpdate(update);
      });
      sizes.set(doc, (size = s));
    }
    return size;
  }

  function judge(doc: Y.Doc, update: Uint8Array, userId: number): Refusal | undefined {
    const shape = checkShape(doc, update, rules);
    if (!shape.ok) return { close: 'invalid', why: shape.why };
    const weight = shape.items.reduce((n, item) => n + weightOf(item), 0);
    if (weight === 0) return undefined;
    const size = sizeOf(doc);
    size.base ??= htmlOf(doc).length;
    if (size.base + size.pending + weight <= CONTENT_MAX) {
      size.pending += weight;
      return undefined;
    }
    let exact = exactChecks.get(userId);
    if (!exact) {
      if (exactChecks.size > 10_000) exactChecks.clear();
      exactChecks.set(userId, (exact = bucket(10, 1)));
    }
    if (!exact()) return { close: 'tooFast', why: 'size checks too often' };
    const length = lengthWith(doc, update);
    if (length > CONTENT_MAX) return { close: 'tooLarge', why: `${length} characters` };
    size.base = length;
    size.pending = 0;
    return undefined;
  }

  return {
    extensionName: 'inkgram-doc-guard',
    async beforeSync({ connection, document, documentName, type, payload, context }) {
      if (type === SYNC_STEP_1 || connection.readOnly) return;
      let refusal: Refusal | undefined;
      try {
        refusal = judge(document, payload, (context as { userId: number }).userId);
      } catch (err) {
        refusal = { close: 'invalid', why: err instanceof Error ? err.message : 'unreadable' };
      }
      if (!refusal) return;
      // Hocuspocus applies nothing a read-only connection sends: this change, and whatever follows it.
      connection.readOnly = true;
      refuseSocket(connection.webSocket as unknown as WebSocket, COEDIT_CLOSE[refusal.close]);
      log.warn(
        {
          event: 'coedit_update_refused',
          doc: documentName,
          userId: (context as { userId?: number }).userId,
          why: refusal.why,
        },
        'a co-editing change was refused',
      );
    },
  };
}
