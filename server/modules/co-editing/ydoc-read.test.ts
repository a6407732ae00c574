import { DOMSerializer } from '@tiptap/pm/model';
import { yXmlFragmentToProseMirrorRootNode } from '@tiptap/y-tiptap';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { sanitizeBlogHtml } from '../../lib/html/sanitize';
import { editorSchema, FRAGMENT, htmlOf, seedFromHtml } from './ydoc-html';

const RICH =
  '<h2>Harbour</h2><p>Plain <strong>bold <em>both</em></strong> <a href="https://example.com/x">a link</a> <code>code</code>' +
  '<s>gone</s> <u>under</u><br>after a break</p><blockquote><p>Quoted</p><ul><li><p>in a list</p><ol start="3"><li><p>deeper</p></li></ol></li></ul></blockquote>' +
  '<pre><code class="language-ts">const x = 1;</code></pre><hr><img src="https://example.com/a.jpg" alt="A boat" width="300"><h3>End &amp; more</h3>';

/** The HTML as y-tiptap's reader made it before (for documents the editor wrote, the same). */
function yTiptapHtml(doc: Y.Doc): string {
  const root = yXmlFragmentToProseMirrorRootNode(doc.getXmlFragment(FRAGMENT), editorSchema);
  const document = new Window().document as unknown as Document;
  const div = document.createElement('div');
  div.appendChild(DOMSerializer.fromSchema(editorSchema).serializeFragment(root.content, { document }));
  return sanitizeBlogHtml(div.innerHTML);
}

/** A document the editor never makes, written straight into Y (as a stored update would hold it). */
function broken(build: (fragment: Y.XmlFragment) => void): Y.Doc {
  const doc = new Y.Doc();
  seedFromHtml(doc, '<p>Kept.</p>');
  doc.transact(() => build(doc.getXmlFragment(FRAGMENT)));
  return doc;
}
const element = (name: string, children: (Y.XmlElement | Y.XmlText)[] = [], attrs: Record<string, unknown> = {}) => {
  const e = new Y.XmlElement(name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v as string);
  e.insert(0, children);
  return e;
};

describe('htmlOf', () => {
  it("writes what the editor wrote exactly as y-tiptap's reader did", () => {
    const doc = new Y.Doc();
    seedFromHtml(doc, RICH);
    expect(htmlOf(doc)).toBe(yTiptapHtml(doc));
    expect(htmlOf(doc)).toContain('<ol start="3">');
  });

  const cases: [string, (f: Y.XmlFragment) => void, string][] = [
    ['text at the top level', (f) => f.insert(0, [new Y.XmlText('Loose text')]), '<p>Loose text</p><p>Kept.</p>'],
    ['an unknown node', (f) => f.insert(1, [element('marquee', [new Y.XmlText('gone')])]), '<p>Kept.</p>'],
    [
      'an unknown mark',
      (f) => {
        const t = new Y.XmlText();
        t.insert(0, 'marked', { blink: {}, bold: {} });
        f.insert(1, [element('paragraph', [t])]);
      },
      '<p>Kept.</p><p><strong>marked</strong></p>',
    ],
    [
      'attributes of the wrong kind',
      (f) => f.insert(1, [element('heading', [new Y.XmlText('Title')], { level: { evil: 1 } })]),
      '<p>Kept.</p><h1>Title</h1>',
    ],
    [
      'nesting 2,000 deep',
      (f) => {
        let parent: Y.XmlFragment = f;
        for (let i = 0; i < 2_000; i++) {
          const quote = new Y.XmlElement('blockquote');
          parent.insert(parent.length, [quote]);
          parent = quote;
        }
        parent.insert(0, [element('paragraph', [new Y.XmlText('deep')])]);
      },
      '<p>Kept.</p>',
    ],
  ];
  it.each(cases)('reads %s without throwing and without writing to the document', (_name, build, html) => {
    const doc = broken(build);
    const before = Y.encodeStateAsUpdate(doc);
    expect(htmlOf(doc).replace(/(<blockquote>)+(<\/blockquote>)+/, '')).toBe(html);
    expect(Y.encodeStateAsUpdate(doc)).toEqual(before);
  });
});
