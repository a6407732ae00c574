import { DOMParser as PMDOMParser, type Node as PmNode } from '@tiptap/pm/model';
import { prosemirrorToYXmlFragment, updateYFragment } from '@tiptap/y-tiptap';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { COEDIT_LIMITS, EDITOR_MARKS, EDITOR_NODES, HEADING_LEVELS, SUGGESTION_MARKS } from '@common/editor-model';
import { checkShape, MARK_ATTRIBUTES, NODE_ATTRIBUTES, shapeRules } from './doc-shape';
import { editorSchema, FRAGMENT, seedFromHtml } from './ydoc-html';

const rules = shapeRules(editorSchema);
const RICH =
  '<h2>Harbour</h2><p>Plain <strong>bold <em>both</em></strong> <a href="https://example.com/x">a link</a> <code>code</code>' +
  '<s>gone</s> <u>under</u><br>after a break</p><blockquote><p>Quoted</p><ul><li><p>in a list</p><ol start="3"><li><p>deeper</p></li></ol></li></ul></blockquote>' +
  '<pre><code class="language-ts">const x = 1;</code></pre><hr><img src="https://example.com/a.jpg" alt="A boat" title="Boat" width="300"><h3>End</h3>';

const window = new Window();
function pmOf(html: string): PmNode {
  const div = window.document.createElement('div');
  div.innerHTML = html;
  return PMDOMParser.fromSchema(editorSchema).parse(div as unknown as Node);
}

/** The server's document and a change made to a copy of it (what a client sends). */
function change(base: Y.Doc, edit: (doc: Y.Doc) => void): Uint8Array {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(base));
  edit(copy);
  return Y.encodeStateAsUpdate(copy, Y.encodeStateVector(base));
}
const seeded = (html = RICH) => {
  const doc = new Y.Doc();
  seedFromHtml(doc, html);
  return doc;
};
const fragmentOf = (doc: Y.Doc) => doc.getXmlFragment(FRAGMENT);
const why = (doc: Y.Doc, update: Uint8Array) => {
  const v = checkShape(doc, update, rules);
  return v.ok ? 'ok' : v.why;
};

describe("the editor's document model", () => {
  it('is the same on the server as in common/editor-model.ts, with a check for every attribute', () => {
    expect(Object.keys(editorSchema.nodes).sort()).toEqual([...EDITOR_NODES].sort());
    expect(Object.keys(editorSchema.marks).sort()).toEqual([...EDITOR_MARKS, ...SUGGESTION_MARKS].sort());
    expect(editorSchema.nodes.heading!.spec.parseDOM?.map((r) => r.tag)).toEqual(HEADING_LEVELS.map((l) => `h${l}`));
    for (const [name, type] of Object.entries(editorSchema.nodes))
      expect(Object.keys(NODE_ATTRIBUTES[name] ?? {}).sort(), name).toEqual(Object.keys(type.spec.attrs ?? {}).sort());
    for (const [name, type] of Object.entries(editorSchema.marks))
      expect(Object.keys(MARK_ATTRIBUTES[name] ?? {}).sort(), name).toEqual(Object.keys(type.spec.attrs ?? {}).sort());
  });
});

describe('what the editor writes is accepted', () => {
  it('a whole rich document written into an empty one (every node, mark and attribute)', () => {
    const empty = new Y.Doc();
    const update = change(empty, (d) => prosemirrorToYXmlFragment(pmOf(RICH), fragmentOf(d)));
    const verdict = checkShape(empty, update, rules);
    expect(verdict.ok).toBe(true);
    expect(verdict.ok && verdict.items.length).toBeGreaterThan(20);
  });

  it("edits as the editor's Yjs binding makes them: text typed and formatted, blocks split, turned into others, moved, deleted", () => {
    const base = seeded();
    const edits = [
      '<h2>Harbour at dawn</h2><p>Plain <strong>bold</strong> text</p>',
      `${RICH}<p>A new <a href="mailto:a@b.example">paragraph</a></p>`,
      RICH.replace('<h2>Harbour</h2>', '<h1>Harbour</h1>').replace('Quoted', 'Quoted <em>and said</em>'),
      RICH.replace('<hr>', '<ol><li><p>one</p></li><li><p>two<br>lines</p></li></ol>'),
      '<p></p>',
    ];
    for (const html of edits) {
      const update = change(base, (d) =>
        d.transact(() => updateYFragment(d, fragmentOf(d), pmOf(html), { mapping: new Map(), isOMark: new Map() })),
      );
      expect(why(base, update), html).toBe('ok');
    }
  });

  it('changes the server already has, and deletions alone, weigh nothing', () => {
    const base = seeded();
    const again = checkShape(base, Y.encodeStateAsUpdate(base), rules);
    expect(again.ok && again.items).toEqual([]);
    const cut = change(base, (d) => fragmentOf(d).delete(0, 2));
    const verdict = checkShape(base, cut, rules);
    expect(verdict.ok && verdict.items).toEqual([]);
  });
});

