import { Extension, type Editor } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

/** A claim to mark: its kind and text as written in the article ('250 g', 'Kashmir'). */
export interface MarkedClaim {
  kind: string;
  text: string;
}

/** What an editor needs to mark claims and act on them (features/source-pack builds it). */
export interface EditorClaims {
  /** The claims the post does not support that the creator has not kept. */
  claims: MarkedClaim[];
  /** 'Keep': the claim stays as written and is no longer marked. */
  onKeep(claim: MarkedClaim): void;
}

interface ClaimMarksState {
  claims: MarkedClaim[];
  set: DecorationSet;
}

export const claimMarksKey = new PluginKey<ClaimMarksState>('claimMarks');

export const CLAIM_MARK_CLASS =
  'rounded-sm bg-amber-100 text-amber-950 underline decoration-amber-600 decoration-wavy decoration-1 underline-offset-4';

/** Every occurrence of each claim's text in the document's text blocks, as [from, to, claim]. */
export function claimRanges(doc: PmNode, claims: MarkedClaim[]): [number, number, MarkedClaim][] {
  const ranges: [number, number, MarkedClaim][] = [];
  if (!claims.length) return ranges;
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    // The block's text with each character's document position (inline nodes such as images skipped).
    let text = '';
    const at: number[] = [];
    node.forEach((child, offset) => {
      if (!child.isText) return;
      for (let i = 0; i < child.text!.length; i += 1) at.push(pos + 1 + offset + i);
      text += child.text;
    });
    for (const claim of claims) {
      if (!claim.text) continue;
      for (let i = text.indexOf(claim.text); i >= 0; i = text.indexOf(claim.text, i + claim.text.length)) {
        // Whole words only: '25' is not marked inside '250'.
        const before = text[i - 1];
        const after = text[i + claim.text.length];
        if ((before && /[\p{L}\p{N}]/u.test(before)) || (after && /[\p{L}\p{N}]/u.test(after))) continue;
        ranges.push([at[i]!, at[i + claim.text.length - 1]! + 1, claim]);
      }
    }
    return false;
  });
  return ranges;
}

function decorate(doc: PmNode, claims: MarkedClaim[]): DecorationSet {
  return DecorationSet.create(
    doc,
    claimRanges(doc, claims).map(([from, to, claim]) =>
      Decoration.inline(from, to, { class: CLAIM_MARK_CLASS, 'data-claim': claim.text, nodeName: 'mark' }),
    ),
  );
}

/**
 * Unsupported claims highlighted in the text (docs/decisions/026-stored-videos-and-saved-claim-checks.md): a decoration, never part of the
 * document, so the saved HTML is untouched. The claims come from `setClaimMarks`; the marks follow
 * edits and are recomputed when the text changes.
 */
export const ClaimMarks = Extension.create({
  name: 'claimMarks',
  addProseMirrorPlugins() {
    return [
      new Plugin<ClaimMarksState>({
        key: claimMarksKey,
        state: {
          init: (_, state): ClaimMarksState => ({ claims: [], set: DecorationSet.create(state.doc, []) }),
          apply(tr, value, _old, state) {
            const claims = (tr.getMeta(claimMarksKey) as MarkedClaim[] | undefined) ?? value.claims;
            if (claims === value.claims && !tr.docChanged) return value;
            return { claims, set: decorate(state.doc, claims) };
          },
        },
        props: { decorations: (state) => claimMarksKey.getState(state)?.set },
      }),
    ];
  },
});

/** Marks `claims` in `editor` (replacing the previous ones). */
export function setClaimMarks(editor: Editor, claims: MarkedClaim[]): void {
  if (editor.isDestroyed) return;
  editor.view.dispatch(editor.state.tr.setMeta(claimMarksKey, claims).setMeta('addToHistory', false));
}

/** The marked claim at the caret, if any. */
export function claimAtSelection(editor: Editor): { from: number; to: number; claim: MarkedClaim } | undefined {
  const { from } = editor.state.selection;
  const claims = claimMarksKey.getState(editor.state)?.claims ?? [];
  const hit = claimRanges(editor.state.doc, claims).find(([a, b]) => from >= a && from <= b);
  return hit ? { from: hit[0], to: hit[1], claim: hit[2] } : undefined;
}

/** The first occurrence of `claim` in the text. */
export function rangeOfClaim(editor: Editor, claim: MarkedClaim): { from: number; to: number } | undefined {
  const hit = claimRanges(editor.state.doc, [claim])[0];
  return hit ? { from: hit[0], to: hit[1] } : undefined;
}

/**
 * The range Remove deletes for `claim`: the whole sentence it is in (a sentence without its number
 * or name is rarely grammatical: 'We ate of pastéis'), with the space after it; the whole block
 * (paragraph, list item) when that sentence is all it says.
 */
export function sentenceRangeOfClaim(editor: Editor, claim: MarkedClaim): { from: number; to: number } | undefined {
  const hit = claimRanges(editor.state.doc, [claim])[0];
  if (!hit) return undefined;
  const $from = editor.state.doc.resolve(hit[0]);
  const block = $from.parent;
  // The block's text with each character's position (inline nodes such as images skipped).
  let text = '';
  const at: number[] = [];
  block.forEach((child, offset) => {
    if (!child.isText) return;
    for (let i = 0; i < child.text!.length; i += 1) at.push($from.start() + offset + i);
    text += child.text;
  });
  const i = at.indexOf(hit[0]);
  const j = at.indexOf(hit[1] - 1) + 1;
  if (i < 0 || j <= 0) return { from: hit[0], to: hit[1] };
  const before = text.slice(0, i);
  const ends = [...before.matchAll(/[.!?…]["'”’)]*\s+/gu)];
  const last = ends.at(-1);
  let start = last ? last.index + last[0].length : 0;
  const after = /[.!?…]["'”’)]*(?:\s+|$)/u.exec(text.slice(j));
  let end = after ? j + after.index + after[0].length : text.length;
  if (!text.slice(0, start).trim() && !text.slice(end).trim()) {
    // The sentence is the whole block: the block goes (its list item too, when that is all it holds).
    const depth = $from.depth > 1 && $from.node($from.depth - 1).childCount === 1 ? 1 : 0;
    return { from: $from.before($from.depth - depth), to: $from.after($from.depth - depth) };
  }
  // The last sentence of a block takes the space before it instead of the one after.
  if (end >= text.length && start > 0) {
    while (start > 0 && /\s/u.test(text[start - 1]!)) start -= 1;
    end = text.length;
  }
  return { from: at[start]!, to: end >= text.length ? at[text.length - 1]! + 1 : at[end]! };
}
