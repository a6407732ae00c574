import type { Editor } from '@tiptap/react';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useRoute } from 'wouter';
import { EDITOR_ASSIST_COPY as C } from '@common/copy-editor-assist';
import { AiBubble } from './AiBubble';
import { DroppedImageAlt, type DroppedImage } from './DroppedImageAlt';
import { PRESET_ACTIONS, runOnRange } from './run';
import { blockAbove } from './slash';
import { SlashMenu } from './SlashMenu';

const SLASH_ITEMS = [...PRESET_ACTIONS.map((a) => ({ label: a.label })), { label: C.askAi }];

/**
 * The assistant in the editor (docs/decisions/035), for an editor the writer may change: the
 * bubble beside a selection, the '/' menu on an empty line, and pictures dropped or pasted in
 * (their alt text asked for, refusals said). Rendered by both the single-user and the co-editing
 * editor; `enabled` is false for viewers and commenters, who are offered none of it.
 */
export function EditorAssist({ editor, enabled }: { editor: Editor; enabled: boolean }) {
  const [notice, setNotice] = useState<{ title: string; message: string } | null>(null);
  const [altQueue, setAltQueue] = useState<DroppedImage[]>([]);
  const [askRequest, setAskRequest] = useState(0);
  // On a saved blog's page the assistant is told which blog (as the AI Writing Assistant does).
  const [onEditPage, params] = useRoute<{ id: string }>('/edit-blog/:id');
  const blogId = onEditPage ? Number(params.id) : undefined;

  useEffect(() => {
    if (editor.isDestroyed) return;
    const storage = editor.storage.editorAssist;
    if (!storage) return;
    Object.assign(storage, {
      enabled,
      slashCount: SLASH_ITEMS.length,
      onSlashChoose: (index: number, at: number) => {
        // The '/' goes; the action works on the paragraph above.
        editor.view.dispatch(editor.state.tr.delete(at, at + 1));
        const target = blockAbove(editor.state, at);
        if (!target) return setNotice({ title: C.slashMenu, message: C.noParagraphAbove });
        setNotice(null);
        const preset = PRESET_ACTIONS[index];
        if (preset) return void runOnRange(editor, target, preset, blogId);
        editor.chain().setTextSelection(target).run();
        setAskRequest((n) => n + 1);
      },
      onRefused: (message: string, name: string) => setNotice({ title: `${C.imageRefused}: ${name}`, message }),
      onInserted: (src: string, pos: number) => setAltQueue((q) => [...q, { src, pos }]),
    });
  }, [editor, enabled, blogId]);

  if (!enabled) return null;
  return (
    <>
      <AiBubble editor={editor} enabled={enabled} askRequest={askRequest} blogId={blogId} />
      <SlashMenu
        editor={editor}
        enabled={enabled}
        items={SLASH_ITEMS}
        onChoose={(i, at) => editor.storage.editorAssist.onSlashChoose?.(i, at)}
      />
      {notice ? (
        <div
          role="alert"
          className="flex items-start justify-between gap-2 border-t border-border bg-destructive/10 px-4 py-2 text-sm"
          data-testid="editor-assist-notice"
        >
          <p>
            <span className="font-medium">{notice.title}</span> <span>{notice.message}</span>
          </p>
          <button
            type="button"
            aria-label={C.dismiss}
            className="rounded-md p-1 text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => setNotice(null)}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}
      <DroppedImageAlt editor={editor} image={altQueue[0] ?? null} onDone={() => setAltQueue((q) => q.slice(1))} />
    </>
  );
}
