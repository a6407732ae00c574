/**
 * The document model of the blog editor (docs/product.md §2), by name: the nodes and marks the
 * Tiptap editor makes (client/components/editor/extensions.ts: StarterKit with headings 1–3,
 * links and images). The server's copy of the schema (server/modules/co-editing/ydoc-html.ts) and the
 * client's editor are both tested against these lists, so a node added on one side only fails a
 * test instead of being refused by co-editing (server/modules/co-editing/doc-guard.ts).
 */
export const EDITOR_NODES = [
  'doc',
  'paragraph',
  'text',
  'heading',
  'blockquote',
  'bulletList',
  'orderedList',
  'listItem',
  'codeBlock',
  'horizontalRule',
  'hardBreak',
  'image',
] as const;
export type EditorNode = (typeof EDITOR_NODES)[number];

export const EDITOR_MARKS = ['link', 'bold', 'code', 'italic', 'strike', 'underline'] as const;
export type EditorMark = (typeof EDITOR_MARKS)[number];

/**
 * Suggestions in a co-edited document (docs/decisions/037-suggest-mode.md): marks the co-editing
 * editor adds to the model above, never part of saved HTML (the server drops them when it writes it).
 */
export const SUGGESTION_MARKS = ['suggestionInsert', 'suggestionDelete'] as const;
/** Characters of a suggestion's id and of its author's name. */
export const SUGGESTION_LIMITS = { sidMax: 64, authorNameMax: 200 } as const;

export const HEADING_LEVELS = [1, 2, 3] as const;

/** The limits a co-edited document holds to besides the content limit (BLOG_LIMITS.contentMax). */
export const COEDIT_LIMITS = {
  /** Elements inside elements (a list in a quote is 4: blockquote, bulletList, listItem, paragraph). */
  nestingMax: 64,
  /** Characters of a short attribute (a link's title, an image's alt text, a code block's language). */
  attributeMax: 10_000,
  /** Messages a co-editing socket may send at once, then per second (typing and caret moves are ~20). */
  messageBurst: 2_000,
  messagesPerSecond: 100,
  /** Bytes likewise (a pasted image is one message of up to ~2 MB). */
  byteBurst: 32 * 1024 * 1024,
  bytesPerSecond: 2 * 1024 * 1024,
} as const;

/** Close codes of a refused co-editing socket (4000–4999 are the application's). */
export const COEDIT_CLOSE = {
  invalid: { code: 4400, reason: 'The change does not fit the document' },
  tooLarge: { code: 4413, reason: 'The content is too large to save. Remove or shrink some images.' },
  tooFast: { code: 4429, reason: 'Too many changes at once' },
} as const;
