// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyChanges } from './apply-changes';
import { editorExtensions } from './extensions';

/**
 * Changes made to a copy of a co-edited document (the assistant's, or typing before the blog went
 * live) applied to two co-editors' shared document while the other one is typing: both people's
 * words are in the result.
 */
const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((e) => e.destroy()));

function coEditor(doc: Y.Doc) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const editor = new Editor({
    element,
    extensions: editorExtensions({ history: false, extra: [Collaboration.configure({ document: doc })] }),
  });
  editors.push(editor);
  return editor;
}

/** Two editors on one document, synced on demand (as if the network were slow). */
function pair(html: string) {
  const a = new Y.Doc();
  const b = new Y.Doc();
  const owner = coEditor(a);
  owner.commands.setContent(html);
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  const guest = coEditor(b);
  const sync = () => {
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
  };
  return { owner, guest, sync };
}

const text = (e: Editor) => e.state.doc.textBetween(0, e.state.doc.content.size, '\n');
/** Types at the end of the paragraph that holds `marker`. */
function typeAfter(e: Editor, marker: string, words: string) {
  let at = -1;
  e.state.doc.descendants((node, pos) => {
    if (node.isTextblock && node.textContent.includes(marker)) at = pos + node.nodeSize - 1;
  });
  e.view.dispatch(e.state.tr.insertText(words, at));
}

const BASE = "<p>We're gonna bake bread today, it's awesome!!!</p><p>The crust crackled.</p>";
const AI = '<p>We are going to bake bread today, and it is wonderful.</p><p>The crust crackled.</p>';

describe('applying changes to a co-edited document', () => {
  it("makes the assistant's changes and keeps a sentence the co-writer added meanwhile", () => {
    const { owner, guest, sync } = pair(BASE);
    typeAfter(guest, 'crust', ' Steam rose from the loaf.');
    sync();
    expect(applyChanges(owner, BASE, AI)).toBe(true);
    sync();
    expect(text(guest)).toBe(
      'We are going to bake bread today, and it is wonderful.\nThe crust crackled. Steam rose from the loaf.',
    );
    expect(text(owner)).toBe(text(guest));
  });

  it('keeps words the co-writer typed in the same paragraph, even ones not received yet', () => {
    const { owner, guest, sync } = pair(BASE);
    typeAfter(guest, 'gonna', ' Hooray.');
    sync();
    typeAfter(guest, 'Hooray', ' Yum.'); // not received by the owner when the changes are applied
    expect(applyChanges(owner, BASE, AI)).toBe(true);
    sync();
    expect(text(guest)).toBe(text(owner));
    expect(text(guest)).toContain('We are going to bake bread today');
    expect(text(guest)).toContain('Hooray.');
    expect(text(guest)).toContain('Yum.');
    expect(text(guest)).not.toContain('gonna');
  });

  it('adds and removes whole blocks where they stand now', () => {
    const base = '<p>One.</p><p>Two.</p><p>Three.</p>';
    const { owner, guest, sync } = pair(base);
    typeAfter(guest, 'One.', ' Uno.');
    sync();
    expect(applyChanges(owner, base, '<p>One.</p><h2>Middle</h2><p>Three.</p><p>Four.</p>')).toBe(true);
    sync();
    expect(text(guest)).toBe('One. Uno.\nMiddle\nThree.\nFour.');
  });
});

describe('carrying typing into a live document', () => {
  it("adds the owner's unsaved words to a paragraph the guest has added more to", () => {
    const base = '<p>Boats at rest.</p>';
    const { owner, guest, sync } = pair(base);
    typeAfter(guest, 'rest.', ' Nets dry on the quay. Ropes coil. Tide turns.');
    sync();
    expect(applyChanges(owner, base, '<p>Boats at rest. Gulls circle the unsaved mast.</p>')).toBe(true);
    sync();
    expect(text(guest)).toBe(
      'Boats at rest. Gulls circle the unsaved mast. Nets dry on the quay. Ropes coil. Tide turns.',
    );
  });
});
