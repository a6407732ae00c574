import { Mark, mergeAttributes } from '@tiptap/core';
import { suggestionAuthorClass, suggestionAuthorTitle } from '../suggest-mode/author-style';

/**
 * Tracked suggestions (docs/product.md): text the assistant proposes to add or remove, marked in the
 * document until the creator accepts or rejects it. `sid` groups the parts of one change (a
 * replacement is a deletion and an insertion with the same sid).
 */
function suggestionMark(name: 'suggestionInsert' | 'suggestionDelete', kind: 'insert' | 'delete', className: string) {
  return Mark.create({
    name,
    // Above Strike and Underline, so their parse rules never take these spans.
    priority: 1100,
    inclusive: false,
    // Each text carries one suggestion of a kind (self-excluding: Yjs stores it under the mark's
    // own name, which co-editing accepts, docs/decisions/037-suggest-mode.md).
    addAttributes() {
      return {
        sid: {
          default: null,
          parseHTML: (el: HTMLElement) => el.getAttribute('data-sid'),
          renderHTML: (attrs: { sid: string | null }) => ({ 'data-sid': attrs.sid }),
        },
        // A person's suggestion (Suggesting in a shared blog); null for the assistant's.
        authorId: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
        authorName: {
          default: null,
          parseHTML: () => null,
          renderHTML: (attrs: { authorName: string | null }) =>
            attrs.authorName
              ? { 'data-author': attrs.authorName, title: suggestionAuthorTitle(kind, attrs.authorName) }
              : {},
        },
        authorColor: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
      };
    },
    parseHTML() {
      return [{ tag: `span[data-suggestion="${kind}"]` }];
    },
    renderHTML({ mark, HTMLAttributes }) {
      const color = mark.attrs.authorColor as string | null;
      const cls = color ? suggestionAuthorClass(kind, color) : className;
      return ['span', mergeAttributes(HTMLAttributes, { 'data-suggestion': kind, class: cls }), 0];
    },
  });
}

export const SuggestionInsert = suggestionMark(
  'suggestionInsert',
  'insert',
  'rounded-sm bg-emerald-100 text-emerald-950 underline decoration-emerald-600 decoration-2',
);
export const SuggestionDelete = suggestionMark(
  'suggestionDelete',
  'delete',
  'rounded-sm bg-rose-100 text-rose-950 line-through decoration-rose-600 decoration-2',
);

export const SUGGESTION_MARKS = [SuggestionInsert, SuggestionDelete];
