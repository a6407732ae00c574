/**
 * The editor's frame and typography, without Tiptap: the editors (extensions.ts) and the saved
 * content drawn while their code loads (EditorPreview.tsx) share them, so the swap moves nothing
 * (docs/performance.md, the editor page).
 */

/** The frame around toolbar and editing area. */
export const EDITOR_FRAME_CLASS =
  'overflow-hidden rounded-xl border border-input bg-card shadow-xs focus-within:border-ring focus-within:ring-3 focus-within:ring-ring/35';

/** The editing area: the blog's typography (client/styles.css `.prose-blog`) at the editor's size. */
export const EDITOR_CONTENT_CLASS = 'prose-blog min-h-64 px-4 py-3 focus:outline-none';

/** The toolbar's row (EditorToolbar.tsx) and its buttons, in groups between dividers. */
export const TOOLBAR_CLASS = 'flex flex-wrap items-center gap-0.5 border-b border-border bg-muted/60 px-1.5 py-1';
export const TOOLBAR_BUTTON_CLASS = 'inline-flex size-8 shrink-0 items-center justify-center rounded-md';
export const TOOLBAR_DIVIDER_CLASS = 'mx-1 h-5 w-px shrink-0 bg-border';
/** Heading 1–2 | Bold, Italic, Underline | Bullet List, Blockquote, Code | Link, Image | Undo, Redo. */
export const TOOLBAR_GROUPS = [2, 3, 3, 2, 2] as const;
