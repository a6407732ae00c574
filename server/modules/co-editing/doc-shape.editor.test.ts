// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { editorExtensions } from '../../../client/components/editor/extensions';
import { checkShape, shapeRules } from './doc-shape';
import { editorSchema, FRAGMENT, htmlOf, seedFromHtml } from './ydoc-html';

/**
 * The client's own co-editing editor (its extensions and Tiptap's Collaboration over a Y document)
 * doing what people do with the toolbar and the keyboard: every update it sends passes the shape
 * check against the server's copy of the document, so co-editing never refuses a real editor.
 */
const rules = shapeRules(editorSchema);
const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((e) => e.destroy()));

function coEditor(html: string) {
  const server = new Y.Doc();
  seedFromHtml(server, html);
  const local = new Y.Doc();
  Y.applyUpdate(local, Y.encodeStateAsUpdate(server));
  const refused: string[] = [];
  local.on('update', (update: Uint8Array) => {
    const verdict = checkShape(server, update, rules);
    if (!verdict.ok) refused.push(verdict.why);
    Y.applyUpdate(server, update); // the server applies what passed (and, here, the rest, to go on)
  });
  const element = document.createElement('div');
  document.body.appendChild(element);
  const editor = new Editor({
    element,
    extensions: editorExtensions({
      history: false,
      extra: [Collaboration.configure({ document: local, field: FRAGMENT })],
    }),
  });
  editors.push(editor);
  return { editor, refused, server };
}

/** The position range of `text` in the editor's document. */
function rangeOf(editor: Editor, text: string): { from: number; to: number } {
  let found: { from: number; to: number } | undefined;
  editor.state.doc.descendants((node, pos) => {
    const i = node.isText ? node.text!.indexOf(text) : -1;
    if (i >= 0 && !found) found = { from: pos + i, to: pos + i + text.length };
  });
  if (!found) throw new Error(`no ${text} in ${editor.getHTML()}`);
  return found;
}

describe("the client's co-editing editor", () => {
  it('types, formats, links, lists, nests, quotes, breaks lines, inserts images, code and rules, pastes, deletes: nothing is refused', () => {
    const { editor, refused, server } = coEditor('<p>Start.</p><ul><li><p>one</p></li><li><p>two</p></li></ul>');
    const at = (text: string) => editor.chain().focus().setTextSelection(rangeOf(editor, text));
    const end = () => editor.chain().focus('end');
    at('Start').toggleBold().toggleItalic().toggleUnderline().toggleStrike().run();
    editor
      .chain()
      .focus()
      .setTextSelection(rangeOf(editor, 'Start').to + 1)
      .insertContent(' Typed words here.')
      .run();
    at('words').setLink({ href: 'https://example.com/harbour' }).run();
    at('here').toggleCode().run();
    editor.chain().focus().setTextSelection(rangeOf(editor, 'Typed').from).setHardBreak().run();
    at('Start').setHeading({ level: 2 }).run();
    at('Start').setHeading({ level: 3 }).run();
    at('two').sinkListItem('listItem').run();
    at('two').toggleOrderedList().run();
    end().insertContent('<pre><code class="language-ts">let x = 1;</code></pre><p>Then</p>').run();
    end().setHorizontalRule().run();
    end().setImage({ src: 'https://example.com/a.jpg', alt: 'A boat', title: 'Boat' }).run();
    end()
      .insertContent(
        '<p>Pasted <a href="mailto:a@b.example" title="Mail">mail</a></p><ol start="4"><li><p>four</p></li></ol>',
      )
      .run();
    at('Pasted').toggleBlockquote().run();
    at('Then').deleteSelection().run();
    const marked = server.getXmlFragment(FRAGMENT).toString();
    editor.chain().focus().selectAll().unsetAllMarks().run();

    expect(refused).toEqual([]);
    // All of it reached the server's copy (Y's XML: elements by node name, marks by mark name).
    const xml = server.getXmlFragment(FRAGMENT).toString();
    for (const part of [
      '<heading level="3">',
      '<hardbreak>',
      '<orderedlist start="1">',
      '<blockquote><paragraph>Pasted',
      '<codeblock language="ts">',
      '<horizontalrule>',
      '<image alt="A boat" src="https://example.com/a.jpg" title="Boat">',
      '<orderedlist start="4">',
    ])
      expect(xml).toContain(part);
    for (const mark of [
      '<bold>',
      '<italic>',
      '<underline>',
      '<strike>',
      '<code>',
      'href="https://example.com/harbour"',
      'href="mailto:a@b.example"',
    ])
      expect(marked).toContain(mark);
    expect(htmlOf(server)).toContain('Typed words here.');
    // Yjs's own undo (the co-editing editor's history) makes changes of the same kinds.
    expect(editor.commands.undo()).toBe(true);
    expect(server.getXmlFragment(FRAGMENT).toString()).not.toBe(xml);
    expect(editor.commands.redo()).toBe(true);
    expect(refused).toEqual([]);
  });
});
