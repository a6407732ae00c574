import { closeHistory } from '@tiptap/pm/history';
import { DOMParser as PmDOMParser, DOMSerializer, Slice, type Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, TextSelection, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import { EDITOR_ASSIST_COPY as C } from '@common/copy-editor-assist';
import { sanitizeHtml } from '@client/lib/sanitize';

/**
 * The assistant's proposal for a range of the text, shown in place (docs/decisions/035): the range
 * greyed and struck through, the proposal highlighted after it, with Accept and Reject (Enter,
 * Escape). Only decorations until accepted: the document, and a co-editor's copy of it, holds
 * the original text until then. The range follows edits made meanwhile (one's own or a co-writer's).
 */
export type Proposal = { id: number; from: number; to: number; action: string } & (
  | { status: 'working' }
  /** The answer so far, as the writer produces it (docs/decisions/035): shown, not yet acceptable. */
  | { status: 'streaming'; html: string }
  | { status: 'ready'; html: string }
  | { status: 'note'; title: string; message: string }
);

type Meta = { set: Proposal } | { clear: number | null };

export const proposalKey = new PluginKey<Proposal | null>('aiProposal');

export const proposalOf = (state: EditorState): Proposal | null => proposalKey.getState(state) ?? null;

/** What stops the request behind each proposal still being written (its id → abort). */
const running = new Map<number, () => void>();

/**
 * Registers what stops the request behind proposal `id`: called once the proposal goes before its
 * answer is complete (Stop, Escape, Reject, its text deleted, another proposal, the editor closed),
 * so the server stops the writer. Returns the unregistering function (the request ended by itself).
 */
export function stopWhenGone(id: number, stop: () => void): () => void {
  running.set(id, stop);
  return () => running.delete(id);
}

function stopRequest(id: number) {
  running.get(id)?.();
  running.delete(id);
}

export function setProposal(view: EditorView, proposal: Proposal) {
  view.dispatch(view.state.tr.setMeta(proposalKey, { set: proposal } satisfies Meta));
}

/** Drops the proposal (any, or only the one with this id): the text stays as it is. */
export function rejectProposal(view: EditorView, id: number | null = null) {
  const current = proposalOf(view.state);
  if (!current || (id !== null && current.id !== id)) return false;
  view.dispatch(view.state.tr.setMeta(proposalKey, { clear: current.id } satisfies Meta));
  return true;
}

/** The range without the white space at its ends (a double-click takes the space after a word). */
export function trimRange(doc: PmNode, from: number, to: number): { from: number; to: number } | null {
  const text = (a: number, b: number) => doc.textBetween(a, b, '\n', '\n');
  let start = from;
  let end = to;
  while (start < end && /^\s$/.test(text(start, start + 1))) start++;
  while (end > start && /^\s$/.test(text(end - 1, end))) end--;
  return text(start, end).trim() ? { from: start, to: end } : null;
}

/** The range as blog HTML, what the assistant is given (a part of a paragraph is a paragraph). */
export function rangeHtml(state: EditorState, from: number, to: number): string {
  const { content } = state.doc.slice(from, to);
  const fragment = DOMSerializer.fromSchema(state.schema).serializeFragment(content);
  const box = document.createElement('div');
  // Inline content (a part of one paragraph) goes as a paragraph of its own.
  const holder = content.firstChild?.isInline ? box.appendChild(document.createElement('p')) : box;
  holder.appendChild(fragment);
  return box.innerHTML;
}

/**
 * The proposal made to fit where it goes: a range starting inside a sentence gets a small first
 * letter where the assistant capitalised a word the range has in small letters (it treated the
 * part as a sentence of its own); a name stays capitalised.
 */
export function fitProposal(state: EditorState, range: { from: number; to: number }, html: string): string {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  const $from = state.doc.resolve(range.from);
  const original = state.doc.textBetween(range.from, range.to, ' ');
  if ($from.parentOffset === 0 || !/^\p{Ll}/u.test(original)) return box.innerHTML;
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    const word = /^(\s*)(\p{Lu})(\p{Ll}*)/u.exec(n.data);
    if (!n.data.trim()) continue;
    if (word) {
      const lower = (word[2]! + word[3]!).toLocaleLowerCase();
      if (new RegExp(`(^|[^\\p{L}])${lower}($|[^\\p{L}])`, 'u').test(original))
        n.data = word[1]! + word[2]!.toLocaleLowerCase() + n.data.slice(word[0].length - word[3]!.length);
    }
    break;
  }
  return box.innerHTML;
}

