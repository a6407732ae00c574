import { useEffect, useLayoutEffect, useRef } from 'react';
import { EditorContent } from '@tiptap/react';
import { BLOGS_COPY } from '@common/copy';
import { sanitizeHtml } from '@client/lib/sanitize';
import { cn } from '@client/lib/utils';
import { EditorAssist } from './assist/EditorAssist';
import { ClaimsBar } from './claims-bar';
import { ClaimMarks, type EditorClaims } from './claims-marks';
import { EditorPreview } from './EditorPreview';
import { EditorToolbar } from './EditorToolbar';
import { EDITOR_FRAME_CLASS, editorAttributes, editorExtensions } from './extensions';
import { SUGGESTION_MARKS } from './suggestions/marks';
import { withoutSuggestions } from './suggestions/merge';
import { registerSuggestionEditor } from './suggestions/registry';
import { SuggestionsBar } from './suggestions/SuggestionsBar';
import { useStagedEditor } from './use-staged-editor';

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
  const editor = useStagedEditor(
    () => ({
      extensions: editorExtensions({ placeholder, extra: [...SUGGESTION_MARKS, ClaimMarks] }),
      content: sanitizeHtml(value),
      editorProps: { attributes: editorAttributes(label, id) },
    }),
    {
      editable,
      onUpdate: ({ editor: e }) => {
        // Pending AI suggestions are not part of the value until accepted (suggestions/merge.ts).
        const html = e.isEmpty ? '' : withoutSuggestions(e.getHTML());
        lastEmitted.current = html;
        onChange(html);
      },
    },
  );

  // Someone who clicked the text while the editor was being made is left in it (lazy.tsx does the
  // same for the preview drawn while the code loads). The preview's clean-up has run by now.
  const previewFocus = useRef(false);
  useLayoutEffect(() => {
    if (!editor || !previewFocus.current) return;
    previewFocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) editor.view.focus();
  }, [editor]);

  // The assistant puts its changes into this editor as suggestions (suggestions/registry.ts).
  useEffect(() => (editor && editable ? registerSuggestionEditor(editor) : undefined), [editor, editable]);

  // Outside changes (a generated post, an applied enhancement) replace the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === lastEmitted.current) return;
    const current = editor.isEmpty ? '' : withoutSuggestions(editor.getHTML());
    if (value !== current) editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
    lastEmitted.current = value;
  }, [editor, value]);

  if (!editor)
    return (
      <EditorPreview
        html={value}
        id={id}
        placeholder={placeholder}
        className={className}
        focusIntentRef={previewFocus}
        toolbar
      />
    );
  return (
    <div className={cn(EDITOR_FRAME_CLASS, className)} data-testid="rich-text-editor">
      <EditorToolbar editor={editor} />
      <EditorContent editor={editor} />
      <EditorAssist editor={editor} enabled={editable} />
      <SuggestionsBar editor={editor} />
      {claims && editable ? <ClaimsBar editor={editor} claims={claims} /> : null}
    </div>
  );
}
