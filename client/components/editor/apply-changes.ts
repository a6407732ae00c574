import type { Editor } from '@tiptap/core';
import { DOMParser as PMDOMParser, type Node as PmNode } from '@tiptap/pm/model';
import { diffArrays } from 'diff';
import { sanitizeHtml } from '@client/lib/sanitize';

/**
 * Changes made to a copy of a co-edited document, applied to the document as it is now, as edits
 * (never by replacing it): what the assistant changed in the text it was given, or what someone
 * typed before the blog went live. The changes are those from `base` (the text the copy started
 * from) to `target`; each is made where its text still stands now. Blocks are matched whole; a
 * block someone else has changed meanwhile gets the change word by word, found by the words
 * around it; a change whose spot is gone is left out. Words others typed meanwhile are never
 * removed. Through the editor's Yjs binding each change is a small edit of the shared document,
 * so typing elsewhere (even typing not received yet) survives. Runs in the browser (DOMParser).
 */

type Block = { node: PmNode; pos: number };

function parse(editor: Editor, html: string): PmNode[] {
  const body = new DOMParser().parseFromString(`<body>${sanitizeHtml(html)}</body>`, 'text/html').body;
  const doc = PMDOMParser.fromSchema(editor.schema).parse(body);
  const out: PmNode[] = [];
  doc.forEach((n) => out.push(n));
  return out;
}

const key = (n: PmNode) => JSON.stringify(n.toJSON());

function blocksOf(doc: PmNode): Block[] {
  const out: Block[] = [];
  doc.forEach((node, pos) => out.push({ node, pos }));
  return out;
}

/** A textblock of text only (no images or line breaks): its characters map one to one to positions. */
const plain = (n: PmNode) => n.isTextblock && n.content.size === n.textContent.length;

const tokens = (text: string) => text.match(/\s*\S+|\s+$/g) ?? [];

function wordsIn(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\S+/g) ?? []);
}
/** How much of `block`'s words `now` still holds (others may have added many of their own). */
function likeness(now: string, block: string): number {
  const have = wordsIn(now);
  const want = wordsIn(block);
  if (!want.size) return 0;
  let kept = 0;
  for (const w of want) if (have.has(w)) kept++;
  return kept / want.size;
}

/** Where `needle` occurs in `hay`, nearest to `near`, or -1. */
function nearest(hay: string, needle: string, near: number): number {
  let best = -1;
  for (let i = hay.indexOf(needle); i !== -1; i = hay.indexOf(needle, i + 1))
    if (best === -1 || Math.abs(i - near) < Math.abs(best - near)) best = i;
  return best;
}

/**
 * The word changes from `before` to `after` (one textblock's text), as replacements in `now`:
 * each found by its removed words with a neighbouring word on either side (or one side, at an
 * edge), left out when not found. Non-overlapping, last first.
 */
function wordEdits(before: string, after: string, now: string) {
  const b = tokens(before);
  const parts = diffArrays(b, tokens(after));
  const edits: { from: number; to: number; text: string }[] = [];
  let bi = 0;
  let offset = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (!part.added && !part.removed) {
      bi += part.value.length;
      offset += part.value.join('').length;
      continue;
    }
    const removed = part.removed ? part.value : [];
    const next = parts[i + 1];
    const added = part.added ? part.value : next?.added ? next.value : [];
    if (part.removed && next?.added) i++;
    const gone = removed.join('');
    const left = b[bi - 1] ?? '';
    const right = b[bi + removed.length] ?? '';
    const scale = before.length ? now.length / before.length : 1;
    // Its words with a neighbour on both sides, else on one side (`lead`: the neighbour before).
    const tries = [
      { probe: left + gone + right, lead: left.length },
      { probe: left + gone, lead: left.length },
      { probe: gone + right, lead: 0 },
    ];
    for (const { probe, lead } of tries) {
      if (!probe) continue;
      const at = nearest(now, probe, (offset - lead) * scale);
      if (at === -1) continue;
      edits.push({ from: at + lead, to: at + lead + gone.length, text: added.join('') });
      break;
    }
    bi += removed.length;
    offset += gone.length;
  }
  edits.sort((x, y) => y.from - x.from);
  return edits.filter((e, i) => i === 0 || e.to <= edits[i - 1]!.from);
}

