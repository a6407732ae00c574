import { expect, test, type Page } from '@playwright/test';
import { signUp, toast, uniqueUser } from './helpers';

/**
 * The assistant's changes as tracked suggestions in the editor (docs/product.md): applied as marked
 * insertions and deletions, accepted or rejected one by one from the keyboard or all at once,
 * each AI action one undo step, and the saved state kept as a version before applying.
 */
async function createBlog(page: Page, content: string) {
  const res = await page.request.post('/api/blogs', {
    headers: { origin: new URL(page.url()).origin },
    data: { title: 'Bread day', content, tags: 'baking', category: 'Food & Recipes', isDraft: false },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number };
}

async function enhanceAndApply(page: Page, preset: string) {
  const open = page.getByRole('button', { name: /AI Writing Assistant/ });
  if ((await page.getByRole('button', { name: 'Enhance Content' }).count()) === 0) await open.click();
  await page.getByRole('radio', { name: preset }).click();
  await page.getByRole('button', { name: 'Enhance Content' }).click();
  await expect(toast(page, 'Content enhanced')).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'Changes applied')).toBeVisible();
}

test('assistant changes arrive as suggestions: accept and reject one by one, all at once, undo', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signUp(page, uniqueUser());
  const blog = await createBlog(page, "<p>We're gonna bake bread today, it's awesome!!!</p><p>The crust crackled.</p>");
  await page.goto(`/edit-blog/${blog.id}`);
  const editor = page.getByRole('textbox', { name: 'Content' });
  await expect(editor).toContainText('The crust crackled.', { timeout: 20_000 }); // the editor's chunk loads lazily

  await enhanceAndApply(page, 'Professional Tone');
  const bar = page.getByRole('region', { name: 'Suggested changes' });
  await expect(bar.getByRole('heading', { name: '2 suggested changes' })).toBeVisible();
  // Both sides are in the text, marked: the deletion struck through, the insertion underlined.
  await expect(editor.locator('[data-suggestion="delete"]').first()).toHaveText("We're gonna");
  await expect(editor.locator('[data-suggestion="insert"]').first()).toHaveText('We are going to');
  await expect(bar.getByTestId('suggestion').first()).toContainText("Replace We're gonna with We are going to");
  await expect(editor.locator('[data-suggestion="delete"]').first()).toHaveCSS('text-decoration-line', 'line-through');
  await page.screenshot({ path: testInfo.outputPath('suggestions.png'), fullPage: true });

  // One by one, from the keyboard.
  await bar.getByRole('button', { name: 'Accept 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(bar.getByRole('heading', { name: '1 suggested change' })).toBeVisible();
  await expect(editor).toContainText('We are going to bake bread today');
  await expect(editor).not.toContainText('gonna');
  await bar.getByRole('button', { name: 'Reject 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(bar).toBeHidden();
  await expect(editor).toHaveText(/We are going to bake bread today, it's awesome!!!\s*The crust crackled\./);
  // Deciding hands the keyboard back to the text (Tiptap focuses on the next frame), so undo reaches it.
  await expect(editor).toBeFocused();

  // Rejecting was one undo step: the suggestion comes back.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(bar.getByRole('heading', { name: '1 suggested change' })).toBeVisible();
  await bar.getByRole('button', { name: 'Accept all' }).click();
  await expect(bar).toBeHidden();
  await expect(editor).toHaveText(/We are going to bake bread today, it is excellent\.\s*The crust crackled\./);
  await expect(editor.locator('[data-suggestion]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Blog Updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveText(
    /We are going to bake bread today, it is excellent\.\s*The crust crackled\./,
  );
  // The saved state was kept as a version before the assistant's result was applied.
  const versions = await page.request.get(`/api/blogs/${blog.id}/versions`);
  expect(versions.status()).toBe(200);
  expect(((await versions.json()) as unknown[]).length).toBeGreaterThanOrEqual(1);
});

test('an AI action is one undo step, and pending suggestions are not saved', async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page, uniqueUser());
  const blog = await createBlog(page, '<p>i think teh crust is  great.</p><p>Second part stays.</p>');
  await page.goto(`/edit-blog/${blog.id}`);
  const editor = page.getByRole('textbox', { name: 'Content' });
  await expect(editor).toContainText('Second part stays.', { timeout: 20_000 });

  await enhanceAndApply(page, 'Fix Grammar & Style');
  const bar = page.getByRole('region', { name: 'Suggested changes' });
  await expect(bar).toBeVisible();
  await expect(editor.locator('[data-suggestion="insert"]').first()).toBeVisible();

  // Saving with suggestions pending keeps the text as it was.
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Blog Updated')).toBeVisible();
  const saved = await page.request.get(`/api/blogs/${blog.id}`);
  expect(((await saved.json()) as { content: string }).content).toContain('i think teh crust is');

  // One undo removes the whole AI action.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(bar).toBeHidden();
  await expect(editor.locator('[data-suggestion]')).toHaveCount(0);
  await expect(editor).toHaveText(/i think teh crust is great\.\s*Second part stays\./);
});

test('the editor shows where a generated blog came from, and keeps "Reviewed by me" and the disclosure', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueUser());
  await page.getByRole('button', { name: 'Connect Instagram Account' }).click();
  await page.waitForURL(/\/sandbox\/instagram\/oauth\/authorize/);
  await page.getByText('@wander.lines').click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/create$/, { timeout: 15_000 });
  await page.getByTestId('instagram-post').filter({ hasText: 'Golden hour over the Alfama rooftops' }).first().click();
  const panel = page.getByRole('region', { name: 'Blog post' });
  await panel.getByRole('button', { name: 'Generate Blog Post' }).click();
  await expect(toast(page, 'Blog Generated!')).toBeVisible({ timeout: 15_000 });
  // A sandbox post's permalink is made up: the article does not link to it.
  await expect(panel.getByRole('textbox', { name: 'Content' }).locator('a')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Save Blog' }).click();
  await expect(toast(page, 'Blog Saved!')).toBeVisible();

  await page.getByRole('link', { name: 'My Blogs' }).first().click();
  await page.getByTestId('blog-card').first().getByRole('link', { name: /Edit/ }).click();
  const provenance = page.getByTestId('provenance');
  await expect(provenance).toContainText('Drafted by Built-in writer (builtin-writer.v2)', { timeout: 20_000 });
  await expect(provenance).toContainText('You have not changed it yet.');
  await provenance.getByLabel(/Reviewed by me/).check();
  await provenance.getByLabel(/Add a disclosure when I publish/).check();
  // Both choices are kept once the panel says so: a reload after that shows them.
  await expect(provenance.getByRole('status')).toHaveText('Saved');
  await expect(provenance.getByLabel(/Reviewed by me/)).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('provenance.png'), fullPage: true });
  await page.reload();
  await expect(page.getByTestId('provenance').getByLabel(/Reviewed by me/)).toBeChecked({ timeout: 20_000 });
  await expect(page.getByTestId('provenance').getByLabel(/Add a disclosure when I publish/)).toBeChecked();

  // One disclosure setting per blog: the Share dialog shows the editor's choice, and its change is the editor's.
  await page.getByRole('link', { name: 'My Blogs' }).first().click();
  await page
    .getByTestId('blog-card')
    .first()
    .getByRole('button', { name: /Share & export/ })
    .click();
  const share = page.getByTestId('share-dialog');
  const shareBox = share.getByRole('checkbox', { name: /Add a disclosure when I publish/ });
  await expect(shareBox).toBeChecked();
  await shareBox.uncheck();
  await expect(shareBox).not.toBeChecked();
  await page.keyboard.press('Escape');
  await page.getByTestId('blog-card').first().getByRole('link', { name: /Edit/ }).click();
  await expect(page.getByTestId('provenance').getByLabel(/Add a disclosure when I publish/)).not.toBeChecked({
    timeout: 20_000,
  });
});
