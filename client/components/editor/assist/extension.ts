import { Extension } from '@tiptap/core';
import { imageDropPlugin } from './image-drop';
import { proposalPlugin } from './proposal';
import { slashPlugin } from './slash';

/** What the page's assistant UI (EditorAssist.tsx) tells the extension; it reads them when needed. */
export interface AssistStorage {
  /** The writer may change this text (never a viewer's or a commenter's editor). */
  enabled: boolean;
  slashCount: number;
  onSlashChoose?: (index: number, at: number) => void;
  onRefused?: (message: string, name: string) => void;
  onInserted?: (src: string, pos: number) => void;
}

declare module '@tiptap/core' {
  interface Storage {
    editorAssist: AssistStorage;
  }
}

/**
 * The editor's assistant (docs/decisions/035): the proposal shown in place for a selection or the
 * paragraph above a '/', the '/' menu, and pictures dropped or pasted into the text. Inert until
 * EditorAssist.tsx connects an editable editor.
 */
export const EditorAssistExtension = Extension.create<Record<string, never>, AssistStorage>({
  name: 'editorAssist',

  addStorage() {
    return { enabled: false, slashCount: 0 };
  },

  addProseMirrorPlugins() {
    const s = this.storage;
    return [
      proposalPlugin(),
      slashPlugin({
        enabled: () => s.enabled && !!s.onSlashChoose,
        count: () => s.slashCount,
        choose: (index, at) => s.onSlashChoose?.(index, at),
      }),
      imageDropPlugin({
        enabled: () => s.enabled && !!s.onInserted,
        onRefused: (message, name) => s.onRefused?.(message, name),
        onInserted: (src, pos) => s.onInserted?.(src, pos),
      }),
    ];
  },
});
