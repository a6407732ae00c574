// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { sanitizeHtml } from '@client/lib/sanitize';
import { lazyEditor } from './lazy';
import { reactRoot } from '../../../test/helpers/react-root';

// DOMPurify needs a real browser's parser (happy-dom's drops and keeps the wrong things); here the
// preview is checked to render only what the client's sanitizer returns.
vi.mock('@client/lib/sanitize', () => ({
  sanitizeHtml: vi.fn((html: string) => html.replace(/ on\w+="[^"]*"/g, '')),
}));

interface Props {
  value: string;
  id?: string;
}

/** Stands in for the Tiptap editor: a frame with an editable area, as RichTextEditor draws it. */
function FakeEditor({ value, id }: Props) {
  return (
    <div data-testid="rich-text-editor">
      <div id={id} contentEditable suppressContentEditableWarning tabIndex={0}>
        {value}
      </div>
    </div>
  );
}

/** An editor whose code arrives when the test says so. */
function deferredEditor() {
  let arrive!: () => void;
  const loaded = new Promise<{ default: typeof FakeEditor }>((resolve) => {
    arrive = () => resolve({ default: FakeEditor });
  });
  const Editor = lazyEditor<Props>(
    () => loaded,
    () => ({ toolbar: true }),
  );
  return { Editor, arrive };
}

const SAVED =
  '<h2>Lisbon</h2><p>Ships <a href="https://example.com">before</a> the light.</p><img src="x" onerror="alert(1)">';

const dom = reactRoot();
const $ = (selector: string) => dom.host.querySelector<HTMLElement>(selector);
const settle = (ms = 150) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

afterEach(() => {
  document.body.innerHTML = '';
});

it('draws the saved content, sanitized and read-only, in the editor frame while the editor loads', async () => {
  const { Editor } = deferredEditor();
  act(() => dom.root.render(<Editor value={SAVED} id="content" />));
  await settle();
  const preview = $('[data-testid="editor-preview"]');
  expect(preview).not.toBeNull();
  expect($('[data-testid="rich-text-editor"]')).toBeNull();
  const content = $('#content')!;
  expect(content.className).toContain('prose-blog');
  expect(content.querySelector('h2')?.textContent).toBe('Lisbon');
  expect(sanitizeHtml).toHaveBeenCalledWith(SAVED);
  expect(content.innerHTML).not.toContain('onerror');
  expect(content.getAttribute('contenteditable')).toBeNull();
  // The toolbar's place is kept: twelve buttons in five groups, hidden from assistive technology.
  expect(preview!.querySelectorAll('[aria-hidden="true"] .size-8')).toHaveLength(12);
  expect(preview!.querySelector('[role="status"]')?.textContent).toBe('Loading editor...');
});

it('swaps in the editor in place and gives it the focus the preview had', async () => {
  const { Editor, arrive } = deferredEditor();
  act(() => dom.root.render(<Editor value="<p>Hello</p>" id="content" />));
  await settle();
  $('#content')!.focus();
  expect(document.activeElement).toBe($('#content'));

  arrive();
  await settle();
  expect($('[data-testid="editor-preview"]')).toBeNull();
  const editable = $('[data-testid="rich-text-editor"] [contenteditable="true"]');
  expect(editable).not.toBeNull();
  expect(document.activeElement).toBe(editable);
});

it('leaves the focus alone when the person was elsewhere', async () => {
  const { Editor, arrive } = deferredEditor();
  const title = document.createElement('input');
  document.body.append(title);
  act(() => dom.root.render(<Editor value="<p>Hello</p>" id="content" />));
  await settle();
  $('#content')!.focus();
  title.focus(); // moved on to the title before the editor came

  arrive();
  await settle();
  expect($('[data-testid="rich-text-editor"]')).not.toBeNull();
  expect(document.activeElement).toBe(title);
});

it('shows the placeholder of an empty editor', async () => {
  const { Editor } = deferredEditor();
  act(() => dom.root.render(<Editor value="" />));
  await settle();
  expect($('[data-testid="editor-preview"] p.is-editor-empty')?.dataset.placeholder).toBe('Write something...');
});
