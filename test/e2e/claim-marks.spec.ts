/**
 * Marks inside the editor text (docs/decisions/026-stored-videos-and-saved-claim-checks.md): a generated article with a number the post does not
 * give shows the claim highlighted in the editor with 'Not in your post: 250 g — keep, edit or
 * remove'; Keep, reached by keyboard, clears the mark and it stays cleared after a reload. The mark
 * is a decoration: the saved HTML never holds it.
 */
import { expect, test } from '@playwright/test';
import { SOURCE_PACK_COPY as C } from '../../common/copy-source-pack';
import { expectAccessible } from './axe';
import { signUp, toast, uniqueUser } from './helpers';
import { connectSandbox } from './sandbox';

// axe-core is injected into the page, which the app's CSP refuses.
test.use({ bypassCSP: true });

test('an invented number is marked in the editor; Keep by keyboard clears it for good', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueUser());
  await connectSandbox(page, 'wander.lines');
  const post = page.getByTestId('instagram-post').filter({ hasText: 'Golden hour over the Alfama rooftops' }).first();
  await expect(post).toBeVisible({ timeout: 15_000 });
  await post.click();
  await expect(page.getByTestId('source-pack-progress')).toHaveCount(0, { timeout: 60_000 });

  // A generated article, with a number the post never gives.
  const composer = page.getByRole('region', { name: 'Blog post' });
  await composer.getByRole('button', { name: 'Generate Blog Post' }).click();
  const draft = composer.getByRole('textbox', { name: 'Content' });
  await expect(draft).toContainText('Lisbon, you have my heart.', { timeout: 30_000 });
  await draft.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' We ate 250 g of pastéis every morning.');
  const title = `Marked claims ${Date.now().toString(36)}`;
  await composer.getByLabel('Blog Title').fill(title);
  await composer.getByRole('button', { name: 'Save Blog' }).click();
  await expect(toast(page, 'Blog Saved!')).toBeVisible();

  await page.goto('/my-blogs');
  await page.getByTestId('blog-card').filter({ hasText: title }).getByRole('link', { name: /Edit/ }).click();
  await page.waitForURL(/\/edit-blog\/\d+/);
  const blogId = Number(/\/edit-blog\/(\d+)/.exec(page.url())![1]);

  const editor = page.getByRole('textbox', { name: 'Content' });
  const mark = editor.locator('mark[data-claim="250 g"]');
  await expect(mark).toBeVisible({ timeout: 15_000 });
  await expect(mark).toHaveText('250 g');
  const bar = page.getByTestId('claim-marks');
  await expect(bar).toContainText(C.claims.flag('250 g'));
  await page.screenshot({ path: testInfo.outputPath('claim-marks.png') });
  await expectAccessible(page, 'editor with a marked claim');

  // The mark is not stored: the saved HTML has the text, not the highlight.
  const saved = (await (await page.request.get(`/api/blogs/${blogId}`)).json()) as { content: string };
  expect(saved.content).toContain('250 g');
  expect(saved.content).not.toMatch(/<mark|data-claim/);

  // The Publish dialog's warning links to the marked words: the editor opens with them selected.
  await page.goto('/my-blogs');
  const card = page.getByTestId('blog-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Publish', exact: true }).click();
  const warning = page.getByRole('dialog').getByRole('link', { name: C.claims.flag('250 g') });
  await expect(warning).toBeVisible();
  await warning.click();
  await page.waitForURL(new RegExp(`/edit-blog/${blogId}\\?claim=250`));
  await expect(mark).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('250 g');
  await expect(editor).toBeFocused();

  // Keyboard: the caret in the marked claim, Tab reaches its actions, Enter keeps it.
  await mark.click();
  await page.keyboard.press('Tab');
  const keep = bar.getByRole('button', { name: C.claims.keepLabel('250 g') });
  await expect(keep).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(mark).toHaveCount(0);
  // The focus stays on the list, on its 'all handled' line.
  await expect(bar.getByTestId('claims-handled')).toBeFocused();

  await page.reload();
  await expect(editor).toContainText('250 g of pastéis');
  await expect(editor.locator('mark[data-claim]')).toHaveCount(0);
  await expect(page.getByTestId('claim-marks')).toHaveCount(0);
  const claims = (await (await page.request.get(`/api/blogs/${blogId}/claims`)).json()) as {
    claims: { text: string; status: string }[];
  };
  expect(claims.claims).toContainEqual(expect.objectContaining({ text: '250 g', status: 'kept' }));
});
