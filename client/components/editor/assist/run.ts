import type { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { ENHANCEMENT_PRESETS, type EnhancementPresetId } from '@common/constants';
import { EDITOR_ASSIST_COPY as C } from '@common/copy-editor-assist';
import { errorMessage } from '@client/lib/api';
import { enhanceBlogStreaming } from '@client/features/blogs/api';
import { fitProposal, proposalOf, rangeHtml, setProposal, stopWhenGone, trimRange } from './proposal';

/** One of the assistant's actions: a preset, or the writer's own instruction ('Ask AI…'). */
export interface AssistAction {
  label: string;
  instruction: string;
  preset?: EnhancementPresetId;
}

/** The assistant's presets, as the AI Writing Assistant offers them. */
export const PRESET_ACTIONS: AssistAction[] = ENHANCEMENT_PRESETS.map((p) => ({
  label: p.name,
  instruction: p.instruction,
  preset: p.id,
}));

let nextId = 0;

/**
 * Asks the assistant (POST /api/enhance-blog/stream: the AI budget and writer of the AI Writing
 * Assistant) to act on a range, and shows its answer there as a proposal (proposal.ts), growing as
 * the writer writes it (docs/decisions/035). The range follows edits meanwhile; a proposal that goes
 * before the answer is complete (Stop, Escape, its text deleted) stops the request, and the writer
 * on the server with it. Nothing is in the document until Accept.
 */
export async function runOnRange(
  editor: Editor,
  range: { from: number; to: number },
  action: AssistAction,
  /** The saved blog being edited: the server runs the assistant only for those who may edit it. */
  blogId?: number,
) {
  const { view } = editor;
  const trimmed = trimRange(view.state.doc, range.from, range.to);
  if (!trimmed) return;
  const id = ++nextId;
  const content = rangeHtml(view.state, trimmed.from, trimmed.to);
  setProposal(view, { id, ...trimmed, action: action.label, status: 'working' });
  // The caret after the range: the selection's bubble goes (it would cover the proposal's buttons).
  view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(trimmed.to), -1)));
  const current = () => {
    const p = editor.isDestroyed ? null : proposalOf(view.state);
    return p && p.id === id ? p : null;
  };
  const controller = new AbortController();
  const unregister = stopWhenGone(id, () => controller.abort());
  try {
    const input = {
      content,
      instruction: action.instruction,
      ...(action.preset ? { preset: action.preset } : {}),
      ...(blogId ? { blogId } : {}),
    };
    const result = await enhanceBlogStreaming(
      input,
      (html) => {
        const p = current();
        if (!p) return controller.abort();
        const base = { id, from: p.from, to: p.to, action: action.label };
        setProposal(view, { ...base, status: 'streaming', html: fitProposal(view.state, p, html) });
      },
      controller.signal,
    );
    unregister();
    const p = current();
    if (!p) return;
    const base = { id, from: p.from, to: p.to, action: action.label };
    if (!result.changed) setProposal(view, { ...base, status: 'note', title: C.unchanged, message: result.note ?? '' });
    else setProposal(view, { ...base, status: 'ready', html: fitProposal(view.state, p, result.enhancedContent) });
  } catch (err) {
    unregister();
    if (controller.signal.aborted) return; // stopped: the proposal is gone already
    const p = current();
    if (p)
      setProposal(view, {
        id,
        from: p.from,
        to: p.to,
        action: action.label,
        status: 'note',
        title: C.failed,
        message: errorMessage(err),
      });
  }
}
