import * as Y from 'yjs';
import { seedFromHtml, sha256 } from './ydoc-html';

/** The editor's blocks that hold text directly (ProseMirror textblocks of client/components/editor/extensions.ts). */
const TEXTBLOCKS = new Set(['paragraph', 'heading', 'codeBlock']);

/**
 * Gives every empty textblock its (empty) text. The editor types into a block's existing text; a
 * block without one gets a new text from each browser that types into it first, so two people
 * typing at once into an empty document would each add their own, and each editor then rewrites
 * the other's letters into its own (scrambled words, a doubled letter). Made once, here, with the
 * document, every browser types into the same text and Yjs merges their letters.
 */
function fillEmptyTextblocks(element: Y.XmlFragment | Y.XmlElement): void {
  for (const child of element.toArray()) {
    if (!(child instanceof Y.XmlElement)) continue;
    if (TEXTBLOCKS.has(child.nodeName) && child.length === 0) child.insert(0, [new Y.XmlText()]);
    else fillEmptyTextblocks(child);
  }
}

/**
 * A new co-editing document, made on the server only (never by a browser): the stored HTML's
 * blocks, each empty one with its text. A seed made from the same HTML is the same Y update in
 * every process (a client id derived from the HTML), so two processes that open a new co-editing
 * document at once agree on its content.
 */
export function seeded(html: string): Uint8Array {
  const doc = new Y.Doc();
  doc.clientID = parseInt(sha256(html).slice(0, 8), 16) >>> 1;
  seedFromHtml(doc, html);
  doc.transact(() => fillEmptyTextblocks(doc.getXmlFragment('default')), 'seed');
  return Y.encodeStateAsUpdate(doc);
}