/** Accepting: the range becomes the proposal, in one undo step; false when none is ready. */
export function acceptProposal(view: EditorView): boolean {
  const p = proposalOf(view.state);
  if (!p || p.status !== 'ready') return false;
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(p.html);
  const parsed = PmDOMParser.fromSchema(view.state.schema).parse(box);
  // Open at both ends: a proposal for part of a paragraph joins that paragraph's text.
  const slice = Slice.maxOpen(parsed.content);
  const tr = closeHistory(view.state.tr);
  tr.replaceRange(p.from, p.to, slice);
  const end = tr.mapping.map(p.to);
  tr.setSelection(TextSelection.near(tr.doc.resolve(Math.min(end, tr.doc.content.size))));
  tr.setMeta(proposalKey, { clear: p.id } satisfies Meta);
  view.dispatch(tr.scrollIntoView());
  view.focus();
  return true;
}

function button(label: string, hint: string, testId: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className =
    'ml-1 inline-flex items-center gap-1 rounded-md border border-border bg-card px-2 py-0.5 align-middle text-xs font-medium text-foreground no-underline shadow-xs hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
  b.setAttribute('data-testid', testId);
  b.setAttribute('aria-keyshortcuts', hint === 'Enter' ? 'Enter' : 'Escape');
  b.textContent = label;
  const kbd = document.createElement('kbd');
  kbd.className = 'text-[0.65rem] text-muted-foreground';
  kbd.textContent = hint;
  b.appendChild(kbd);
  b.addEventListener('mousedown', (e) => e.preventDefault()); // keep the editor's selection and focus
  b.addEventListener('click', onClick);
  return b;
}

/** The proposal's box after the range: the assistant at work, its text, or why there is none. */
function widget(view: EditorView, p: Proposal): HTMLElement {
  const box = document.createElement('span');
  box.contentEditable = 'false';
  box.setAttribute('role', 'group');
  box.setAttribute('aria-label', C.proposal);
  box.setAttribute('data-testid', 'ai-proposal');
  box.setAttribute('data-status', p.status);
  box.className = 'ml-1 rounded-md bg-violet-50 px-1 py-0.5 text-foreground ring-1 ring-violet-300';
  const live = document.createElement('span');
  live.setAttribute('role', 'status');
  box.appendChild(live);
  const stop = () => button(C.stop, C.rejectHint, 'ai-proposal-stop', () => rejectProposal(view, p.id) && view.focus());
  if (p.status === 'working') {
    live.className = 'text-sm text-muted-foreground italic';
    live.textContent = C.working(p.action);
    box.append(stop());
  } else if (p.status === 'streaming') {
    // The text grows as the writer writes it; the live region says so once, not at every piece.
    live.className = 'sr-only';
    live.textContent = C.working(p.action);
    const text = document.createElement('span');
    text.setAttribute('data-testid', 'ai-proposal-text');
    text.className = 'ai-proposal-text rounded-sm bg-emerald-50 text-emerald-950 [&>*]:my-1 [&>p]:inline';
    text.innerHTML = sanitizeHtml(p.html);
    const caret = document.createElement('span');
    caret.setAttribute('aria-hidden', 'true');
    caret.className = 'ml-0.5 inline-block h-3.5 w-1.5 animate-pulse bg-violet-500 align-middle';
    box.append(text, caret, stop());
  } else if (p.status === 'ready') {
    live.className = 'sr-only';
    live.textContent = `${C.proposal}: ${C.accept} (${C.acceptHint}) / ${C.reject} (${C.rejectHint})`;
    const text = document.createElement('span');
    text.setAttribute('data-testid', 'ai-proposal-text');
    text.className = 'ai-proposal-text rounded-sm bg-emerald-100 text-emerald-950 [&>*]:my-1 [&>p]:inline';
    text.innerHTML = sanitizeHtml(p.html);
    box.append(text);
    box.append(
      button(C.accept, C.acceptHint, 'ai-proposal-accept', () => acceptProposal(view)),
      button(C.reject, C.rejectHint, 'ai-proposal-reject', () => rejectProposal(view, p.id) && view.focus()),
    );
  } else {
    live.className = 'text-sm';
    live.textContent = `${p.title}: ${p.message}`;
    box.append(
      button(C.dismiss, C.rejectHint, 'ai-proposal-dismiss', () => rejectProposal(view, p.id) && view.focus()),
    );
  }
  return box;
}

