import { COMMENTS_COPY } from '@common/copy-comments';
import type { CommentHighlight, SelectionAnchor } from './comment-highlights';

/**
 * What the page and the co-editing editor say to each other about comments, without Tiptap: the
 * comments panel imports this, and the editor's code stays in its own lazily loaded chunk.
 */
export interface EditorComments {
  highlights: CommentHighlight[];
  activeId: number | null;
  /** Present when the reader may comment: called with the selection (null: nothing selected). */
  onComment?: (selection: SelectionAnchor | null) => void;
  /** A click on highlighted text. */
  onActivate: (id: number) => void;
  /** The editor hands over how to select a thread's text (false: its text is gone); null when it goes. */
  registerFocus: (focus: ((h: CommentHighlight) => boolean) | null) => void;
  /** The threads whose text was deleted, told again whenever that changes (docs/decisions/023). */
  onGone?: (ids: number[]) => void;
}

export type { CommentHighlight, SelectionAnchor };

export const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
export const COMMENT_SHORTCUT = COMMENTS_COPY.shortcut(isMac);
