import type { Editor } from '@tiptap/core';
import { closeHistory } from '@tiptap/pm/history';
import { sanitizeHtml } from '@client/lib/sanitize';
import { mergeAsSuggestions, withoutSuggestions } from './merge';

/**
 * The page's editor, for the AI assistant to put its changes in as suggestions. One editable
 * editor is on a page at a time (Create or Edit); it registers itself while mounted.
 */
let active: Editor | null = null;

export function registerSuggestionEditor(editor: Editor): () => void {
  active = editor;
  return () => {
    if (active === editor) active = null;
  };
}

/**
 * Puts `after` into the editor as tracked suggestions against what it holds now, in one
 * transaction (one undo step). Returns the number of suggestions, or null without an editor.
 */
export function applyAsSuggestions(after: string): number | null {
  const editor = active;
  if (!editor || editor.isDestroyed) return null;
  const before = withoutSuggestions(editor.isEmpty ? '' : editor.getHTML());
  const { html, count } = mergeAsSuggestions(sanitizeHtml(before), sanitizeHtml(after));
  // Both sides are sanitized; the merge adds only its own suggestion spans.
  editor.view.dispatch(closeHistory(editor.state.tr));
  editor.chain().setContent(html, { emitUpdate: true }).run();
  return count;
}
