// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import { TextSelection } from '@tiptap/pm/state';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { editorExtensions } from '../../../client/components/editor/extensions';
import { SuggestMode, setSuggesting } from '../../../client/components/editor/suggest-mode/suggest-mode';
import { SUGGESTION_MARKS } from '../../../client/components/editor/suggestions/marks';
import { listSuggestions, resolveSuggestions } from '../../../client/components/editor/suggestions/resolve';
import { sanitizeBlogHtml } from '../../lib/html/sanitize';
import { checkShape, shapeRules } from './doc-shape';
import { editorSchema, FRAGMENT, htmlOf, seedFromHtml } from './ydoc-html';

/**
 * Suggest mode on the server (docs/decisions/037-suggest-mode.md): the client's co-editing editor
 * suggesting is never refused by co-editing, and the HTML the server writes, or accepts, never holds
 * a pending suggestion.
 */
const rules = shapeRules(editorSchema);
const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((e) => e.destroy()));

function suggestingCoEditor(html: string) {
  const server = new Y.Doc();
  seedFromHtml(server, html);
  const local = new Y.Doc();
  Y.applyUpdate(local, Y.encodeStateAsUpdate(server));
  const refused: string[] = [];
  local.on('update', (update: Uint8Array) => {
    const verdict = checkShape(server, update, rules);
    if (!verdict.ok) refused.push(verdict.why);
    else Y.applyUpdate(server, update);
  });
  const editor = new Editor({
    element: document.createElement('div'),
    extensions: editorExtensions({
      history: false,
      extra: [Collaboration.configure({ document: local, field: FRAGMENT }), ...SUGGESTION_MARKS, SuggestMode],
    }),
  });
  editors.push(editor);
  setSuggesting(editor, { id: 42, name: 'Eddie', color: '#1d4ed8' });
  return { editor, refused, server };
}

function endOf(editor: Editor, text: string): number {
  let found = -1;
  editor.state.doc.descendants((node, pos) => {
    const i = node.isText ? node.text!.indexOf(text) : -1;
    if (i >= 0 && found < 0) found = pos + i + text.length;
  });
  return found;
}

describe('a co-editor suggesting', () => {
  it('sends only changes co-editing accepts; the saved HTML leaves out pending insertions and keeps pending deletions', () => {
    const { editor, refused, server } = suggestingCoEditor('<ul><li><p>one</p></li></ul><p>The cat sat.</p>');
    const at = (pos: number) =>
      editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, pos)));
    at(endOf(editor, 'The'));
    for (const ch of ' black') editor.view.dispatch(editor.state.tr.insertText(ch));
    const sat = endOf(editor, 'sat');
    editor.view.dispatch(editor.state.tr.delete(sat - 3, sat));
    at(endOf(editor, 'one'));
    editor.commands.insertContent(' and <em>two</em>');
    expect(refused).toEqual([]);
    expect(editor.getHTML()).toContain('data-suggestion="insert"');
    expect(htmlOf(server)).toBe('<ul><li><p>one</p></li></ul><p>The cat sat.</p>');

    const black = listSuggestions(editor.state.doc).find((s) => s.inserted === ' black');
    setSuggesting(editor, null);
    resolveSuggestions(editor, black!.sid, true);
    expect(refused).toEqual([]);
    expect(htmlOf(server)).toBe('<ul><li><p>one</p></li></ul><p>The black cat sat.</p>');
    resolveSuggestions(editor, null, true);
    expect(htmlOf(server)).not.toContain('sat');
  });

  it('refuses a suggestion mark whose author or colour is not what the editor writes', () => {
    const server = new Y.Doc();
    seedFromHtml(server, '<p>Safe.</p>');
    const client = new Y.Doc();
    Y.applyUpdate(client, Y.encodeStateAsUpdate(server));
    const before = Y.encodeStateVector(client);
    const text = (client.getXmlFragment(FRAGMENT).get(0) as Y.XmlElement).get(0) as Y.XmlText;
    text.insert(0, 'x', { suggestionInsert: { sid: 's', authorId: 1, authorName: 'A', authorColor: 'red;x' } });
    const verdict = checkShape(server, Y.encodeStateAsUpdate(client, before), rules);
    expect(verdict).toEqual({ ok: false, why: 'invalid mark attributes' });
  });
});

describe('sanitizeBlogHtml', () => {
  it('drops a suggested insertion with its text and keeps a suggested deletion as plain text', () => {
    expect(
      sanitizeBlogHtml(
        '<p>The<span data-suggestion="insert" data-sid="1"> <strong>black</strong></span> cat <span data-suggestion="delete" data-sid="2">sat</span>.</p>',
      ),
    ).toBe('<p>The cat sat.</p>');
  });
});
