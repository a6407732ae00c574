import type { EditorState } from '@tiptap/pm/state';
import { useEditorState, type Editor } from '@tiptap/react';
import { FloatingMenu } from '@tiptap/react/menus';
import { useCallback, useEffect, useId, useRef } from 'react';
import { EDITOR_ASSIST_COPY as C } from '@common/copy-editor-assist';
import { cn } from '@client/lib/utils';
import { setSlashActive, slashMenuOf } from './slash';

export interface SlashItem {
  label: string;
}

/**
 * The '/' menu (slash.ts): a listbox the keyboard drives from the editor (arrows, Enter, Escape),
 * the pointer by clicking. Shown beside the '/' while it is the line's only character.
 */
export function SlashMenu({
  editor,
  enabled,
  items,
  onChoose,
}: {
  editor: Editor;
  enabled: boolean;
  items: SlashItem[];
  onChoose: (index: number, at: number) => void;
}) {
  const id = useId();
  const enabledRef = useRef(enabled);
  useEffect(() => {
    enabledRef.current = enabled;
  }, [enabled]);
  const menu = useEditorState({ editor, selector: ({ editor: e }) => slashMenuOf(e.state) });
  const shouldShow = useCallback(
    ({ state }: { state: EditorState }) => enabledRef.current && slashMenuOf(state) !== null,
    [],
  );

  // The editor names the open list and its active option for screen readers.
  useEffect(() => {
    if (editor.isDestroyed) return; // not mounted (yet, or any more): no view to name
    const dom = editor.view.dom;
    if (menu && enabled) {
      dom.setAttribute('aria-controls', id);
      dom.setAttribute('aria-activedescendant', `${id}-${menu.active}`);
    } else {
      dom.removeAttribute('aria-controls');
      dom.removeAttribute('aria-activedescendant');
    }
  }, [editor, menu, enabled, id]);

  return (
    <FloatingMenu
      editor={editor}
      pluginKey="aiSlashMenu"
      shouldShow={shouldShow}
      options={{ placement: 'bottom-start' }}
      className="z-20"
    >
      <div className="w-64 rounded-lg border border-border bg-popover p-1 text-popover-foreground shadow-md">
        <p className="px-2.5 py-1 text-xs text-muted-foreground">{C.slashHint}</p>
        <ul id={id} role="listbox" aria-label={C.slashMenu} className="grid gap-0.5">
          {items.map((item, i) => (
            <li
              key={item.label}
              id={`${id}-${i}`}
              role="option"
              aria-selected={menu?.active === i}
              className={cn(
                'cursor-pointer rounded-md px-2.5 py-1.5 text-sm',
                menu?.active === i ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
              )}
              onMouseDown={(e) => e.preventDefault()} // the caret stays after the '/'
              // A moving mouse only: a menu opening under a resting pointer (or a finger) keeps its choice.
              onPointerMove={(e) => {
                if (e.pointerType === 'mouse' && menu?.active !== i)
                  editor.view.dispatch(setSlashActive(editor.state, i));
              }}
              onClick={() => {
                if (menu) onChoose(i, menu.at);
              }}
            >
              {item.label}
            </li>
          ))}
        </ul>
      </div>
    </FloatingMenu>
  );
}
