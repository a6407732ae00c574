// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorExtensions } from '../extensions';
import { acceptProposal, fitProposal, proposalOf, rangeHtml, setProposal, stopWhenGone, trimRange } from './proposal';

/**
 * The assistant's proposal for a range (docs/decisions/035): shown, never in the document until
 * accepted; Enter accepts, Escape rejects; the range follows edits made meanwhile.
 */
// happy-dom's DOM makes DOMPurify drop the first element of a string; browsers do not (the e2e
// tests run the real one).
vi.mock('@client/lib/sanitize', () => ({ sanitizeHtml: (html: string) => html }));

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((e) => e.destroy()));

function editorWith(html: string) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const editor = new Editor({ element, extensions: editorExtensions(), content: html });
  editors.push(editor);
  return editor;
}

/** Where `text` is in the document (its first occurrence). */
function rangeOf(editor: Editor, text: string) {
  let found: { from: number; to: number } | null = null;
  editor.state.doc.descendants((node, pos) => {
    if (found || !node.isText) return;
    const at = node.text!.indexOf(text);
    if (at >= 0) found = { from: pos + at, to: pos + at + text.length };
  });
  if (!found) throw new Error(`${text} not found`);
  return found as { from: number; to: number };
}

function key(editor: Editor, k: string) {
  const event = new KeyboardEvent('keydown', { key: k });
  return editor.view.someProp('handleKeyDown', (f) => f(editor.view, event)) ?? false;
}

function propose(editor: Editor, text: string, html: string) {
  const r = rangeOf(editor, text);
  setProposal(editor.view, {
    id: 1,
    ...r,
    action: 'Make Concise',
    status: 'ready',
    html: fitProposal(editor.state, r, html),
  });
}