function decorations(state: EditorState): DecorationSet {
  const p = proposalOf(state);
  if (!p) return DecorationSet.empty;
  const struck = p.status === 'ready' || p.status === 'streaming';
  // A growing answer is drawn again at each piece; the others once per status.
  const version = p.status === 'streaming' ? `-${p.html.length}` : '';
  return DecorationSet.create(state.doc, [
    Decoration.inline(p.from, p.to, {
      class: struck ? 'text-muted-foreground line-through decoration-rose-500' : 'bg-violet-100',
      'data-ai-original': '',
    }),
    Decoration.widget(p.to, (view) => widget(view, p), {
      side: 1,
      key: `ai-proposal-${p.id}-${p.status}${version}`,
      ignoreSelection: true,
      stopEvent: () => true,
    }),
  ]);
}

function apply(tr: Transaction, prev: Proposal | null): Proposal | null {
  const meta = tr.getMeta(proposalKey) as Meta | undefined;
  if (meta && 'set' in meta) return meta.set;
  if (meta && 'clear' in meta) return prev && (meta.clear === null || meta.clear === prev.id) ? null : prev;
  if (!prev || !tr.docChanged) return prev;
  // Words typed at either end stay outside the range.
  const from = tr.mapping.map(prev.from, 1);
  const to = tr.mapping.map(prev.to, -1);
  // The text itself was deleted (by the writer or a co-writer): nothing left to propose for.
  if (to <= from) return null;
  return { ...prev, from, to };
}

/** The plugin: state, decorations, Enter accepts and Escape rejects while a proposal is shown. */
export function proposalPlugin(): Plugin<Proposal | null> {
  return new Plugin<Proposal | null>({
    key: proposalKey,
    state: { init: () => null, apply },
    // A proposal that goes before its answer is complete stops the request behind it (docs/decisions/035).
    view: (editorView) => ({
      update(view, prevState) {
        const before = proposalOf(prevState);
        const now = proposalOf(view.state);
        if (before && before.id !== now?.id) stopRequest(before.id);
      },
      destroy() {
        const p = proposalOf(editorView.state);
        if (p) stopRequest(p.id);
      },
    }),
    props: {
      decorations,
      handleKeyDown(view, event) {
        const p = proposalOf(view.state);
        if (!p || event.isComposing) return false;
        const plain = !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey;
        if (event.key === 'Escape') return rejectProposal(view, p.id);
        if (event.key !== 'Enter' || !plain) return false;
        // While the assistant writes, Enter waits for it (a new line would move the text it works on).
        if (p.status === 'working' || p.status === 'streaming') return true;
        return p.status === 'ready' ? acceptProposal(view) : rejectProposal(view, p.id);
        return false;
      },
    },
  });
}
