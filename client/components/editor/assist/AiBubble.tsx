import { NodeSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { Sparkles } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { BLOG_LIMITS } from '@common/blogs';
import { EDITOR_ASSIST_COPY as C } from '@common/copy-editor-assist';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { useZodForm } from '@client/lib/use-zod-form';
import { proposalOf } from './proposal';
import { PRESET_ACTIONS, runOnRange, type AssistAction } from './run';

const itemClass =
  'w-full rounded-md px-2.5 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none';

/** The instruction as typed, within BLOG_LIMITS.instructionMax (the box enforces it); sent trimmed. */
const askFormSchema = z.object({ instruction: z.string().max(BLOG_LIMITS.instructionMax).trim() });

/** The writer's own instruction, run on the selection ('Ask AI…'). */
function AskForm({ onAsk, onCancel }: { onAsk: (instruction: string) => void; onCancel: () => void }) {
  const id = useId();
  const form = useZodForm(askFormSchema, { defaultValues: { instruction: '' } });
  const value = useWatch({ control: form.control, name: 'instruction' });
  const submit = form.handleSubmit(({ instruction }) => {
    if (instruction) onAsk(instruction);
  });
  return (
    <form
      className="grid gap-2 p-1"
      onSubmit={(e) => {
        e.stopPropagation(); // not the editor page's form
        void submit(e);
      }}
    >
      <label htmlFor={id} className="text-xs font-medium">
        {C.askLabel}
      </label>
      <Input
        id={id}
        autoFocus
        maxLength={BLOG_LIMITS.instructionMax}
        placeholder={C.askPlaceholder}
        {...form.register('instruction')}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onCancel();
        }}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {C.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={!value.trim()}>
          {C.askRun}
        </Button>
      </div>
    </form>
  );
}

/**
 * Beside a selection the writer may change: 'AI', which opens the assistant's presets and
 * 'Ask AI…'; the chosen one runs on the selected text and its answer shows there (proposal.ts).
 * Under the selection, so it never covers the co-editing 'Comment' bubble above it.
 */
export function AiBubble({
  editor,
  enabled,
  askRequest,
  blogId,
}: {
  editor: Editor;
  enabled: boolean;
  askRequest: number;
  blogId: number | undefined;
}) {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  // 'Ask AI…' from the '/' menu: the paragraph above is selected, the bubble opens on the question.
  const [seenAsk, setSeenAsk] = useState(askRequest);
  if (askRequest !== seenAsk) {
    setSeenAsk(askRequest);
    setOpen(true);
    setAsking(true);
  }
  const enabledRef = useRef(enabled);
  useEffect(() => {
    enabledRef.current = enabled;
  }, [enabled]);
  const menuId = useId();

  const shouldShow = useCallback(({ editor: e, from, to }: { editor: Editor; from: number; to: number }) => {
    const { state } = e;
    const show =
      enabledRef.current &&
      from < to &&
      !(state.selection instanceof NodeSelection) &&
      !proposalOf(state) &&
      state.doc.textBetween(from, to, ' ').trim().length > 0;
    if (!show) {
      setOpen(false);
      setAsking(false);
    }
    return show;
  }, []);

  const run = (action: AssistAction) => {
    const { from, to } = editor.state.selection;
    setOpen(false);
    setAsking(false);
    editor.commands.focus();
    void runOnRange(editor, { from, to }, action, blogId);
  };

  return (
    <BubbleMenu
      editor={editor}
      pluginKey="aiBubbleMenu"
      shouldShow={shouldShow}
      options={{ placement: 'bottom-start' }}
      className="z-20"
      data-testid="ai-bubble"
    >
      <div className="grid max-w-[18rem] gap-1 rounded-lg border border-border bg-popover p-1 text-popover-foreground shadow-md">
        <Button
          type="button"
          size="sm"
          variant={open ? 'secondary' : 'brand'}
          className="justify-self-start"
          aria-label={C.bubble}
          aria-expanded={open}
          aria-controls={menuId}
          onMouseDown={(e) => e.preventDefault()} // keep the selection
          onClick={() => {
            setOpen((o) => !o);
            setAsking(false);
          }}
        >
          <Sparkles aria-hidden="true" />
          AI
        </Button>
        {open && !asking ? (
          <ul id={menuId} aria-label={C.bubble} className="grid gap-0.5">
            {PRESET_ACTIONS.map((a) => (
              <li key={a.label}>
                <button
                  type="button"
                  className={itemClass}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => run(a)}
                >
                  {a.label}
                </button>
              </li>
            ))}
            <li>
              <button type="button" className={itemClass} onClick={() => setAsking(true)}>
                {C.askAi}
              </button>
            </li>
          </ul>
        ) : null}
        {open && asking ? (
          <AskForm
            onAsk={(instruction) => run({ label: C.askAi.replace('…', ''), instruction })}
            onCancel={() => {
              setAsking(false);
              editor.commands.focus();
            }}
          />
        ) : null}
      </div>
    </BubbleMenu>
  );
}
