import { Extension } from '@tiptap/core';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

/**
 * The browser moves a text selection by itself (Shift+Arrow, a drag) and tells the editor later,
 * in a `selectionchange` event. On a busy machine a fast Delete or Backspace can arrive first, and
 * ProseMirror's keymap then acts on the selection as it was a keystroke earlier: 'leave' is
 * removed (or, while Suggesting, struck through) where the creator had selected 'leave ', and Enter
 * splits the paragraph where the caret was before a click. Before those keys run, the editor's
 * selection is brought up to what the page shows.
 */
const KEYS = new Set(['Backspace', 'Delete', 'Enter']);

/** The page's selection inside `view` as document positions, or null when it is not plain text there. */
export function domTextSelection(view: EditorView): { anchor: number; head: number } | null {
  const root = view.root as Document | ShadowRoot;
  const sel = 'getSelection' in root && root.getSelection ? root.getSelection() : null;
  if (!sel?.anchorNode || !sel.focusNode) return null;
  for (const node of [sel.anchorNode, sel.focusNode]) {
    if (!view.dom.contains(node)) return null;
    // A co-editor's caret or another widget: not a place in the text.
    const element = node.nodeType === 1 ? (node as Element) : node.parentElement;
    if (element?.closest('[contenteditable="false"]')) return null;
  }
  try {
    return {
      anchor: view.posAtDOM(sel.anchorNode, sel.anchorOffset),
      head: view.posAtDOM(sel.focusNode, sel.focusOffset),
    };
  } catch {
    return null;
  }
}

export const SelectionSync = Extension.create({
  name: 'selectionSync',
  // Before every keymap, so Delete, Backspace and Enter see the selection the page shows.
  priority: 1000,
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('selectionSync'),
        props: {
          handleKeyDown(view, event) {
            if (!KEYS.has(event.key) || event.isComposing) return false;
            const { selection, doc } = view.state;
            if (!(selection instanceof TextSelection)) return false;
            const shown = domTextSelection(view);
            if (!shown || (shown.anchor === selection.anchor && shown.head === selection.head)) return false;
            const size = doc.content.size;
            if (shown.anchor < 0 || shown.head < 0 || shown.anchor > size || shown.head > size) return false;
            const next = TextSelection.between(doc.resolve(shown.anchor), doc.resolve(shown.head));
            view.dispatch(view.state.tr.setSelection(next).setMeta('addToHistory', false));
            return false;
          },
        },
      }),
    ];
  },
});
