// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, IMAGE_UPLOAD } from '@common/media';
import { editorExtensions } from '../extensions';
import { insertImage, refusalOf } from './image-drop';
import { blockAbove, slashMenuOf } from './slash';

/** The '/' menu's trigger and target, and where a dropped picture goes (docs/decisions/035). */
const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((e) => e.destroy()));

function editorWith(html: string, enabled = true) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const editor = new Editor({ element, extensions: editorExtensions(), content: html });
  Object.assign(editor.storage.editorAssist, { enabled, slashCount: 3, onSlashChoose: () => {} });
  editors.push(editor);
  return editor;
}

function key(editor: Editor, k: string) {
  const event = new KeyboardEvent('keydown', { key: k });
  return editor.view.someProp('handleKeyDown', (f) => f(editor.view, event)) ?? false;
}

describe("the '/' menu", () => {
  it("opens for a lone '/' typed on an empty line, moves with the arrows, closes with Escape", () => {
    const editor = editorWith('<p>First paragraph.</p><p></p>');
    editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    expect(slashMenuOf(editor.state)).toBeNull();
    editor.commands.insertContent('/');
    const menu = slashMenuOf(editor.state);
    expect(menu).toEqual({ at: editor.state.doc.content.size - 2, active: 0 });
    expect(key(editor, 'ArrowUp')).toBe(true);
    expect(slashMenuOf(editor.state)?.active).toBe(2);
    expect(key(editor, 'Escape')).toBe(true);
    expect(slashMenuOf(editor.state)).toBeNull();
    expect(editor.getHTML()).toBe('<p>First paragraph.</p><p>/</p>');
    // Its target: the paragraph above.
    const above = blockAbove(editor.state, menu!.at);
    expect(editor.state.doc.textBetween(above!.from, above!.to)).toBe('First paragraph.');
  });

  it("stays closed for a '/' inside text, and in an editor the writer may not change", () => {
    const editor = editorWith('<p>a</p>');
    editor.commands.setTextSelection(2);
    editor.commands.insertContent('/');
    expect(slashMenuOf(editor.state)).toBeNull();
    const viewer = editorWith('<p></p>', false);
    viewer.commands.setTextSelection(1);
    viewer.commands.insertContent('/');
    expect(slashMenuOf(viewer.state)).toBeNull();
  });

  it('has no target without a paragraph of text above', () => {
    const editor = editorWith('<p></p><p>/</p>');
    expect(blockAbove(editor.state, editor.state.doc.content.size - 2)).toBeNull();
  });
});

describe('dropped pictures', () => {
  it('are refused as the upload button refuses them', () => {
    expect(refusalOf({ type: 'application/pdf', size: 10 })).toBe(IMAGE_MESSAGES.notAnImage);
    expect(refusalOf({ type: 'image/svg+xml', size: 10 })).toBe(IMAGE_MESSAGES.notAnImage);
    expect(refusalOf({ type: 'image/png', size: IMAGE_UPLOAD.maxBytes + 1 })).toBe(IMAGE_MESSAGES.tooLarge);
    expect(refusalOf({ type: 'image/webp', size: IMAGE_UPLOAD.maxBytes })).toBeNull();
  });

  it('go where a block may go: dropped inside a paragraph, the paragraph is split around it', () => {
    const editor = editorWith('<p>Before after.</p>');
    const tr = editor.state.tr;
    const at = insertImage(tr, '/media/abc.png', 8);
    editor.view.dispatch(tr);
    expect(at).not.toBeNull();
    expect(editor.state.doc.nodeAt(at!)?.type.name).toBe('image');
    expect(editor.getHTML()).toContain('<img src="/media/abc.png">');
    expect(editor.getText()).toContain('Before');
  });
});
