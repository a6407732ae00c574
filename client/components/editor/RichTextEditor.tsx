import { useEffect, useRef } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import { BLOGS_COPY } from '@common/copy';
import { LINK_SCHEMES, isAllowedHref } from '@common/html-policy';
import { sanitizeHtml } from '@client/lib/sanitize';
import { cn } from '@client/lib/utils';
import { EditorToolbar } from './EditorToolbar';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
  /** Accessible name of the editing area. */
  label?: string;
  id?: string;
  className?: string;
  editable?: boolean;
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
}: RichTextEditorProps) {
  const lastEmitted = useRef<string>(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        undoRedo: { depth: 100, newGroupDelay: 500 },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: LINK_SCHEMES.filter((s) => s !== 'http' && s !== 'https'),
          isAllowedUri: (url) => isAllowedHref(url),
          HTMLAttributes: { rel: 'noopener noreferrer nofollow ugc', target: null },
        },
      }),
      Image.configure({ allowBase64: true }),
      Placeholder.configure({ placeholder }),
    ],
    content: sanitizeHtml(value),
    editable,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'prose-blog min-h-64 px-4 py-3 focus:outline-none',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id ? { id } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      lastEmitted.current = html;
      onChange(html);
    },
  });

  // Outside changes (a generated post, an applied enhancement) replace the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === lastEmitted.current) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
    lastEmitted.current = value;
  }, [editor, value]);

  return (
    <div
      className={cn(
        'overflow-hidden rounded-xl border border-input bg-card shadow-xs focus-within:border-ring focus-within:ring-3 focus-within:ring-ring/35',
        className,
      )}
      data-testid="rich-text-editor"
    >
      {editor ? <EditorToolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
