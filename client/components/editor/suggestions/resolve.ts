import type { Editor } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import type { Transaction } from '@tiptap/pm/state';

export interface Suggestion {
  sid: string;
  inserted: string;
  deleted: string;
  /** Who suggested it (Suggesting in a shared blog, docs/decisions/037-suggest-mode.md); null for the assistant. */
  author: string | null;
}

const INSERT = 'suggestionInsert';
const DELETE = 'suggestionDelete';

function sidOf(node: PmNode, mark: string): string | null {
  const m = node.marks.find((x) => x.type.name === mark);
  return m ? String(m.attrs.sid) : null;
}

/** The pending suggestions, in document order, with the text each adds and removes. */
export function listSuggestions(doc: PmNode): Suggestion[] {
  const byId = new Map<string, Suggestion>();
  doc.descendants((node) => {
    if (!node.isText) return;
    for (const [mark, field] of [
      [INSERT, 'inserted'],
      [DELETE, 'deleted'],
    ] as const) {
      const sid = sidOf(node, mark);
      if (sid === null) continue;
      const author = (node.marks.find((x) => x.type.name === mark)?.attrs.authorName as string | null) ?? null;
      const s = byId.get(sid) ?? { sid, inserted: '', deleted: '', author };
      s[field] += node.text ?? '';
      byId.set(sid, s);
    }
  });
  return [...byId.values()];
}

/**
 * Accepts (or rejects) one suggestion, or all of them when sid is null, in one transaction (one
 * undo step): accepting drops the deleted text and keeps the inserted text unmarked; rejecting
 * does the opposite. A block left with nothing but dropped text goes with it.
 */
export function resolveSuggestions(editor: Editor, sid: string | null, accept: boolean): boolean {
  const { state } = editor;
  const dropType = accept ? DELETE : INSERT;
  const keepType = accept ? INSERT : DELETE;
  const matches = (node: PmNode, type: string) => {
    const s = sidOf(node, type);
    return s !== null && (sid === null || s === sid);
  };
  const drops: { from: number; to: number }[] = [];
  const keeps: { from: number; to: number }[] = [];
  const emptiedBlocks: number[] = [];
  state.doc.descendants((node, pos) => {
    if (node.isTextblock) {
      let text = 0;
      let dropped = 0;
      node.forEach((child) => {
        if (!child.isText) return;
        text += child.nodeSize;
        if (matches(child, dropType)) dropped += child.nodeSize;
      });
      if (text > 0 && text === dropped && node.childCount === node.content.childCount) {
        let hasOther = false;
        node.forEach((child) => {
          if (!child.isText) hasOther = true;
        });
        if (!hasOther) {
          emptiedBlocks.push(pos);
          return false;
        }
      }
      return true;
    }
    if (!node.isText) return true;
    if (matches(node, dropType)) drops.push({ from: pos, to: pos + node.nodeSize });
    if (matches(node, keepType)) keeps.push({ from: pos, to: pos + node.nodeSize });
    return false;
  });
  if (!drops.length && !keeps.length && !emptiedBlocks.length) return false;

  const tr: Transaction = state.tr;
  const keepMark = state.schema.marks[keepType]!;
  for (const k of keeps) tr.removeMark(k.from, k.to, keepMark);
  for (const d of [...drops].reverse()) tr.delete(d.from, d.to);
  for (const pos of [...emptiedBlocks].reverse()) {
    const mapped = tr.mapping.map(pos);
    const $pos = tr.doc.resolve(mapped);
    // The block, or the list item / list / quote that holds only it.
    let depth = $pos.depth + 1;
    let from = mapped;
    let to = mapped + (tr.doc.nodeAt(mapped)?.nodeSize ?? 0);
    while (depth > 1) {
      const parent = $pos.node(depth - 1);
      if (parent.childCount !== 1) break;
      depth -= 1;
      from = $pos.before(depth);
      to = $pos.after(depth);
    }
    tr.delete(from, to);
  }
  tr.setMeta('suggestions', accept ? 'accept' : 'reject');
  editor.view.dispatch(tr);
  return true;
}
