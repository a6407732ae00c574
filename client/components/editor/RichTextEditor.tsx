import { useEffect, useRef } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { BLOGS_COPY } from '@common/copy';
import { sanitizeHtml } from '@client/lib/sanitize';
import { cn } from '@client/lib/utils';
import { EditorAssist } from './assist/EditorAssist';
import { ClaimsBar } from './claims-bar';
import { ClaimMarks, type EditorClaims } from './claims-marks';
import { EditorToolbar } from './EditorToolbar';
import { EDITOR_FRAME_CLASS, editorAttributes, editorExtensions } from './extensions';
import { SUGGESTION_MARKS } from './suggestions/marks';
import { withoutSuggestions } from './suggestions/merge';
import { registerSuggestionEditor } from './suggestions/registry';
import { SuggestionsBar } from './suggestions/SuggestionsBar';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
  /** Accessible name of the editing area. */
  label?: string;
  id?: string;
  className?: string;
  editable?: boolean;
  /** Claims the post does not support, marked in the text with keep / edit / remove (claims-marks.ts). */
  claims?: EditorClaims | undefined;
}

/**
 * The rich-text editor of docs/product.md §2 on Tiptap v3: headings 1–3, the toolbar, link and image popovers,
 * base64 images, links that do not open on click, undo depth 100 grouped every 500 ms and only
 * the allowed link schemes (common/html-policy.ts). Loaded lazily (its own chunk) through ./index.tsx.
 */
export default function RichTextEditor({
  value,
  onChange,
  placeholder = BLOGS_COPY.editor.placeholder,
  label = BLOGS_COPY.composer.contentLabel,
  id,
  className,
  editable = true,
  claims,
}: RichTextEditorProps) {
  const lastEmitted = useRef<string>(value);
  const editor = useEditor({
    extensions: editorExtensions({ placeholder, extra: [...SUGGESTION_MARKS, ClaimMarks] }),
    content: sanitizeHtml(value),
    editable,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: editorAttributes(label, id) },
    onUpdate: ({ editor: e }) => {
      // Pending AI suggestions are not part of the value until accepted (suggestions/merge.ts).
      const html = e.isEmpty ? '' : withoutSuggestions(e.getHTML());
      lastEmitted.current = html;
      onChange(html);
    },
  });

  // The assistant puts its changes into this editor as suggestions (suggestions/registry.ts).
  useEffect(() => (editor && editable ? registerSuggestionEditor(editor) : undefined), [editor, editable]);

  // Outside changes (a generated post, an applied enhancement) replace the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === lastEmitted.current) return;
    const current = editor.isEmpty ? '' : withoutSuggestions(editor.getHTML());
    if (value !== current) editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
    lastEmitted.current = value;
  }, [editor, value]);

  return (
    <div className={cn(EDITOR_FRAME_CLASS, className)} data-testid="rich-text-editor">
      {editor ? <EditorToolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
      {editor ? <EditorAssist editor={editor} enabled={editable} /> : null}
      {editor ? <SuggestionsBar editor={editor} /> : null}
      {editor && claims && editable ? <ClaimsBar editor={editor} claims={claims} /> : null}
    </div>
  );
}
