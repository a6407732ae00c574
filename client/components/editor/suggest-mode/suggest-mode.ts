import { Extension, type Editor } from '@tiptap/core';
import { Fragment, Slice, type Mark, type MarkType, type Node as PmNode } from '@tiptap/pm/model';
import { Selection, TextSelection, type EditorState, type Transaction } from '@tiptap/pm/state';
import { ReplaceStep } from '@tiptap/pm/transform';
import { ySyncPluginKey } from '@tiptap/y-tiptap';

/**
 * Suggesting (docs/decisions/037-suggest-mode.md): while an author is set, a local edit is not
 * applied as is but rewritten into suggestions: deleted text stays, marked `suggestionDelete`, and
 * inserted text goes after it marked `suggestionInsert`, both with the author and one suggestion id.
 */
export interface SuggestionAuthor {
  id: number;
  name: string;
  color: string;
}

export interface SuggestModeStorage {
  /** Who suggests; null while Editing. */
  author: SuggestionAuthor | null;
}

declare module '@tiptap/core' {
  interface Storage {
    suggestMode: SuggestModeStorage;
  }
}

const INSERT = 'suggestionInsert';
const DELETE = 'suggestionDelete';
/** Meta of the transactions that resolve suggestions (suggestions/resolve.ts): never rewritten. */
const RESOLVE_META = 'suggestions';

