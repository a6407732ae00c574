/**
 * docs/product.md: focus goes back to the control that opened a dialog or the generation overlay when it
 * closes, so the next Tab or Escape continues from there instead of the top of the page.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp, toast, uniqueUser } from './helpers';

async function connectSandbox(page: Page, username: string) {
  await page.getByRole('button', { name: 'Connect Instagram Account' }).click();
  await page.waitForURL(/\/sandbox\/instagram\/oauth\/authorize/);
  await page.getByText(`@${username}`).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/create$/, { timeout: 15_000 });
}

/** Opens a dialog from `opener`, closes it with `close`, and expects focus back on `opener`. */
async function expectFocusReturns(page: Page, opener: Locator, dialog: Locator, close: () => Promise<void>) {
  // Marked, because an open modal hides the rest of the page from role queries.
  await opener.evaluate((el) => el.setAttribute('data-e2e-opener', ''));
  const marked = page.locator('[data-e2e-opener]');
  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(marked).not.toBeFocused();
  await close();
  await expect(dialog).toHaveCount(0);
  await expect(marked).toBeFocused();
  await marked.evaluate((el) => el.removeAttribute('data-e2e-opener'));
}

test('focus returns to the opener of each dialog and of the generation overlay', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueUser());
  await connectSandbox(page, 'wander.lines');

  // Disconnect account (opened from state), closed with Cancel.
  const disconnect = page.getByRole('button', { name: /^Disconnect @wander\.lines/ });
  const confirm = page.getByRole('dialog', { name: /Disconnect @wander\.lines/ });
  await expectFocusReturns(page, disconnect, confirm, () => confirm.getByRole('button', { name: 'Cancel' }).click());

  // The generation overlay: focus back on Generate once the article is there.
  const panel = page.getByRole('region', { name: 'Blog post' });
  await page.getByTestId('instagram-post').filter({ hasText: 'Golden hour over the Alfama rooftops' }).first().click();
  const generate = panel.getByRole('button', { name: 'Generate Blog Post' });
  await generate.click();
  await expect(toast(page, 'Blog Generated!')).toBeVisible({ timeout: 15_000 });
  await expect(generate).toBeFocused();
  await panel.getByRole('button', { name: 'Save Blog' }).click();
  await expect(toast(page, 'Blog Saved!')).toBeVisible();

  // Delete blog (opened from state), closed with Escape.
  await page.goto('/my-blogs');
  const del = page
    .getByTestId('blog-card')
    .first()
    .getByRole('button', { name: /Delete/ });
  const deleteDialog = page.getByRole('dialog', { name: 'Delete Blog Post' });
  await expectFocusReturns(page, del, deleteDialog, () => page.keyboard.press('Escape'));

  // New prompt (opened from state), closed with its close button.
  await page.goto('/writing-prompts');
  const create = page.getByRole('button', { name: 'Create New Prompt' });
  const promptDialog = page.getByRole('dialog', { name: 'Create New Writing Prompt' });
  await expectFocusReturns(page, create, promptDialog, () =>
    promptDialog.getByRole('button', { name: 'Close' }).click(),
  );
});
