import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import StarterKit from '@tiptap/starter-kit';
import { BLOGS_COPY } from '@common/copy';
import { LINK_SCHEMES, isAllowedHref } from '@common/html-policy';
import { EditorAssistExtension } from './assist/extension';
import { EDITOR_CONTENT_CLASS } from './frame';
import { SelectionSync } from './selection-sync';

export interface EditorExtensionOptions {
  placeholder?: string;
  /**
   * The editor's own undo history (depth 100, grouped every 500 ms), or `false` where another
   * history undoes (co-editing: Yjs undoes one's own changes only).
   */
  history?: boolean;
  /** What a particular editor adds: marks (suggestions, comments, …), collaboration, carets. */
  extra?: Extensions;
}

/**
 * The document model both editors share (docs/product.md §2): headings 1–3, the toolbar's marks
 * and nodes, links that do not open on click and carry only the allowed schemes
 * (common/html-policy.ts), images by address (never `data:`) and the placeholder. Add an extension every editor needs
 * here; pass one editor's own through `extra`.
 */
export function editorExtensions({
  placeholder = BLOGS_COPY.editor.placeholder,
  history = true,
  extra = [],
}: EditorExtensionOptions = {}): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      undoRedo: history ? { depth: 100, newGroupDelay: 500 } : false,
      link: {
        openOnClick: false,
        autolink: true,
        protocols: LINK_SCHEMES.filter((s) => s !== 'http' && s !== 'https'),
        isAllowedUri: (url) => isAllowedHref(url),
        HTMLAttributes: { rel: null, target: null },
      },
    }),
    // Pictures are files (docs/decisions/028): a pasted data: image is not taken in.
    Image.configure({ allowBase64: false }),
    Placeholder.configure({ placeholder }),
    // The assistant on a selection or after '/', dropped and pasted pictures (docs/decisions/035).
    EditorAssistExtension,
    // Delete, Backspace and Enter act on the selection the page shows (selection-sync.ts).
    SelectionSync,
    ...extra,
  ];
}

/** The editing area's attributes: a labelled multi-line textbox in the blog's typography. */
export function editorAttributes(label: string, id?: string): Record<string, string> {
  return {
    class: EDITOR_CONTENT_CLASS,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    ...(id ? { id } : {}),
  };
}

/** The frame around toolbar and editing area (in frame.ts, which the page loads without Tiptap). */
export { EDITOR_FRAME_CLASS } from './frame';
