// @vitest-environment happy-dom
import { Editor, EditorContent } from '@tiptap/react';
import { act, useEffect } from 'react';
import { expect, it, vi } from 'vitest';
import { editorExtensions } from './extensions';
import { useStagedEditor } from './use-staged-editor';
import { reactRoot } from '../../../test/helpers/react-root';

const dom = reactRoot();
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 30)));

let current: Editor | null = null;
function Host({ value, editable, onUpdate }: { value: string; editable: boolean; onUpdate: (html: string) => void }) {
  const editor = useStagedEditor(() => ({ extensions: editorExtensions(), content: value }), {
    editable,
    onUpdate: ({ editor: e }) => onUpdate(e.getHTML()),
  });
  useEffect(() => {
    current = editor;
  });
  return editor ? <EditorContent editor={editor} data-testid="content" /> : <p data-testid="preview">{value}</p>;
}

it('is made after the first render, in later tasks, with the value and view of that moment', async () => {
  const onUpdate = vi.fn();
  act(() => dom.root.render(<Host value="<p>Harbour</p>" editable onUpdate={onUpdate} />));
  // The first frame is the caller's own (its preview): nothing of Tiptap has run yet.
  expect(current).toBeNull();
  expect(dom.host.querySelector('[data-testid="preview"]')?.textContent).toBe('<p>Harbour</p>');
  await settle();
  expect(current).not.toBeNull();
  const editable = dom.host.querySelector('[contenteditable="true"]');
  expect(editable?.textContent).toBe('Harbour');
  expect(onUpdate).not.toHaveBeenCalled();
});

it('tells the latest update callback of a change, and follows editable without announcing a change', async () => {
  const first = vi.fn();
  const second = vi.fn();
  act(() => dom.root.render(<Host value="<p>Dawn</p>" editable onUpdate={first} />));
  await settle();
  act(() => dom.root.render(<Host value="<p>Dawn</p>" editable onUpdate={second} />));
  act(() => void current!.commands.insertContent(' light'));
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledWith('<p> lightDawn</p>');

  act(() => dom.root.render(<Host value="<p>Dawn</p>" editable={false} onUpdate={second} />));
  expect(current!.isEditable).toBe(false);
  expect(dom.host.querySelector('[contenteditable="false"]')).not.toBeNull();
  expect(second).toHaveBeenCalledTimes(1);
});

it('is destroyed when the caller goes, also when it goes before the editor was ready', async () => {
  act(() => dom.root.render(<Host value="<p>Gulls</p>" editable onUpdate={() => undefined} />));
  await settle();
  const made = current!;
  act(() => dom.root.render(<p>elsewhere</p>));
  expect(made.isDestroyed).toBe(true);

  // Gone before its first step: no editor is made at all.
  const mount = vi.spyOn(Editor.prototype, 'mount');
  current = null;
  act(() => dom.root.render(<Host value="<p>Gulls</p>" editable onUpdate={() => undefined} />));
  act(() => dom.root.render(<p>elsewhere</p>));
  await settle();
  expect(mount).not.toHaveBeenCalled();
  expect(current).toBeNull();
  mount.mockRestore();
});
