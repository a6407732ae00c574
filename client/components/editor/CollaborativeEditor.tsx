import { useEffect, useRef } from 'react';
import { Extension } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import { EditorContent, useEditor } from '@tiptap/react';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import { COMMENT_LIMITS } from '@common/comments';
import { BLOGS_COPY } from '@common/copy';
import { sanitizeHtml } from '@client/lib/sanitize';
import { cn } from '@client/lib/utils';
import {
  CommentHighlights,
  connectComments,
  focusCommentText,
  goneComments,
  selectionAnchor,
  setCommentHighlights,
} from './comment-highlights';
import { CommentBubble } from './CommentBubble';
import type { EditorComments } from './comments-contract';
import { EditorToolbar } from './EditorToolbar';
import { applyChanges, registerLiveEditor } from './apply-changes';
import { EditorAssist } from './assist/EditorAssist';
import { EDITOR_FRAME_CLASS, editorAttributes, editorExtensions } from './extensions';
import { SuggestMode } from './suggest-mode/suggest-mode';
import { SuggestModeSwitch } from './suggest-mode/SuggestModeSwitch';
import { SUGGESTION_MARKS } from './suggestions/marks';
import { withoutSuggestions } from './suggestions/merge';
import { SuggestionsBar } from './suggestions/SuggestionsBar';
import { KeptText, LiveStatusBar, caret } from './live-parts';
import { useLiveDocument } from './use-live-document';

export interface CollaborativeEditorProps {
  blogId: number;
  /** Another co-edited document than the blog's: a collaborative session's draft (`session:<id>`, docs/decisions/020-coediting-on-postgresql.md). */
  documentName?: string;
  user: { id: number; name: string };
  editable: boolean;
  /** The page's value: when it changes from outside (an applied AI enhancement), it replaces the document for everyone. */
  value: string;
  /** Every change (local or a co-editor's), as HTML, for the page's form and Save button. */
  onChange: (html: string) => void;
  label?: string;
  id?: string;
  className?: string;
  /** Comments on a selection (docs/decisions/020-coediting-on-postgresql.md): highlights, and commenting when `onComment` is set. */
  comments?: EditorComments;
  /** The server ended this editor's connection (signed out, access changed, a draft turned into a blog). */
  onEnded?: () => void;
  /**
   * Changes made elsewhere before this editor opened (typing before the blog went live): applied
   * once to the shared document when it arrives, as edits of what it holds then (apply-changes.ts).
   */
  carry?: { base: string; target: string };
}

/**
 * The spec's editor, co-edited live (docs/decisions/020-coediting-on-postgresql.md): the same Tiptap document model and toolbar as
 * RichTextEditor, its content a Y document synced through Hocuspocus (docs/decisions/020), with
 * the co-editors' names and coloured carets. Offline, typing goes on; the provider merges it on
 * reconnection. Undo is Yjs's (one's own changes only).
 */