/** Applies the changes from `baseHtml` to `targetHtml` to the editor's document now; false if none applied. */
export function applyChanges(editor: Editor, baseHtml: string, targetHtml: string): boolean {
  const base = parse(editor, baseHtml);
  const target = parse(editor, targetHtml);
  const parts = diffArrays(base.map(key), target.map(key));
  const tr = editor.state.tr;
  let bi = 0;
  let ti = 0;
  for (let c = 0; c < parts.length; c++) {
    const part = parts[c]!;
    const n = part.value.length;
    if (!part.added && !part.removed) {
      bi += n;
      ti += n;
      continue;
    }
    const removed = part.removed ? base.slice(bi, bi + n) : [];
    const next = part.removed ? parts[c + 1] : undefined;
    const addedCount = part.added ? n : next?.added ? next.value.length : 0;
    const added = target.slice(ti, ti + addedCount);
    if (part.removed && next?.added) c++;
    const before = base[bi - 1];
    bi += removed.length;
    ti += added.length;

    const now = blocksOf(tr.doc);
    const keys = now.map((b) => key(b.node));
    // Where the change goes: after the block it followed, if that still stands.
    const anchor = before ? keys.indexOf(key(before)) : -1;
    const expected = anchor + 1;
    let at = -1;
    if (removed.length) {
      const want = removed.map(key);
      for (let k = 0; k + want.length <= keys.length; k++)
        if (want.every((w, j) => keys[k + j] === w) && (at === -1 || Math.abs(k - expected) < Math.abs(at - expected)))
          at = k;
    }
    if (at !== -1 || !removed.length) {
      // The blocks stand as they were: replaced whole (the binding turns this into small edits).
      const index = at !== -1 ? at : before && anchor === -1 ? now.length : expected;
      const from = index < now.length ? now[index]!.pos : tr.doc.content.size;
      const to = at !== -1 ? now[at + removed.length - 1]!.pos + now[at + removed.length - 1]!.node.nodeSize : from;
      tr.replaceWith(from, to, added);
      continue;
    }
    // Someone changed these blocks meanwhile: each one's change word by word, in the block most like it.
    let last = -1;
    removed.forEach((r, j) => {
      const a = added[j];
      if (!a || !plain(r) || !plain(a) || r.type !== a.type) return;
      const candidates = blocksOf(tr.doc).filter((b) => b.node.type === r.type && plain(b.node));
      let best: Block | undefined;
      let score = 0.5;
      for (const cand of candidates) {
        const s = likeness(cand.node.textContent, r.textContent);
        if (s > score || (s === score && !best)) [best, score] = [cand, s];
      }
      if (!best) return;
      const start = best.pos + 1;
      for (const e of wordEdits(r.textContent, a.textContent, best.node.textContent)) {
        if (e.text) tr.insertText(e.text, start + e.from, start + e.to);
        else tr.delete(start + e.from, start + e.to);
      }
      last = Math.max(last, tr.mapping.map(best.pos));
    });
    // Blocks the change adds beyond the paired ones go in after the last one changed.
    const extra = added.slice(removed.length);
    if (extra.length && last !== -1) {
      const $pos = tr.doc.resolve(last);
      const node = tr.doc.nodeAt($pos.pos);
      if (node) tr.insert($pos.pos + node.nodeSize, extra);
    }
  }
  if (!tr.docChanged) return false;
  editor.view.dispatch(tr);
  return true;
}

/** The page's live (co-edited) editor, once it holds the shared document and may write in it. */
let live: Editor | null = null;

export function registerLiveEditor(editor: Editor): () => void {
  live = editor;
  return () => {
    if (live === editor) live = null;
  };
}

/**
 * Applies the changes from `base` to `target` to the page's live editor; null when the page has
 * none (an unshared blog: its own editor takes changes as suggestions, suggestions/registry.ts).
 */
export function applyToLiveEditor(base: string, target: string): boolean | null {
  if (!live || live.isDestroyed) return null;
  return applyChanges(live, base, target);
}
