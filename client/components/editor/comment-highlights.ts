import { Extension, type Editor } from '@tiptap/core';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import {
  absolutePositionToRelativePosition,
  relativePositionToAbsolutePosition,
  ySyncPluginKey,
} from '@tiptap/y-tiptap';
import * as Y from 'yjs';

/** A thread's place in the shared document: two Yjs relative positions, base64 (common/comments.ts). */
export interface CommentHighlight {
  id: number;
  from: string;
  to: string;
}

/** What the user selected to comment on: its anchor and the text it quotes. */
export interface SelectionAnchor {
  from: string;
  to: string;
  quote: string;
}

interface HighlightState {
  highlights: CommentHighlight[];
  activeId: number | null;
  decorations: DecorationSet;
}

interface Binding {
  doc: Y.Doc;
  type: Y.XmlFragment;
  mapping: Parameters<typeof relativePositionToAbsolutePosition>[3];
}

const key = new PluginKey<HighlightState>('commentHighlights');
const bindingOf = (state: EditorState): Binding | null =>
  (ySyncPluginKey.getState(state) as { binding?: Binding } | undefined)?.binding ?? null;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

function absolute(binding: Binding, base64: string): number | null {
  try {
    const rel = Y.decodeRelativePosition(fromBase64(base64));
    return relativePositionToAbsolutePosition(binding.doc, binding.type, rel, binding.mapping);
  } catch {
    return null;
  }
}

/** Where a thread's text is now (null: its text was deleted, or the document is not there yet). */
export function rangeOf(
  state: EditorState,
  h: Pick<CommentHighlight, 'from' | 'to'>,
): { from: number; to: number } | null {
  const binding = bindingOf(state);
  if (!binding) return null;
  const from = absolute(binding, h.from);
  const to = absolute(binding, h.to);
  if (from === null || to === null || to <= from || to > state.doc.content.size) return null;
  return { from, to };
}

function decorate(state: EditorState, highlights: CommentHighlight[], activeId: number | null): DecorationSet {
  const decorations: Decoration[] = [];
  for (const h of highlights) {
    const range = rangeOf(state, h);
    if (!range) continue;
    const active = h.id === activeId;
    decorations.push(
      Decoration.inline(
        range.from,
        range.to,
        {
          class: active
            ? 'comment-highlight rounded-sm bg-amber-300/70 underline decoration-amber-700 decoration-2'
            : 'comment-highlight rounded-sm bg-amber-100 underline decoration-amber-500 decoration-2',
          'data-comment-id': String(h.id),
        },
        { commentId: h.id },
      ),
    );
  }
  return DecorationSet.create(state.doc, decorations);
}

/** The current selection as an anchor, or null when nothing (or no text) is selected. */
export function selectionAnchor(editor: Editor, quoteMax: number): SelectionAnchor | null {
  const { state } = editor;
  const { from, to, empty } = state.selection;
  const binding = bindingOf(state);
  if (empty || !binding) return null;
  const quote = state.doc.textBetween(from, to, ' ').replace(/\s+/g, ' ').trim();
  if (!quote) return null;
  const encode = (pos: number) =>
    toBase64(Y.encodeRelativePosition(absolutePositionToRelativePosition(pos, binding.type, binding.mapping)));
  const cut = [...quote].length > quoteMax ? `${[...quote].slice(0, quoteMax - 1).join('')}…` : quote;
  return { from: encode(from), to: encode(to), quote: cut };
}

/** Tells the editor which threads to highlight, and which one is active. */
export function setCommentHighlights(editor: Editor, highlights: CommentHighlight[], activeId: number | null) {
  if (editor.isDestroyed) return;
  editor.view.dispatch(editor.state.tr.setMeta(key, { highlights, activeId }));
}

/**
 * The threads whose text is gone from the document as it now stands: highlighted threads with no
 * highlight left (deleted here, the decoration mapped away, or by a co-writer, the anchor no longer
 * resolving). Meaningful once the shared document has loaded.
 */
