/**
 * The assistant in the editor and pictures dropped or pasted in (docs/decisions/035), with the
 * built-in writer, on desktop and phone: a selection's 'AI' bubble runs a preset, its answer is a
 * proposal in place (nothing changes until Accept), Reject and Escape leave the text; '/' on an
 * empty line runs one on the paragraph above; a picture dropped (a real drop event) or pasted goes
 * to the media library, its alt text is asked for and saved with the blog.
 */
import { deflateSync, crc32 } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp, toast, uniqueUser } from './helpers';

async function createBlog(page: Page, content: string) {
  const res = await page.request.post('/api/blogs', {
    headers: { origin: new URL(page.url()).origin },
    data: { title: 'Bread day', content, tags: 'baking', category: 'Food & Recipes', isDraft: false },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number };
}

async function openEditor(page: Page, content: string) {
  await signUp(page, uniqueUser());
  const blog = await createBlog(page, content);
  await page.goto(`/edit-blog/${blog.id}`);
  const editor = page.getByRole('textbox', { name: 'Content' });
  await expect(editor).toContainText('The crust', { timeout: 20_000 }); // the editor's chunk loads lazily
  return { blog, editor };
}

/** Selects the first `count` characters of the paragraph holding `text`, from the keyboard. */
async function selectStart(page: Page, editor: Locator, text: string, count: number) {
  // At the paragraph's very start (Home would go to the start of a wrapped line on a phone).
  await editor
    .locator('p')
    .filter({ hasText: text })
    .click({ position: { x: 1, y: 4 } });
  for (let i = 0; i < count; i++) await page.keyboard.press('Shift+ArrowRight');
}

async function savedContent(page: Page, id: number) {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Blog Updated')).toBeVisible();
  return ((await (await page.request.get(`/api/blogs/${id}`)).json()) as { content: string }).content;
}

test('a selection: AI → a preset → the proposal in place → Accept replaces the text; Reject and Escape leave it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { blog, editor } = await openEditor(page, "<p>We're gonna bake bread today.</p><p>The crust is awesome!!!</p>");

  await selectStart(page, editor, "We're gonna bake", 16);
  await page.getByRole('button', { name: 'AI on the selection' }).click();
  await page.getByRole('button', { name: 'Professional Tone' }).click();
  const proposal = editor.getByTestId('ai-proposal');
  await expect(proposal.getByTestId('ai-proposal-text')).toHaveText('We are going to bake');
  // The original is struck through and still the text: nothing changed yet.
  const original = editor.locator('[data-ai-original]');
  await expect(original).toHaveText("We're gonna bake");
  await expect(original).toHaveCSS('text-decoration-line', 'line-through');
  await proposal.getByRole('button', { name: /Accept/ }).click();
  await expect(proposal).toBeHidden();
  await expect(editor.locator('p').first()).toHaveText('We are going to bake bread today.');

  // Reject: the text stays as it was.
  await selectStart(page, editor, 'The crust is awesome', 20);
  await page.getByRole('button', { name: 'AI on the selection' }).click();
  await page.getByRole('button', { name: 'Professional Tone' }).click();
  await expect(proposal.getByTestId('ai-proposal-text')).toHaveText('The crust is excellent');
  await proposal.getByRole('button', { name: /Reject/ }).click();
  await expect(proposal).toBeHidden();
  await expect(editor.locator('p').nth(1)).toHaveText('The crust is awesome!!!');

  // From the keyboard: Escape rejects, Enter accepts.
  await selectStart(page, editor, 'The crust is awesome', 20);
  await page.getByRole('button', { name: 'AI on the selection' }).click();
  await page.getByRole('button', { name: 'Professional Tone' }).click();
  await expect(proposal.getByTestId('ai-proposal-text')).toHaveText('The crust is excellent');
  await page.keyboard.press('Escape');
  await expect(proposal).toBeHidden();
  await expect(editor.locator('p').nth(1)).toHaveText('The crust is awesome!!!');
  await selectStart(page, editor, 'The crust is awesome', 20);
  await page.getByRole('button', { name: 'AI on the selection' }).click();
  await page.getByRole('button', { name: 'Professional Tone' }).click();
  await expect(proposal.getByTestId('ai-proposal-text')).toHaveText('The crust is excellent');
  await page.keyboard.press('Enter');
  await expect(proposal).toBeHidden();
  await expect(editor.locator('p')).toHaveText(['We are going to bake bread today.', 'The crust is excellent!!!']);

  const saved = await savedContent(page, blog.id);
  expect(saved).toContain('<p>We are going to bake bread today.</p>');
  expect(saved).not.toContain('gonna');
});

