// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import { afterEach, expect, it } from 'vitest';
import { editorExtensions } from './extensions';
import { SUGGESTION_MARKS } from './suggestions/marks';
import { listSuggestions } from './suggestions/resolve';
import { SuggestMode, setSuggesting } from './suggest-mode/suggest-mode';

const editors: Editor[] = [];
afterEach(() => {
  editors.splice(0).forEach((e) => e.destroy());
  document.body.innerHTML = '';
});

function editorOn(html: string) {
  const element = document.createElement('div');
  document.body.append(element);
  const editor = new Editor({
    element,
    extensions: editorExtensions({ history: false, extra: [...SUGGESTION_MARKS, SuggestMode] }),
    content: html,
  });
  editors.push(editor);
  editor.view.focus();
  return editor;
}

/**
 * The page shows 'leave ' selected while the editor still holds 'leave' (the browser's
 * selectionchange not yet handled), then a key arrives.
 */
function pressWithStaleSelection(editor: Editor, key: string) {
  const text = editor.view.dom.querySelector('p')!.firstChild!;
  const start = text.textContent!.indexOf('leave');
  editor.commands.setTextSelection({ from: 1 + start, to: 1 + start + 'leave'.length });
  // The browser's selectionchange for the new selection has not reached the editor yet.
  const holdBack = (e: Event) => e.stopImmediatePropagation();
  window.addEventListener('selectionchange', holdBack, true);
  document.getSelection()!.setBaseAndExtent(text, start, text, start + 'leave '.length);
  window.removeEventListener('selectionchange', holdBack, true);
  expect(editor.state.doc.textBetween(editor.state.selection.from, editor.state.selection.to)).toBe('leave');
  editor.view.dom.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

it('Delete removes the selection the page shows, not a stale one', () => {
  const editor = editorOn('<p>Ships leave before the light.</p>');
  pressWithStaleSelection(editor, 'Delete');
  expect(editor.getText()).toBe('Ships before the light.');
});

it('while Suggesting, Backspace strikes through exactly the text the page shows selected', () => {
  const editor = editorOn('<p>Ships leave before the light.</p>');
  setSuggesting(editor, { id: 7, name: 'Ada', color: '#0f766e' });
  pressWithStaleSelection(editor, 'Backspace');
  expect(listSuggestions(editor.state.doc).map((s) => s.deleted)).toEqual(['leave ']);
});

it('leaves the selection alone when the page and the editor agree', () => {
  const editor = editorOn('<p>Ships leave before the light.</p>');
  editor.commands.setTextSelection({ from: 7, to: 12 });
  editor.view.dom.dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete', bubbles: true, cancelable: true }));
  expect(editor.getText()).toBe('Ships  before the light.');
});

it('Enter splits the paragraph where the page shows the caret', () => {
  const editor = editorOn('<p>Ships leave before the light.</p>');
  const text = editor.view.dom.querySelector('p')!.firstChild!;
  editor.commands.setTextSelection(1);
  const holdBack = (e: Event) => e.stopImmediatePropagation();
  window.addEventListener('selectionchange', holdBack, true);
  document.getSelection()!.collapse(text, 'Ships '.length);
  window.removeEventListener('selectionchange', holdBack, true);
  editor.view.dom.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  expect(editor.getHTML()).toBe('<p>Ships </p><p>leave before the light.</p>');
});