export const newSuggestionId = () =>
  globalThis.crypto?.randomUUID?.() ?? `s${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

const authorOf = (mark: Mark | undefined) => (mark ? (mark.attrs.authorId as number | null) : null);
const markOf = (node: PmNode | null | undefined, name: string) => node?.marks.find((m) => m.type.name === name);

/** Whether a transaction is one to rewrite: a local change of the document. */
function isLocalEdit(tr: Transaction): boolean {
  if (!tr.docChanged || tr.getMeta(RESOLVE_META) || tr.getMeta(ySyncPluginKey) !== undefined) return false;
  return tr.steps.every((s) => s instanceof ReplaceStep && !(s as unknown as { structure: boolean }).structure);
}

/** Every inline text of a slice with the insertion mark added. */
function markSlice(slice: Slice, mark: Mark): Slice {
  const walk = (fragment: Fragment): Fragment => {
    const nodes: PmNode[] = [];
    fragment.forEach((node) => {
      if (node.isText) nodes.push(node.mark(mark.addToSet(node.marks)));
      else nodes.push(node.copy(walk(node.content)));
    });
    return Fragment.fromArray(nodes);
  };
  return new Slice(walk(slice.content), slice.openStart, slice.openEnd);
}

/** The sid of a suggestion of this author and kind right before or after `pos`, to extend it. */
function adjacentSid(doc: PmNode, pos: number, name: string, authorId: number): string | null {
  const $pos = doc.resolve(pos);
  for (const node of [$pos.nodeBefore, $pos.nodeAfter]) {
    const mark = markOf(node, name);
    if (mark && authorOf(mark) === authorId) return mark.attrs.sid as string;
  }
  return null;
}

type PosMap = (pos: number, assoc?: number) => number;

/**
 * The transaction to dispatch instead of `tr` while `author` suggests, or null to dispatch `tr`
 * unchanged (not a local text edit, or one the rewrite cannot express).
 */
export function suggestTransaction(
  state: EditorState,
  tr: Transaction,
  author: SuggestionAuthor,
  newId: () => string = newSuggestionId,
): Transaction | null {
  if (!isLocalEdit(tr)) return null;
  const insertType: MarkType | undefined = state.schema.marks[INSERT];
  const deleteType: MarkType | undefined = state.schema.marks[DELETE];
  if (!insertType || !deleteType) return null;
  const attrs = (sid: string) => ({ sid, authorId: author.id, authorName: author.name, authorColor: author.color });
  const out = state.tr;
  /** Positions of the rewritten transaction's document as of the original's current step. */
  let toOut: PosMap = (pos) => pos;
  let caret: number | null = null;
  try {
    tr.steps.forEach((s, i) => {
      const step = s as ReplaceStep;
      const { from, to, slice } = step;
      const stepStart = out.steps.length;
      const f = toOut(from, 1);
      const t = Math.max(f, toOut(to, -1));
      // Deleted text: one's own pending insertion goes for real, anything else is marked deleted.
      const ownInserts: { from: number; to: number }[] = [];
      const toMark: { from: number; to: number }[] = [];
      out.doc.nodesBetween(f, t, (node, pos) => {
        if (!node.isText) return true;
        const a = Math.max(pos, f);
        const b = Math.min(pos + node.nodeSize, t);
        if (a >= b) return false;
        if (authorOf(markOf(node, INSERT)) === author.id && markOf(node, INSERT)) ownInserts.push({ from: a, to: b });
        else if (!markOf(node, DELETE)) toMark.push({ from: a, to: b });
        return false;
      });
      let sid: string | null = null;
      if (toMark.length) {
        sid = adjacentSid(out.doc, f, DELETE, author.id) ?? adjacentSid(out.doc, t, DELETE, author.id) ?? newId();
        for (const r of toMark) out.addMark(r.from, r.to, deleteType.create(attrs(sid)));
      }
      for (const r of [...ownInserts].reverse()) out.delete(r.from, r.to);
      const afterDelete = out.mapping.slice(stepStart);
      const at = afterDelete.map(t, -1);
      const start = afterDelete.map(f, -1);
      if (slice.size) {
        const insertSid = sid ?? adjacentSid(out.doc, at, INSERT, author.id) ?? newId();
        out.replace(at, at, markSlice(slice, insertType.create(attrs(insertSid))));
      }
      // The map from the original's document after this step to the rewritten one.
      const thisStep = out.mapping.slice(stepStart);
      const prev = toOut;
      const n = slice.size;
      toOut = (pos, assoc = 1) => {
        if (pos < from) return thisStep.map(prev(pos, assoc), -1);
        if (pos <= from + n) return (n ? at : assoc < 0 ? start : at) + (pos - from);
        return thisStep.map(prev(pos - n + (to - from), assoc), 1);
      };
      if (i === tr.steps.length - 1) {
        const before = state.selection;
        // A pure deletion: Backspace leaves the caret before the struck text, Delete after it.
        if (!n) caret = before.empty && before.from === to && tr.steps.length === 1 ? start : at;
      }
    });
  } catch {
    return null;
  }
  const head = caret ?? toOut(tr.selection.head, 1);
  const $head = out.doc.resolve(Math.min(Math.max(head, 0), out.doc.content.size));
  out.setSelection($head.parent.inlineContent ? TextSelection.create(out.doc, $head.pos) : Selection.near($head));
  for (const key of ['paste', 'uiEvent', 'addToHistory']) {
    const value = tr.getMeta(key) as unknown;
    if (value !== undefined) out.setMeta(key, value);
  }
  if (tr.storedMarksSet) out.setStoredMarks(tr.storedMarks);
  return out;
}

/** Switches an editor between Editing (null) and Suggesting as `author`. */
export function setSuggesting(editor: Editor, author: SuggestionAuthor | null): void {
  // An editor built without the extension (or already destroyed) has no storage for it.
  const storage = editor.storage.suggestMode as SuggestModeStorage | undefined;
  if (storage) storage.author = author;
}

export const isSuggesting = (editor: Editor) => (editor.storage.suggestMode?.author ?? null) !== null;

export const SuggestMode = Extension.create<Record<string, never>, SuggestModeStorage>({
  name: 'suggestMode',
  addStorage() {
    return { author: null };
  },
  dispatchTransaction({ transaction, next }) {
    const author = this.storage.author;
    const rewritten = author ? suggestTransaction(this.editor.state, transaction, author) : null;
    next(rewritten ?? transaction);
  },
});