export default function CollaborativeEditor({
  blogId,
  documentName,
  user,
  editable,
  value,
  onChange,
  label = BLOGS_COPY.composer.contentLabel,
  id,
  className,
  comments,
  carry,
  onEnded,
}: CollaborativeEditorProps) {
  const { doc, provider, status, peers, readOnly, ended, kept, loaded, synced, emitted, editorRef } = useLiveDocument({
    blogId,
    documentName,
    user,
    editable,
    value,
    onEnded,
  });
  const canComment = !!comments?.onComment;

  const editor = useEditor(
    {
      extensions: editorExtensions({
        history: false,
        extra: [
          Collaboration.configure({ document: doc, field: 'default' }),
          Extension.create({
            name: 'coeditCarets',
            addProseMirrorPlugins: () =>
              provider.awareness ? [yCursorPlugin(provider.awareness, { cursorBuilder: caret })] : [],
          }),
          CommentHighlights.configure(), // its own storage (the page's handlers) per editor
          // People's suggestions, stored in the shared document (docs/decisions/037-suggest-mode.md).
          ...SUGGESTION_MARKS,
          SuggestMode,
        ],
      }),
      editable: editable,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      editorProps: { attributes: editorAttributes(label, id) },
      onUpdate: ({ editor: e }) => {
        // Pending suggestions are not part of the value (the server leaves them out of the HTML too).
        const html = e.isEmpty ? '' : withoutSuggestions(e.getHTML());
        const seen = emitted.current;
        seen.add(html);
        if (seen.size > 500) seen.delete(seen.values().next().value!);
        onChange(html);
      },
    },
    [doc, provider],
  );

  useEffect(() => {
    editorRef.current = editor;
  }, [editor, editorRef]);

  useEffect(() => {
    // A commenter's editor stays focusable and selectable; CommentHighlights refuses their changes.
    if (!editor || editor.isDestroyed) return;
    editor.setEditable(loaded && (!readOnly || canComment));
    editor.setOptions({
      editorProps: { attributes: { ...editorAttributes(label, id), ...(readOnly ? { 'aria-readonly': 'true' } : {}) } },
    });
  }, [editor, loaded, readOnly, canComment, label, id]);

  useEffect(() => {
    if (!editor) return;
    connectComments(editor, {
      onActivate: comments?.onActivate,
      onComment: comments?.onComment,
      readOnly,
      quoteMax: COMMENT_LIMITS.quoteMax,
    });
  });

  const highlights = comments?.highlights;
  const activeId = comments?.activeId ?? null;
  useEffect(() => {
    if (editor) setCommentHighlights(editor, highlights ?? [], activeId);
  }, [editor, highlights, activeId]);
  // Which threads' text is gone, after every change of the loaded document (a delete here or a co-writer's).
  const onGone = comments?.onGone;
  useEffect(() => {
    if (!editor || !loaded || !onGone) return;
    const report = () => onGone(goneComments(editor.state));
    report();
    editor.on('transaction', report);
    return () => void editor.off('transaction', report);
  }, [editor, loaded, onGone]);
  const registerFocus = comments?.registerFocus;
  useEffect(() => {
    if (!editor || !registerFocus) return;
    registerFocus((h) => focusCommentText(editor, h));
    return () => registerFocus(null);
  }, [editor, registerFocus]);

  // The assistant's changes arrive as edits of the shared document as it is then (apply-changes.ts).
  useEffect(() => (editor && loaded && !readOnly ? registerLiveEditor(editor) : undefined), [editor, loaded, readOnly]);
  const carried = useRef(false);
  useEffect(() => {
    if (!editor || !loaded || readOnly || !carry || carried.current) return;
    carried.current = true;
    applyChanges(editor, carry.base, carry.target);
  }, [editor, loaded, readOnly, carry]);

  // An outside change (an applied AI enhancement) becomes a change of the shared document.
  useEffect(() => {
    if (!editor || editor.isDestroyed || !synced.current || emitted.current.has(value)) return;
    emitted.current.add(value);
    editor.commands.setContent(sanitizeHtml(value));
  }, [editor, value, emitted, synced]);

  return (
    <div className={cn(EDITOR_FRAME_CLASS, className)} data-testid="collaborative-editor">
      {editor && !readOnly ? <EditorToolbar editor={editor} /> : null}
      <LiveStatusBar status={status} ended={ended} peers={peers} readOnly={readOnly} canComment={canComment} />
      {editor && !readOnly ? <SuggestModeSwitch editor={editor} user={user} /> : null}
      {kept ? <KeptText text={kept} /> : null}
      <EditorContent editor={editor} />
      {editor && !readOnly ? <SuggestionsBar editor={editor} /> : null}
      {editor ? <EditorAssist editor={editor} enabled={loaded && !readOnly} /> : null}
      {editor && canComment ? (
        <CommentBubble
          editor={editor}
          onComment={() => comments?.onComment?.(selectionAnchor(editor, COMMENT_LIMITS.quoteMax))}
        />
      ) : null}
    </div>
  );
}
