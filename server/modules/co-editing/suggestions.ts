import { Mark } from '@tiptap/core';
import { Fragment, type Node as PmNode } from '@tiptap/pm/model';
import { SUGGESTION_LIMITS, SUGGESTION_MARKS } from '@common/editor-model';

/**
 * Suggestions in a co-edited document (docs/decisions/037-suggest-mode.md), on the server: the two
 * marks as the client's editor stores them (client/components/editor/suggestions/marks.ts: a
 * suggestion id and, for a person's suggestion, its author), so the server's schema reads them, and
 * the document without them, as the saved HTML must be.
 */
const attribute = { default: null };
export const SERVER_SUGGESTION_MARKS = SUGGESTION_MARKS.map((name) =>
  Mark.create({
    name,
    inclusive: false,
    addAttributes: () => ({ sid: attribute, authorId: attribute, authorName: attribute, authorColor: attribute }),
    renderHTML: () => ['span', 0],
  }),
);

const isString = (max: number) => (v: unknown) => v === null || (typeof v === 'string' && v.length <= max);
/** The attributes co-editing accepts on each suggestion mark (server/modules/co-editing/doc-shape.ts). */
export const SUGGESTION_ATTRIBUTES: Record<string, (value: unknown) => boolean> = {
  sid: isString(SUGGESTION_LIMITS.sidMax),
  authorId: (v) => v === null || (typeof v === 'number' && Number.isSafeInteger(v) && v > 0),
  authorName: isString(SUGGESTION_LIMITS.authorNameMax),
  authorColor: (v) => v === null || (typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v)),
};

const [INSERT, DELETE] = SUGGESTION_MARKS;

/**
 * The document as it is without its pending suggestions: text suggested for insertion is left out
 * (and a block, list item or list left with nothing but it), text suggested for deletion stays,
 * unmarked. Never throws: a node that cannot be rebuilt keeps its content as it was.
 */
export function withoutSuggestions(doc: PmNode): PmNode {
  return strip(doc) ?? doc.type.create(doc.attrs);
}

function strip(node: PmNode): PmNode | null {
  if (node.isText) {
    if (node.marks.some((m) => m.type.name === INSERT)) return null;
    const marks = node.marks.filter((m) => m.type.name !== DELETE);
    return marks.length === node.marks.length ? node : node.mark(marks);
  }
  if (node.isLeaf) return node;
  const children: PmNode[] = [];
  let dropped = false;
  node.forEach((child) => {
    const kept = strip(child);
    if (kept) children.push(kept);
    else dropped = true;
  });
  // A block whose every child was a suggested insertion goes with it.
  if (dropped && children.length === 0 && node.type !== node.type.schema.topNodeType) return null;
  try {
    return node.type.createChecked(node.attrs, Fragment.fromArray(children), node.marks);
  } catch {
    return children.length ? node.copy(Fragment.fromArray(children)) : null;
  }
}
