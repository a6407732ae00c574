import { useEditorState, type Editor } from '@tiptap/react';
import {
  Bold,
  Code,
  Heading1,
  Heading2,
  Italic,
  List,
  Quote,
  Redo2,
  Underline,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import { LinkPopover } from './EditorPopovers';
import { TOOLBAR_BUTTON_CLASS, TOOLBAR_CLASS, TOOLBAR_DIVIDER_CLASS } from './frame';
import { ImagePopover } from './ImagePopover';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';

function ToolbarButton({
  label,
  shortcut,
  icon: Icon,
  active = false,
  disabled = false,
  onClick,
  children,
}: {
  label: string;
  shortcut?: string;
  icon: LucideIcon;
  active?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active}
      title={shortcut ? `${label} (${shortcut})` : label}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()} // keep the selection in the editor
      onClick={onClick}
      className={cn(
        TOOLBAR_BUTTON_CLASS,
        'text-foreground/80 transition-colors',
        'hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        'disabled:pointer-events-none disabled:opacity-40',
        active && 'bg-accent text-primary',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </button>
  );
}

const Divider = () => <span aria-hidden="true" className={TOOLBAR_DIVIDER_CLASS} />;

/** Heading 1, Heading 2, Bold, Italic, Underline, Bullet List, Blockquote, Code, Link, Image, Undo, Redo. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      blockquote: e.isActive('blockquote'),
      code: e.isActive('code'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
      editable: e.isEditable,
    }),
  });
  const chain = () => editor.chain().focus();
  const off = !state.editable;

  return (
    <div role="toolbar" aria-label="Formatting" className={TOOLBAR_CLASS}>
      <ToolbarButton
        label="Heading 1"
        shortcut={`${mod}Alt+1`}
        icon={Heading1}
        active={state.h1}
        disabled={off}
        onClick={() => chain().toggleHeading({ level: 1 }).run()}
      />
      <ToolbarButton
        label="Heading 2"
        shortcut={`${mod}Alt+2`}
        icon={Heading2}
        active={state.h2}
        disabled={off}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <Divider />
      <ToolbarButton
        label="Bold"
        shortcut={`${mod}B`}
        icon={Bold}
        active={state.bold}
        disabled={off}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolbarButton
        label="Italic"
        shortcut={`${mod}I`}
        icon={Italic}
        active={state.italic}
        disabled={off}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolbarButton
        label="Underline"
        shortcut={`${mod}U`}
        icon={Underline}
        active={state.underline}
        disabled={off}
        onClick={() => chain().toggleUnderline().run()}
      />
      <Divider />
      <ToolbarButton
        label="Bullet List"
        shortcut={`${mod}Shift+8`}
        icon={List}
        active={state.bulletList}
        disabled={off}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolbarButton
        label="Blockquote"
        shortcut={`${mod}Shift+B`}
        icon={Quote}
        active={state.blockquote}
        disabled={off}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <ToolbarButton
        label="Code"
        shortcut={`${mod}E`}
        icon={Code}
        active={state.code}
        disabled={off}
        onClick={() => chain().toggleCode().run()}
      />
      <Divider />
      <LinkPopover editor={editor} active={state.link} currentHref={state.href} disabled={off} />
      <ImagePopover editor={editor} disabled={off} />
      <Divider />
      <ToolbarButton
        label="Undo"
        shortcut={`${mod}Z`}
        icon={Undo2}
        disabled={off || !state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolbarButton
        label="Redo"
        shortcut={isMac ? '⌘Shift+Z' : 'Ctrl+Y'}
        icon={Redo2}
        disabled={off || !state.canRedo}
        onClick={() => chain().redo().run()}
      />
    </div>
  );
}
