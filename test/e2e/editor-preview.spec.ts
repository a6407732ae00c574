/**
 * The editor page draws the saved blog before the editor's code arrives (docs/performance.md, the
 * editor page): the title and the saved text, read-only, in the editor's frame; the editor then
 * takes its place at the same size, and a click in the text meanwhile leaves the caret in the
 * editor once it can be typed in.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueUser } from './helpers';

async function createBlog(page: Page, content: string) {
  const res = await page.request.post('/api/blogs', {
    headers: { origin: new URL(page.url()).origin },
    data: { title: 'Harbour morning', content, tags: 'travel', category: 'Travel', isDraft: false },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number };
}

test('the saved text shows at once, read-only and sanitized; the editor replaces it in place and takes the focus', async ({
  page,
}) => {
  await signUp(page, uniqueUser());
  const blog = await createBlog(
    page,
    '<h2>Dawn</h2><img src="/nowhere.png" onerror="window.__ran = true"><p>Ships leave before the light.</p>',
  );
  // The editor's code held back until the test lets it through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/RichTextEditor-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/edit-blog/${blog.id}`);

  const preview = page.getByTestId('editor-preview');
  // The page has replaced its first view (page-shell.spec.ts) once its header's actions are there.
  await expect(page.getByRole('button', { name: 'Share & export' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Dawn' })).toBeVisible();
  await expect(preview).toContainText('Ships leave before the light.');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Harbour morning');
  expect(await page.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();
  // Not offered as the editor: no textbox to type into yet.
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveCount(0);
  const box = await preview.boundingBox();

  await preview.getByText('Ships leave').click();
  release();

  const editor = page.getByRole('textbox', { name: 'Content' });
  await expect(editor).toContainText('Ships leave before the light.', { timeout: 20_000 });
  await expect(preview).toHaveCount(0);
  const frame = await page.getByTestId('rich-text-editor').boundingBox();
  expect(frame).toEqual(box);
  await expect(editor).toBeFocused();
  // Typing goes into the editor at once, without another click.
  await page.keyboard.type('Gulls follow. ');
  await expect(editor).toContainText('Gulls follow.');
});
