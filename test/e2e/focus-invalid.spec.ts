/**
 * After a failed save, focus goes to the first field to fix, in the order the form shows them —
 * the rich-text Content included (docs/product.md).
 */
import { expect, test } from '@playwright/test';
import { signUp, toast, uniqueUser } from './helpers';

test('a failed save focuses the first invalid field, the rich-text Content included', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueUser());
  await page.goto('/create');
  await page.getByRole('button', { name: 'Connect Instagram', exact: true }).click();
  await page.waitForURL(/\/sandbox\/instagram\/oauth\/authorize/);
  await page.getByText('@wander.lines').click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/create$/, { timeout: 15_000 });

  await page.getByTestId('instagram-post').first().click();
  const panel = page.getByRole('region', { name: 'Blog post' });
  await panel.getByRole('button', { name: 'Generate Blog Post' }).click();
  await expect(toast(page, 'Blog Generated!')).toBeVisible({ timeout: 15_000 });

  const title = panel.getByLabel('Blog Title');
  const content = panel.getByRole('textbox', { name: 'Content' });
  // Both empty: the title comes first on screen, so it gets the focus.
  await title.fill('');
  await content.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await panel.getByRole('button', { name: 'Save Blog' }).click();
  await expect(panel.getByText('Title is required')).toBeVisible();
  await expect(panel.getByText('Content is required')).toBeVisible();
  await expect(title).toBeFocused();

  // Only the content empty: the editor itself gets the focus.
  await title.fill('Golden hour in Alfama');
  await panel.getByRole('button', { name: 'Save Blog' }).click();
  await expect(panel.getByText('Content is required')).toBeVisible();
  await expect(content).toBeFocused();
});