test("'/' on an empty line: the menu's action works on the paragraph above, Enter accepts", async ({ page }) => {
  test.setTimeout(60_000);
  const { blog, editor } = await openEditor(page, '<p>The crust is gonna crackle.</p>');
  await editor.getByText('The crust').click();
  // The end of the text (End: of a wrapped line), once the editor has taken the focus the click gave it.
  await expect(async () => {
    await page.keyboard.press('ControlOrMeta+End');
    const atEnd = await page.evaluate(() => {
      const selection = getSelection();
      const text = selection?.focusNode?.textContent ?? '';
      return text.endsWith('crackle.') && selection?.focusOffset === text.length;
    });
    expect(atEnd).toBe(true);
  }).toPass();
  await page.keyboard.press('Enter');
  await page.keyboard.type('/');
  const menu = page.getByRole('listbox', { name: 'AI on the paragraph above' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  // Down to 'Professional Tone' (Expand Content, Make Concise, Professional Tone).
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('option', { name: 'Professional Tone' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  const proposal = editor.getByTestId('ai-proposal');
  await expect(proposal.getByTestId('ai-proposal-text')).toHaveText('The crust is going to crackle.');
  await page.keyboard.press('Enter');
  await expect(proposal).toBeHidden();
  await expect(editor.locator('p').first()).toHaveText('The crust is going to crackle.');
  expect(await savedContent(page, blog.id)).toContain('<p>The crust is going to crackle.</p>');
});

/** A small PNG in one colour (a different one per run, so its media key is new). */
function png(width = 40, height = 30): Buffer {
  const [r, g, b] = [Math.floor(Math.random() * 200), 90, 140];
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface FileSpec {
  name: string;
  type: string;
  base64?: string;
  /** Zero bytes of this length instead of base64. */
  size?: number;
}

/** A real drop (dragenter, dragover, drop) or paste of files on the editor, as the browser makes them. */
async function dropOrPaste(editor: Locator, how: 'drop' | 'paste', files: FileSpec[]) {
  await editor.evaluate(
    (el, { how, files }) => {
      const dt = new DataTransfer();
      for (const f of files) {
        const bytes = f.base64 ? Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0)) : new Uint8Array(f.size ?? 0);
        dt.items.add(new File([bytes], f.name, { type: f.type }));
      }
      if (how === 'paste') {
        (el as HTMLElement).focus();
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
        return;
      }
      const last = el.lastElementChild!.getBoundingClientRect();
      const at = { clientX: last.left + 4, clientY: last.top + last.height / 2 };
      for (const type of ['dragenter', 'dragover', 'drop'])
        el.dispatchEvent(new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true, ...at }));
    },
    { how, files },
  );
}

test('a picture dropped into the text: stored as media, alt text asked for and saved; pasted too; refusals said', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { blog, editor } = await openEditor(page, '<p>The crust crackled.</p><p>Then we ate.</p>');
  const picture = png();

  await dropOrPaste(editor, 'drop', [{ name: 'loaf.png', type: 'image/png', base64: picture.toString('base64') }]);
  const altStep = page.getByRole('dialog', { name: 'Alt text' });
  await expect(altStep.getByLabel('Alt text')).toBeFocused();
  // The page behind the modal step is hidden from the accessibility tree: the picture by its frame.
  const img = page.getByTestId('rich-text-editor').locator('img:not(.ProseMirror-separator)');
  await expect(img).toHaveAttribute('src', /^\/media\/[a-f0-9]{64}\.png$/);
  await altStep.getByLabel('Alt text').fill('A crusty loaf');
  await page.keyboard.press('Enter');
  await expect(altStep).toBeHidden();
  await expect(img).toHaveAttribute('alt', 'A crusty loaf');
  const src = (await img.getAttribute('src'))!;
  const served = await page.request.get(src);
  expect(Buffer.from(await served.body()).equals(picture)).toBe(true);

  // Refused before upload, with the upload button's messages.
  const notice = page.getByTestId('editor-assist-notice');
  await dropOrPaste(editor, 'drop', [{ name: 'notes.pdf', type: 'application/pdf', size: 100 }]);
  await expect(notice).toContainText('Upload a PNG, JPEG, GIF, WebP or AVIF picture.');
  await dropOrPaste(editor, 'paste', [{ name: 'huge.png', type: 'image/png', size: 10 * 1024 * 1024 + 1 }]);
  await expect(notice).toContainText('That picture is larger than 10 MB.');
  await expect(img).toHaveCount(1);

  // Pasted: the same path; Skip leaves it without alt text.
  await editor.getByText('The crust crackled.').click();
  await dropOrPaste(editor, 'paste', [{ name: 'crumb.png', type: 'image/png', base64: png().toString('base64') }]);
  await expect(altStep.getByLabel('Alt text')).toBeFocused();
  await expect(img).toHaveCount(2);
  await altStep.getByRole('button', { name: 'Skip' }).click();
  await expect(altStep).toBeHidden();

  const saved = await savedContent(page, blog.id);
  expect(saved).toContain(`<img src="${src}" alt="A crusty loaf"`);
  expect(saved.match(/<img src="\/media\/[a-f0-9]{64}\.png"/g)).toHaveLength(2);
  expect(saved).not.toContain('data:');
});
