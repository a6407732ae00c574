import { Mark, mergeAttributes } from '@tiptap/core';

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
    excludes: '',
    addAttributes() {
      return {
        sid: {
          default: null,
          parseHTML: (el: HTMLElement) => el.getAttribute('data-sid'),
          renderHTML: (attrs: { sid: string | null }) => ({ 'data-sid': attrs.sid }),
        },
      };
    },
    parseHTML() {
      return [{ tag: `span[data-suggestion="${kind}"]` }];
    },
    renderHTML({ HTMLAttributes }) {
      return ['span', mergeAttributes(HTMLAttributes, { 'data-suggestion': kind, class: className }), 0];
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