describe('a proposal in place', () => {
  it('while it is written: grows, Enter waits, nothing is in the document, Escape stops the request', () => {
    const editor = editorWith('<p>We went there in order to learn.</p>');
    const before = editor.getHTML();
    const r = rangeOf(editor, 'in order to learn');
    const stop = vi.fn();
    stopWhenGone(7, stop);
    const base = { id: 7, ...r, action: 'Make Concise' };
    const text = () => editor.view.dom.querySelector('[data-testid="ai-proposal-text"]')?.textContent;
    setProposal(editor.view, { ...base, status: 'streaming', html: '<p>To</p>' });
    expect(text()).toBe('To');
    setProposal(editor.view, { ...base, status: 'streaming', html: '<p>To learn</p>' });
    expect(text()).toBe('To learn');
    expect(editor.view.dom.querySelector('[data-testid="ai-proposal-accept"]')).toBeNull();
    expect(key(editor, 'Enter')).toBe(true);
    expect(acceptProposal(editor.view)).toBe(false);
    expect(editor.getHTML()).toBe(before);
    expect(stop).not.toHaveBeenCalled();
    expect(key(editor, 'Escape')).toBe(true);
    expect(proposalOf(editor.state)).toBeNull();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(editor.getHTML()).toBe(before);
  });

  it('changes nothing until accepted, then replaces the range (Enter)', () => {
    const editor = editorWith('<p>We went there in order to learn.</p><p>Then home.</p>');
    const before = editor.getHTML();
    propose(editor, 'in order to learn', '<p>To learn</p>');
    expect(editor.getHTML()).toBe(before);
    const shown = editor.view.dom.querySelector('[data-testid="ai-proposal-text"]');
    expect(shown?.textContent).toBe('to learn');
    expect(editor.view.dom.querySelector('[data-ai-original]')?.textContent).toBe('in order to learn');
    expect(key(editor, 'Enter')).toBe(true);
    expect(editor.getHTML()).toBe('<p>We went there to learn.</p><p>Then home.</p>');
    expect(proposalOf(editor.state)).toBeNull();
    // One undo step brings the text back.
    editor.commands.undo();
    expect(editor.getHTML()).toBe(before);
  });

  it('Escape rejects: the text is as it was', () => {
    const editor = editorWith("<p>We're gonna bake bread.</p>");
    const before = editor.getHTML();
    propose(editor, "We're gonna bake", '<p>We are going to bake</p>');
    expect(key(editor, 'Escape')).toBe(true);
    expect(proposalOf(editor.state)).toBeNull();
    expect(editor.getHTML()).toBe(before);
    expect(editor.view.dom.querySelector('[data-testid="ai-proposal"]')).toBeNull();
  });

  it('follows words typed before it meanwhile, and keeps them', () => {
    const editor = editorWith('<p>Start. We went there in order to learn.</p>');
    propose(editor, 'in order to learn', '<p>to learn</p>');
    editor.commands.insertContentAt(1, 'Hello. ');
    expect(acceptProposal(editor.view)).toBe(true);
    expect(editor.getHTML()).toBe('<p>Hello. Start. We went there to learn.</p>');
  });

  it('goes when its text is deleted meanwhile', () => {
    const editor = editorWith('<p>Keep this. Drop this.</p>');
    const r = rangeOf(editor, 'Drop this.');
    propose(editor, 'Drop this.', '<p>Dropped.</p>');
    editor.commands.deleteRange(r);
    expect(proposalOf(editor.state)).toBeNull();
    expect(editor.getHTML()).toBe('<p>Keep this. </p>');
  });

  it('a proposal of several paragraphs for a whole paragraph replaces it', () => {
    const editor = editorWith('<p>One long paragraph.</p><p>After.</p>');
    propose(editor, 'One long paragraph.', '<p>One.</p><p>Two.</p>');
    acceptProposal(editor.view);
    expect(editor.getHTML()).toBe('<p>One.</p><p>Two.</p><p>After.</p>');
  });

  it('keeps the small first letter inside a sentence, and a capital at the start of one', () => {
    const editor = editorWith('<p>we went there in order to learn.</p>');
    const mid = rangeOf(editor, 'in order to learn');
    expect(fitProposal(editor.state, mid, '<p>To learn</p>')).toBe('<p>to learn</p>');
    expect(fitProposal(editor.state, mid, '<p>In order to <em>learn</em></p>')).toBe(
      '<p>in order to <em>learn</em></p>',
    );
    const start = rangeOf(editor, 'we went');
    expect(fitProposal(editor.state, start, '<p>We went</p>')).toBe('<p>We went</p>');
    const name = editorWith('<p>Lunch in paris today.</p>');
    expect(fitProposal(name.state, rangeOf(name, 'in paris'), '<p>In Paris</p>')).toBe('<p>in Paris</p>');
    expect(fitProposal(name.state, rangeOf(name, 'paris today'), '<p>Paris today</p>')).toBe('<p>paris today</p>');
    const proper = editorWith('<p>Lunch with sam and Ann.</p>');
    expect(fitProposal(proper.state, rangeOf(proper, 'with sam'), '<p>Ann joined</p>')).toBe('<p>Ann joined</p>');
  });
});

describe('the range given to the assistant', () => {
  it('leaves out white space at its ends, and is nothing when only white space', () => {
    const editor = editorWith('<p>Bread and butter</p>');
    const r = rangeOf(editor, ' and ');
    expect(trimRange(editor.state.doc, r.from, r.to)).toEqual({ from: r.from + 1, to: r.to - 1 });
    expect(trimRange(editor.state.doc, r.from, r.from + 1)).toBeNull();
  });

  it('is HTML: part of a paragraph as a paragraph, with its marks', () => {
    const editor = editorWith('<p>Bake <strong>bread</strong> daily.</p>');
    const r = rangeOf(editor, 'Bake ');
    expect(rangeHtml(editor.state, r.from, rangeOf(editor, 'bread').to)).toBe('<p>Bake <strong>bread</strong></p>');
  });
});
