import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { getSchema } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { DOMParser as PMDOMParser, DOMSerializer } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import { prosemirrorToYXmlFragment } from '@tiptap/y-tiptap';
import type { Window as HappyWindow } from 'happy-dom';
import type * as Y from 'yjs';
import { sanitizeBlogHtml } from '../../lib/html/sanitize';
import { SERVER_SUGGESTION_MARKS, withoutSuggestions } from './suggestions';
import { readFragment } from './ydoc-read';

/**
 * The editor's document model on the server: the same node and mark types as the client's editor
 * (client/components/editor/RichTextEditor.tsx: StarterKit with headings 1–3, links, images), so
 * a Y document the browsers write turns into the HTML the rest of the app reads, and back.
 * Tiptap's Collaboration extension keeps the document in the XML fragment named `default`.
 */
export const editorSchema = getSchema([
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    link: { HTMLAttributes: { rel: null, target: null } },
  }),
  Image.configure({ allowBase64: true }),
  // People's suggestions (docs/decisions/037-suggest-mode.md): read, then left out of the HTML.
  ...SERVER_SUGGESTION_MARKS,
]);
const schema = editorSchema;
export const FRAGMENT = 'default';

// One DOM for parsing and serialising (happy-dom: no browser, no network, scripts never run), made
// on first use: happy-dom takes ~0.3 s to load, which the server's boot need not wait for.
const require = createRequire(import.meta.url);
let dom: Document | undefined;
function domDocument(): Document {
  if (!dom) {
    const { Window } = require('happy-dom') as { Window: typeof HappyWindow };
    const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableCSSFileLoading: true } });
    dom = window.document as unknown as Document;
  }
  return dom;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Fills an empty Y document from stored (already sanitised) blog HTML. */
export function seedFromHtml(doc: Y.Doc, html: string): void {
  const container = domDocument().createElement('div');
  container.innerHTML = html;
  const node = PMDOMParser.fromSchema(schema).parse(container as unknown as Node);
  doc.transact(() => prosemirrorToYXmlFragment(node, doc.getXmlFragment(FRAGMENT)), 'seed');
}

/**
 * The HTML of a Y document, sanitised like every other write of blog content ('' when empty),
 * without its pending suggestions (docs/decisions/037-suggest-mode.md).
 * Never throws, whatever the document holds (ydoc-read.ts): a block that cannot be written as HTML
 * is kept as its text.
 */
export function htmlOf(doc: Y.Doc): string {
  const root = withoutSuggestions(readFragment(doc.getXmlFragment(FRAGMENT), schema));
  const empty =
    root.childCount === 0 ||
    (root.childCount === 1 && root.firstChild!.isTextblock && root.firstChild!.content.size === 0);
  if (empty) return '';
  const document = domDocument();
  const container = document.createElement('div');
  const serializer = DOMSerializer.fromSchema(schema);
  type DomNode = Parameters<typeof container.appendChild>[0];
  root.forEach((block) => {
    try {
      container.appendChild(serializer.serializeNode(block, { document }) as unknown as DomNode);
    } catch {
      const p = document.createElement('p');
      p.textContent = block.textContent;
      container.appendChild(p);
    }
  });
  return sanitizeBlogHtml(container.innerHTML);
}
