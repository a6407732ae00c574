import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';

/**
 * The '/' menu (docs/decisions/035): a paragraph holding only the '/' just typed, the caret after
 * it, opens a menu of the assistant's actions on the paragraph above. Arrow keys move through it,
 * Enter chooses, Escape closes it (the '/' stays as typed); any other typing closes it too.
 */
interface SlashState {
  /** Where the '/' is (the menu is open there), or null. */
  at: number | null;
  active: number;
  /** A '/' whose menu was closed with Escape: it stays closed for that '/'. */
  dismissed: number | null;
}

type SlashMeta = { active: number } | { dismiss: true };

export const slashKey = new PluginKey<SlashState>('aiSlash');

/** Where a lone '/' with the caret after it is, or null. */
function loneSlash(state: EditorState): number | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const { $from } = selection;
  const block = $from.parent;
  if (block.type.name !== 'paragraph' || block.textContent !== '/' || block.childCount !== 1) return null;
  return $from.parentOffset === 1 ? $from.start() : null;
}

/** The open menu's '/' position and active item, or null. */
export function slashMenuOf(state: EditorState): { at: number; active: number } | null {
  const s = slashKey.getState(state);
  return s && s.at !== null && s.at !== s.dismissed ? { at: s.at, active: s.active } : null;
}

/** The paragraph (or heading, quote, item) before `pos` that holds text: the '/' menu's target. */
export function blockAbove(state: EditorState, pos: number): { from: number; to: number } | null {
  const limit = state.doc.resolve(pos).before();
  let found: { from: number; to: number } | null = null;
  state.doc.nodesBetween(0, limit, (node, at) => {
    if (!node.isTextblock) return true;
    if (at + node.nodeSize <= limit && node.textContent.trim()) found = { from: at + 1, to: at + node.nodeSize - 1 };
    return false;
  });
  return found;
}

export interface SlashHandlers {
  /** Whether the menu may open (an editable editor, the writer's own). */
  enabled: () => boolean;
  count: () => number;
  choose: (index: number, at: number) => void;
}

export function slashPlugin(handlers: SlashHandlers): Plugin<SlashState> {
  return new Plugin<SlashState>({
    key: slashKey,
    state: {
      init: () => ({ at: null, active: 0, dismissed: null }),
      apply(tr, prev, _old, state) {
        const meta = tr.getMeta(slashKey) as SlashMeta | undefined;
        const at = handlers.enabled() ? loneSlash(state) : null;
        const dismissed = at === null || prev.dismissed === null ? null : tr.mapping.map(prev.dismissed);
        if (meta && 'dismiss' in meta) return { ...prev, at, dismissed: at };
        if (meta && 'active' in meta) return { ...prev, at, active: meta.active };
        return { at, active: at === prev.at ? prev.active : 0, dismissed };
      },
    },
    props: {
      handleKeyDown(view, event) {
        const menu = slashMenuOf(view.state);
        if (!menu || event.isComposing) return false;
        const n = handlers.count();
        const move = (active: number) => view.dispatch(view.state.tr.setMeta(slashKey, { active } satisfies SlashMeta));
        if (event.key === 'ArrowDown') move((menu.active + 1) % n);
        else if (event.key === 'ArrowUp') move((menu.active - 1 + n) % n);
        else if (event.key === 'Enter') handlers.choose(menu.active, menu.at);
        else if (event.key === 'Escape')
          view.dispatch(view.state.tr.setMeta(slashKey, { dismiss: true } satisfies SlashMeta));
        else return false;
        return true;
      },
    },
  });
}

/** Moves the menu's highlight (a pointer over an item). */
export const setSlashActive = (state: EditorState, active: number) =>
  state.tr.setMeta(slashKey, { active } satisfies SlashMeta);