export function goneComments(state: EditorState): number[] {
  const plugin = key.getState(state);
  if (!plugin) return [];
  const shown = new Set(
    plugin.decorations.find().map((d) => (d.spec as { commentId?: number } | undefined)?.commentId),
  );
  return plugin.highlights.filter((h) => !shown.has(h.id)).map((h) => h.id);
}

/** Selects a thread's text and scrolls it into view; false when its text is gone. */
export function focusCommentText(editor: Editor, h: Pick<CommentHighlight, 'from' | 'to'>): boolean {
  const range = rangeOf(editor.state, h);
  if (!range) return false;
  editor.chain().focus().setTextSelection(range).scrollIntoView().run();
  return true;
}

export interface CommentHandlers {
  /** Clicking highlighted text activates its thread. */
  onActivate?: ((id: number) => void) | undefined;
  /** Ctrl+Alt+M (⌘⌥M): comment on the selection (null: nothing selected). */
  onComment?: ((selection: SelectionAnchor | null) => void) | undefined;
  /** A reader who may comment but not edit: the document refuses every change of its own. */
  readOnly: boolean;
  /** The longest quote a comment keeps (common/comments.ts). */
  quoteMax: number;
}

/** Gives the extension the page's current handlers (they change between renders; it reads them when needed). */
export function connectComments(editor: Editor, handlers: CommentHandlers) {
  // A destroyed editor (unmounted, or replaced by a new document) has no storage left.
  if (!editor.isDestroyed && editor.storage.commentHighlights)
    Object.assign(editor.storage.commentHighlights, handlers);
}

declare module '@tiptap/core' {
  interface Storage {
    commentHighlights: CommentHandlers;
  }
}

/**
 * Comments on a selection in the co-editing editor (docs/decisions/020-coediting-on-postgresql.md): threads' text highlighted (kept
 * in place as people edit: relative positions resolve again after every remote change and are
 * mapped through local ones), a click on a highlight activates its thread, Mod+Alt+M comments.
 * For a commenter the editor stays focusable and selectable but refuses to change the document.
 */
export const CommentHighlights = Extension.create<Record<string, never>, CommentHandlers>({
  name: 'commentHighlights',

  addStorage() {
    return { readOnly: false, quoteMax: 500 };
  },

  addKeyboardShortcuts() {
    return {
      'Mod-Alt-m': () => {
        const { onComment, quoteMax } = this.storage;
        if (!onComment) return false;
        // A selection made by keys just before (Shift+End) may not have reached the editor's state yet.
        (this.editor.view as unknown as { domObserver?: { flush(): void } }).domObserver?.flush();
        onComment(selectionAnchor(this.editor, quoteMax));
        return true;
      },
    };
  },

  addProseMirrorPlugins() {
    const handlers = this.storage;
    return [
      new Plugin<HighlightState>({
        key,
        state: {
          init: () => ({ highlights: [], activeId: null, decorations: DecorationSet.empty }),
          apply(tr: Transaction, prev, _old, state) {
            const set = tr.getMeta(key) as Pick<HighlightState, 'highlights' | 'activeId'> | undefined;
            const remote = (tr.getMeta(ySyncPluginKey) as { isChangeOrigin?: boolean } | undefined)?.isChangeOrigin;
            if (set) return { ...set, decorations: decorate(state, set.highlights, set.activeId) };
            if (remote) return { ...prev, decorations: decorate(state, prev.highlights, prev.activeId) };
            return tr.docChanged ? { ...prev, decorations: prev.decorations.map(tr.mapping, tr.doc) } : prev;
          },
        },
        filterTransaction: (tr) => !handlers.readOnly || !tr.docChanged || tr.getMeta(ySyncPluginKey) !== undefined,
        props: {
          decorations: (state) => key.getState(state)?.decorations,
          handleClick(view, pos) {
            const [hit] = key.getState(view.state)?.decorations.find(pos, pos) ?? [];
            const id = (hit?.spec as { commentId?: number } | undefined)?.commentId;
            if (id !== undefined) handlers.onActivate?.(id);
            return false;
          },
        },
      }),
    ];
  },
});
