import { diffArrays } from 'diff';
import { escapeHtml } from '@common/html-escape';

/**
 * Old and new article HTML → one document with the differences as suggestion spans
 * (`<span data-suggestion="insert|delete" data-sid>`). Blocks are matched first; a changed
 * paragraph or heading of plain text is diffed word by word, any other changed block is
 * proposed whole (removed, then added). Runs in the browser (DOMParser).
 */

const TEXT_BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'BLOCKQUOTE']);

function blocksOf(html: string): Element[] {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const blocks: Element[] = [];
  for (const node of [...body.childNodes]) {
    if (node.nodeType === Node.ELEMENT_NODE) blocks.push(node as Element);
    else if (node.textContent?.trim()) {
      const p = body.ownerDocument.createElement('p');
      p.textContent = node.textContent;
      blocks.push(p);
    }
  }
  return blocks;
}

const key = (el: Element) => el.outerHTML.replace(/\s+/g, ' ');
/** A block of text only (inline formatting would be lost by a word diff). */
const plainText = (el: Element) =>
  TEXT_BLOCKS.has(el.tagName) && [...el.childNodes].every((n) => n.nodeType === Node.TEXT_NODE);

const span = (kind: 'insert' | 'delete', sid: number, text: string) =>
  `<span data-suggestion="${kind}" data-sid="${sid}">${escapeHtml(text)}</span>`;

/** Wraps every text node of a block in a suggestion span. */
function markWhole(el: Element, kind: 'insert' | 'delete', sid: number): string {
  const copy = el.cloneNode(true) as Element;
  const walker = copy.ownerDocument.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
  for (const t of texts) {
    if (!t.data.trim()) continue;
    const wrapper = copy.ownerDocument.createElement('span');
    wrapper.setAttribute('data-suggestion', kind);
    wrapper.setAttribute('data-sid', String(sid));
    t.replaceWith(wrapper);
    wrapper.appendChild(t);
  }
  return copy.outerHTML;
}

const tokens = (text: string) => text.match(/\s*\S+|\s+$/g) ?? [];

/** A plain block diffed word by word: each run of removed and added words is one suggestion. */
function wordLevel(before: Element, after: Element, nextSid: () => number): string {
  const parts = diffArrays(tokens(before.textContent ?? ''), tokens(after.textContent ?? ''));
  let inner = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const text = part.value.join('');
    if (!part.added && !part.removed) {
      inner += escapeHtml(text);
      continue;
    }
    const sid = nextSid();
    const next = parts[i + 1];
    if (part.removed && next?.added) {
      inner += span('delete', sid, text) + span('insert', sid, next.value.join(''));
      i++;
    } else inner += span(part.added ? 'insert' : 'delete', sid, text);
  }
  const tag = after.tagName.toLowerCase();
  return `<${tag}>${inner}</${tag}>`;
}

export interface MergeResult {
  html: string;
  /** How many suggestions the document holds. */
  count: number;
}

export function mergeAsSuggestions(beforeHtml: string, afterHtml: string): MergeResult {
  const before = blocksOf(beforeHtml);
  const after = blocksOf(afterHtml);
  const changes = diffArrays(before.map(key), after.map(key));
  let sid = 0;
  const nextSid = () => ++sid;
  const out: string[] = [];
  let bi = 0;
  let ai = 0;
  for (let c = 0; c < changes.length; c++) {
    const change = changes[c]!;
    const n = change.value.length;
    if (!change.added && !change.removed) {
      for (let k = 0; k < n; k++) out.push(after[ai + k]!.outerHTML);
      bi += n;
      ai += n;
      continue;
    }
    // A run of removed blocks and the added run after it are paired one to one where possible.
    const removed = change.removed ? before.slice(bi, bi + n) : [];
    const nextChange = change.removed ? changes[c + 1] : undefined;
    const addedCount = change.added ? n : nextChange?.added ? nextChange.value.length : 0;
    const added = after.slice(ai, ai + addedCount);
    if (change.removed && nextChange?.added) c++;
    bi += removed.length;
    ai += added.length;
    const pairs = Math.min(removed.length, added.length);
    for (let k = 0; k < Math.max(removed.length, added.length); k++) {
      const r = removed[k];
      const a = added[k];
      if (k < pairs && r && a && plainText(r) && plainText(a) && r.tagName === a.tagName) {
        out.push(wordLevel(r, a, nextSid));
        continue;
      }
      const id = nextSid();
      if (r) out.push(markWhole(r, 'delete', id));
      if (a) out.push(markWhole(a, 'insert', id));
    }
  }
  return { html: out.join(''), count: sid };
}

/** The document as it stands with every pending suggestion rejected (what is saved meanwhile). */
export function withoutSuggestions(html: string): string {
  if (!html.includes('data-suggestion')) return html;
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const touched = new Set<Element>();
  for (const el of body.querySelectorAll('span[data-suggestion="insert"]')) {
    const block = el.closest('p,h1,h2,h3,blockquote,li');
    if (block) touched.add(block);
    el.remove();
  }
  for (const el of body.querySelectorAll('span[data-suggestion="delete"]')) el.replaceWith(...el.childNodes);
  for (const block of touched) {
    if (block.textContent?.trim() || block.querySelector('img')) continue;
    let gone: Element = block;
    while (gone.parentElement && gone.parentElement !== body && gone.parentElement.children.length === 1)
      gone = gone.parentElement;
    gone.remove();
  }
  return body.innerHTML;
}
