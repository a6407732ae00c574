import { Editor, type EditorOptions } from '@tiptap/react';
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { nextTask } from '@client/lib/scheduling';

/** What follows the page after the editor is made: whether it may be changed, and who hears of changes. */
export interface LiveEditorOptions {
  editable: boolean;
  /** The latest one given is called. */
  onUpdate: EditorOptions['onUpdate'];
}

/**
 * A Tiptap editor made in steps, each its own task: the document model (extensions, schema, the
 * parsed content), then its view (plugins and the rendered text), then React draws it in a
 * transition. Made in one go, as `useEditor` makes it, it held the page's main thread for one long
 * task while the page was opening (docs/performance.md, "The editor's main-thread work"). Until it is
 * ready this returns null and the caller keeps its preview on screen.
 *
 * `make` is called once, when the editor is made (so its content is the value at that moment; later
 * changes go through `setContent`, as before).
 */
export function useStagedEditor(
  make: () => Omit<Partial<EditorOptions>, 'element' | 'onUpdate' | 'editable'>,
  live: LiveEditorOptions,
): Editor | null {
  const [editor, setEditor] = useState<Editor | null>(null);
  const latest = useRef({ make, live });
  useLayoutEffect(() => {
    latest.current = { make, live };
  });

  useEffect(() => {
    let cancelled = false;
    let made: Editor | null = null;
    void (async () => {
      await nextTask();
      if (cancelled) return;
      made = new Editor({
        ...latest.current.make(),
        editable: latest.current.live.editable,
        element: null,
        onUpdate: (props) => latest.current.live.onUpdate(props),
      });
      await nextTask();
      if (cancelled) return;
      made.mount(document.createElement('div'));
      const ready = made;
      startTransition(() => setEditor(ready));
    })();
    return () => {
      cancelled = true;
      made?.destroy();
      setEditor(null);
    };
  }, []);

  // A form that becomes read-only (or editable again) says so without an update of its value.
  const { editable } = live;
  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);

  return editor;
}
