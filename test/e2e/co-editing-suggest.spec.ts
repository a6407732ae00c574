import { expect, test, type Locator, type Page } from '@playwright/test';
import { openBrowser } from './browsers';
import { signUp, uniqueUser } from './helpers';

/**
 * Suggest mode (docs/decisions/037-suggest-mode.md), two people at once on one shared blog: the
 * editor switches to Suggesting, types and deletes; the owner sees the suggestions live with the
 * editor's name, accepts two and rejects one (by keyboard); the saved blog has exactly the accepted text.
 */

/** Shares blog `id` by invitation link with a new user signed up in `page`'s browser. */
async function invite(owner: Page, page: Page, id: number, role: 'editor' | 'viewer', name: string) {
  const origin = new URL(owner.url()).origin;
  expect(
    (await page.request.post('/api/register', { headers: { origin }, data: { ...uniqueUser(), name } })).status(),
  ).toBe(201);
  const link = await owner.request.post(`/api/blogs/${id}/invitations`, { headers: { origin }, data: { role } });
  expect(link.status()).toBe(201);
  const token = new URL(((await link.json()) as { url: string }).url).pathname.split('/').pop()!;
  expect((await page.request.post(`/api/invitations/${token}/accept`, { headers: { origin } })).status()).toBe(200);
}

async function sharedBlog(page: Page, other: Page, editorName: string) {
  await signUp(page, uniqueUser());
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/blogs', {
    headers: { origin },
    data: { title: 'Harbour at dawn', content: '<p>Boats leave before the light.</p>', isDraft: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await invite(page, other, id, 'editor', editorName);
  return id;
}

/** An editor's text as its reader sees it, without the co-editors' caret labels. */
function textOf(editor: Locator) {
  return () =>
    editor.evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.coedit-caret').forEach((c) => c.remove());
      return copy.textContent;
    });
}

async function openLive(page: Page, id: number) {
  await page.goto(`/edit-blog/${id}`);
  await expect(page.getByTestId('coedit-status')).toContainText('Live', { timeout: 30_000 });
}

test('an editor suggests, the owner sees it live with their name, accepts and rejects, and the blog saves the accepted text', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const other = await openBrowser(browser, testInfo);
  const id = await sharedBlog(page, other, 'Sam Suggester');
  const viewer = await openBrowser(browser, testInfo);
  await invite(page, viewer, id, 'viewer', 'Val Viewer');
  await openLive(page, id);
  await openLive(other, id);
  await openLive(viewer, id);

  // The editor switches to Suggesting (the owner's editor stays in Editing).
  const suggesting = other.getByRole('button', { name: 'Suggesting' });
  await suggesting.click();
  await expect(suggesting).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Editing' })).toHaveAttribute('aria-pressed', 'true');

  const theirs = other.getByRole('textbox', { name: 'Content' });
  await theirs.click();
  // 'Boats ' replaced by 'Ships ', then 'leave ' deleted, then ' Gulls circle.' added at the end.
  await other.keyboard.press('Home');
  for (let i = 0; i < 6; i++) await other.keyboard.press('Shift+ArrowRight');
  await other.keyboard.type('Ships ');
  // The typed suggestion is in the text before the next selection starts, and selects 'leave '.
  await expect.poll(textOf(theirs)).toBe('Boats Ships leave before the light.');
  for (let i = 0; i < 6; i++) await other.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => other.evaluate(() => getSelection()?.toString())).toBe('leave ');
  await other.keyboard.press('Delete');
  await other.keyboard.press('End');
  await other.keyboard.type(' Gulls circle.');
  // Their own text is all still there, the changes marked.
  await expect.poll(textOf(theirs)).toBe('Boats Ships leave before the light. Gulls circle.');

  // The owner sees them live, struck through or underlined, with the editor's name.
  const mine = page.getByRole('textbox', { name: 'Content' });
  await expect.poll(textOf(mine)).toBe('Boats Ships leave before the light. Gulls circle.');
  const inserted = mine.locator('[data-suggestion="insert"][data-author="Sam Suggester"]');
  const deleted = mine.locator('[data-suggestion="delete"][data-author="Sam Suggester"]');
  await expect(inserted).toHaveText(['Ships ', ' Gulls circle.']);
  await expect(deleted).toHaveText(['Boats ', 'leave ']);
  await expect(deleted.first()).toHaveCSS('text-decoration-line', 'line-through');
  await expect(inserted.first()).toHaveCSS('text-decoration-line', 'underline');
  const list = page.getByTestId('suggestion');
  await expect(list).toHaveCount(3);
  await expect(list.nth(0)).toHaveText(/Sam Suggester:\s*Replace Boats with Ships/);
  await expect(list.nth(1)).toHaveText(/Sam Suggester:\s*Remove leave/);
  await expect(list.nth(2)).toHaveText(/Sam Suggester:\s*Add Gulls circle\./);
  await page.screenshot({ path: testInfo.outputPath('suggestions.png'), fullPage: true });
  // A viewer sees the suggestions in the text but can neither suggest nor accept nor reject.
  const viewed = viewer.getByRole('textbox', { name: 'Content' });
  await expect(viewed.locator('[data-suggestion="delete"][data-author="Sam Suggester"]')).toHaveText([
    'Boats ',
    'leave ',
  ]);
  await expect(viewer.getByRole('button', { name: 'Suggesting' })).toHaveCount(0);
  await expect(viewer.getByTestId('suggestion')).toHaveCount(0);

  // Accept the replacement with a click; reject the addition and accept the deletion by keyboard.
  await list
    .nth(0)
    .getByRole('button', { name: /^Accept/ })
    .click();
  await expect(list).toHaveCount(2);
  const reject = list.nth(1).getByRole('button', { name: /^Reject/ });
  await reject.focus();
  await page.keyboard.press('Enter');
  await expect(list).toHaveCount(1);
  await list
    .nth(0)
    .getByRole('button', { name: /^Accept/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(list).toHaveCount(0);

  await expect.poll(textOf(mine)).toBe('Ships before the light.');
  await expect.poll(textOf(theirs)).toBe('Ships before the light.');
  await expect(theirs.locator('[data-suggestion]')).toHaveCount(0);
  // The saved blog (written by co-editing's store) has exactly the accepted text.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/blogs/${id}`)).json()) as { content: string }).content, {
      timeout: 20_000,
    })
    .toBe('<p>Ships before the light.</p>');
  await other.context().close();
  await viewer.context().close();
});