describe('a shape the editor never makes is refused', () => {
  const base = seeded('<p>Start.</p>');
  const paragraph = (d: Y.Doc) => fragmentOf(d).get(0) as Y.XmlElement;
  const text = (d: Y.Doc) => paragraph(d).get(0) as Y.XmlText;
  const el = (name: string, attrs: Record<string, unknown> = {}, children: (Y.XmlElement | Y.XmlText)[] = []) => {
    const e = new Y.XmlElement(name);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v as string);
    e.insert(0, children);
    return e;
  };
  const cases: [string, (d: Y.Doc) => void, RegExp][] = [
    ['text at the top level', (d) => fragmentOf(d).insert(0, [new Y.XmlText('loose')]), /text in root/],
    ['an unknown node', (d) => fragmentOf(d).insert(1, [el('script', {}, [new Y.XmlText('x')])]), /script element/],
    ["a node named 'text'", (d) => fragmentOf(d).insert(1, [el('text')]), /text element/],
    ['a paragraph in a paragraph', (d) => paragraph(d).insert(1, [el('paragraph')]), /paragraph element in paragraph/],
    ['a list item at the top level', (d) => fragmentOf(d).insert(1, [el('listItem')]), /listItem element in doc/],
    ['text in a list', (d) => fragmentOf(d).insert(1, [el('bulletList', {}, [new Y.XmlText('x')])]), /text in element/],
    ['an unknown mark', (d) => text(d).format(0, 3, { blink: {} }), /unknown mark blink/],
    [
      'a mark in a code block',
      (d) => fragmentOf(d).insert(1, [el('codeBlock', {}, [mark('bold')])]),
      /bold mark in codeBlock/,
    ],
    ['a javascript: link', (d) => text(d).format(0, 3, { link: { href: 'javascript:alert(1)' } }), /mark attributes/],
    ['an unknown mark attribute', (d) => text(d).format(0, 3, { bold: { onclick: 'x' } }), /mark attributes/],
    ['heading level 7', (d) => fragmentOf(d).insert(1, [el('heading', { level: 7 })]), /heading\.level/],
    [
      'a level that is an object',
      (d) => fragmentOf(d).insert(1, [el('heading', { level: { x: 1 } })]),
      /heading\.level/,
    ],
    ['an unknown attribute', (d) => paragraph(d).setAttribute('onclick', 'x'), /paragraph\.onclick/],
    ['an image src that is not text', (d) => fragmentOf(d).insert(1, [el('image', { src: ['a'] })]), /image\.src/],
    ['another shared type', (d) => d.getMap('extra').set('x', 1), /parent the document does not have/],
    [
      'a JSON value in a paragraph',
      (d) => paragraph(d).insert(0, [new Y.XmlHook('hook') as unknown as Y.XmlText]),
      /type the editor/,
    ],
    ['nesting past the limit', (d) => fragmentOf(d).insert(1, [nest(COEDIT_LIMITS.nestingMax + 1)]), /too deep/],
  ];
  function mark(name: string) {
    const t = new Y.XmlText();
    t.insert(0, 'x', { [name]: {} });
    return t;
  }
  function nest(levels: number): Y.XmlElement {
    let inner = el('paragraph', {}, [new Y.XmlText('deep')]);
    for (let i = 1; i < levels; i++) inner = el('blockquote', {}, [inner]);
    return inner;
  }
  it.each(cases)('%s', (_name, edit, reason) => {
    expect(why(base, change(base, edit))).toMatch(reason);
  });

  it('accepts nesting up to the limit, counted through what the document has', () => {
    const deep = change(base, (d) => fragmentOf(d).insert(1, [nest(COEDIT_LIMITS.nestingMax)]));
    expect(why(base, deep)).toBe('ok');
    const server = new Y.Doc();
    Y.applyUpdate(server, Y.encodeStateAsUpdate(base));
    Y.applyUpdate(server, deep);
    const innermost = (d: Y.Doc) => {
      let e = fragmentOf(d).get(1) as Y.XmlElement;
      while (e.get(0) instanceof Y.XmlElement && e.nodeName === 'blockquote') e = e.get(0) as Y.XmlElement;
      return e; // the paragraph at the limit
    };
    expect(
      why(
        server,
        change(server, (d) => innermost(d).insert(0, [new Y.XmlText('ok ')])),
      ),
    ).toBe('ok');
    const parentOf = (d: Y.Doc) => innermost(d).parent as Y.XmlElement;
    expect(
      why(
        server,
        change(server, (d) => parentOf(d).insert(0, [nest(2)])),
      ),
    ).toMatch(/too deep/);
  });

  it('refuses an update that builds on items the server does not have, and bytes that are no update', () => {
    const elsewhere = new Y.Doc();
    Y.applyUpdate(elsewhere, Y.encodeStateAsUpdate(base));
    text(elsewhere).insert(0, 'unseen ');
    const missing = change(elsewhere, (d) => text(d).insert(0, 'on top '));
    // Only the second change: its left neighbour is in the first one, which the server never got.
    const onlySecond = Y.diffUpdate(missing, Y.encodeStateVector(elsewhere));
    expect(why(base, onlySecond)).toMatch(/parent the document does not have/);
    expect(why(base, new Uint8Array([0, 1, 2, 250, 255, 7]))).toMatch(/unreadable/);
  });
});
