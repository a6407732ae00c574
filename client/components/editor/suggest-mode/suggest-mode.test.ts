// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { afterEach, describe, expect, it } from 'vitest';
import { editorExtensions } from '../extensions';
import { SUGGESTION_MARKS } from '../suggestions/marks';
import { withoutSuggestions } from '../suggestions/merge';
import { listSuggestions, resolveSuggestions } from '../suggestions/resolve';
import { SuggestMode, setSuggesting, type SuggestionAuthor } from './suggest-mode';

const ada: SuggestionAuthor = { id: 7, name: 'Ada', color: '#0f766e' };
const bob: SuggestionAuthor = { id: 8, name: 'Bob', color: '#7c3aed' };
const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((e) => e.destroy()));

function editorWith(html: string, author: SuggestionAuthor | null = ada) {
  const editor = new Editor({
    element: document.createElement('div'),
    extensions: editorExtensions({ history: false, extra: [...SUGGESTION_MARKS, SuggestMode] }),
    content: html,
  });
  editors.push(editor);
  setSuggesting(editor, author);
  return editor;
}

/** The position right after the first occurrence of `text`. */
function after(editor: Editor, text: string): number {
  let found = -1;
  editor.state.doc.descendants((node, pos) => {
    const i = node.isText ? node.text!.indexOf(text) : -1;
    if (i >= 0 && found < 0) found = pos + i + text.length;
  });
  if (found < 0) throw new Error(`no ${text} in ${editor.getHTML()}`);
  return found;
}

/** Typing, one key at a time, at the caret (as the browser's text input does). */
function type(editor: Editor, text: string) {
  for (const ch of text) editor.view.dispatch(editor.state.tr.insertText(ch));
}
function caretAt(editor: Editor, pos: number) {
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, pos)));
}
function backspace(editor: Editor, times = 1) {
  for (let i = 0; i < times; i++) {
    const { from } = editor.state.selection;
    editor.view.dispatch(editor.state.tr.delete(from - 1, from));
  }
}
/** The text with insertions as [+…] and deletions as [-…]. */
function shown(editor: Editor): string {
  let out = '';
  editor.state.doc.descendants((node) => {
    if (node.isTextblock && out) out += '|';
    if (!node.isText) return true;
    const has = (name: string) => node.marks.some((m) => m.type.name === name);
    const kind = `${has('suggestionInsert') ? '+' : ''}${has('suggestionDelete') ? '-' : ''}`;
    out += kind ? `[${kind}${node.text}]` : node.text;
    return false;
  });
  return out;
}
const saved = (editor: Editor) => withoutSuggestions(editor.getHTML());

describe('Suggesting', () => {
  it('keeps typed text as one insertion suggestion with its author, underlined in their colour', () => {
    const editor = editorWith('<p>A cat.</p>');
    caretAt(editor, after(editor, 'A'));
    type(editor, ' big');
    expect(shown(editor)).toBe('A[+ big] cat.');
    const list = listSuggestions(editor.state.doc);
    expect(list).toEqual([{ sid: list[0]!.sid, inserted: ' big', deleted: '', author: 'Ada' }]);
    expect(editor.getHTML()).toContain('data-author="Ada"');
    expect(editor.getHTML()).toContain('decoration-[#0f766e]');
    expect(editor.state.selection.from).toBe(after(editor, ' big'));
    expect(saved(editor)).toBe('<p>A cat.</p>');
  });

  it('strikes deleted text instead of removing it; Backspace moves the caret before it and extends the same suggestion', () => {
    const editor = editorWith('<p>A black cat.</p>');
    caretAt(editor, after(editor, 'black'));
    backspace(editor, 3);
    expect(shown(editor)).toBe('A bl[-ack] cat.');
    expect(editor.state.selection.from).toBe(after(editor, 'A bl'));
    backspace(editor, 3);
    expect(shown(editor)).toBe('A[- black] cat.');
    expect(listSuggestions(editor.state.doc)).toHaveLength(1);
    expect(saved(editor)).toBe('<p>A black cat.</p>');
  });

  it('a typed replacement of a selection is one suggestion: the old text struck, the new after it', () => {
    const editor = editorWith('<p>A black cat.</p>');
    const to = after(editor, 'black');
    editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, to - 5, to)));
    type(editor, 'white');
    expect(shown(editor)).toBe('A [-black][+white] cat.');
    const [only, ...rest] = listSuggestions(editor.state.doc);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ inserted: 'white', deleted: 'black', author: 'Ada' });
  });

  it("deleting one's own pending insertion removes it; someone else's is struck as a suggestion of one's own", () => {
    const editor = editorWith('<p>A cat.</p>');
    caretAt(editor, after(editor, 'A'));
    type(editor, ' big');
    backspace(editor, 2);
    expect(shown(editor)).toBe('A[+ b] cat.');
    setSuggesting(editor, bob);
    backspace(editor, 1);
    expect(shown(editor)).toBe('A[+ ][+-b] cat.');
    const marks = editor.state.doc.nodeAt(after(editor, 'A') + 1)!.marks.map((m) => [m.type.name, m.attrs.authorName]);
    expect(marks).toEqual(
      expect.arrayContaining([
        ['suggestionInsert', 'Ada'],
        ['suggestionDelete', 'Bob'],
      ]),
    );
  });

  it('lets Editing change the text directly, and a paragraph split through while Suggesting', () => {
    const editor = editorWith('<p>A cat.</p>', null);
    caretAt(editor, after(editor, 'A'));
    type(editor, ' big');
    expect(shown(editor)).toBe('A big cat.');
    setSuggesting(editor, ada);
    caretAt(editor, after(editor, 'big'));
    editor.commands.splitBlock();
    expect(editor.getHTML()).toBe('<p>A big</p><p> cat.</p>');
  });
});

describe('accepting and rejecting', () => {
  function twoSuggestions() {
    const editor = editorWith('<p>One two three.</p>');
    caretAt(editor, after(editor, 'One'));
    type(editor, ' and a half');
    caretAt(editor, after(editor, 'three'));
    backspace(editor, 6);
    expect(shown(editor)).toBe('One[+ and a half] two[- three].');
    const [insert, remove] = listSuggestions(editor.state.doc);
    return { editor, insert: insert!, remove: remove! };
  }

  it('accepts one and rejects another: the accepted insertion stays unmarked, the rejected deletion is undone', () => {
    const { editor, insert, remove } = twoSuggestions();
    setSuggesting(editor, null);
    expect(resolveSuggestions(editor, insert.sid, true)).toBe(true);
    expect(shown(editor)).toBe('One and a half two[- three].');
    expect(resolveSuggestions(editor, remove.sid, false)).toBe(true);
    expect(shown(editor)).toBe('One and a half two three.');
    expect(listSuggestions(editor.state.doc)).toEqual([]);
  });

  it('resolving works while Suggesting too (accept and reject are never turned into suggestions)', () => {
    const { editor, insert, remove } = twoSuggestions();
    resolveSuggestions(editor, insert.sid, false);
    resolveSuggestions(editor, remove.sid, true);
    expect(shown(editor)).toBe('One two.');
  });

  it('Accept all and Reject all resolve every suggestion in one step', () => {
    const accepted = twoSuggestions().editor;
    resolveSuggestions(accepted, null, true);
    expect(shown(accepted)).toBe('One and a half two.');
    const rejected = twoSuggestions().editor;
    resolveSuggestions(rejected, null, false);
    expect(shown(rejected)).toBe('One two three.');
  });
});
