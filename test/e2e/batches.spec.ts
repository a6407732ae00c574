/**
 * Batch drafts (docs/decisions/027-creator-voice-and-top-posts.md) in the browser: 'Select' mode on the posts grid, three posts written
 * as drafts by queued jobs with the built-in writer, the progress bar and its announcement, the
 * drafts in My Blogs; and a batch of the last 20 cancelled while it runs.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { connectSandbox, signUp, uniqueUser } from './helpers';

// axe is injected as a script, which the app's CSP refuses.
test.use({ bypassCSP: true });

const posts = (page: Page) => page.getByTestId('instagram-post');
const progress = (page: Page) => page.getByTestId('batch-progress');

test('select three posts, write them as drafts, follow the progress, find them in My Blogs', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueUser());
  await connectSandbox(page, 'wander.lines');
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(posts(page).first()).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const boxes = page.getByRole('checkbox');
  for (let i = 0; i < 3; i++) {
    // By keyboard: focus the post and press Space.
    await boxes.nth(i).focus();
    await page.keyboard.press('Space');
    await expect(boxes.nth(i)).toHaveAttribute('aria-checked', 'true');
  }
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Write 3 drafts' }).click();

  const bar = progress(page).getByRole('progressbar', { name: 'Batch drafts' });
  await expect(bar).toHaveAttribute('aria-valuemax', '3');
  await expect(bar).toHaveAttribute('aria-valuenow', '3', { timeout: 30_000 });
  await expect(progress(page).getByRole('status')).toHaveText('Batch finished: 3 of 3 drafts written.');
  await expect(progress(page).getByTestId('batch-item').filter({ hasText: 'Draft written' })).toHaveCount(3);
  await expect(progress(page).getByRole('link', { name: 'Open draft' })).toHaveCount(3);
  await expectAccessible(page, 'create page with a finished batch');

  await page.getByRole('link', { name: 'My Blogs' }).first().click();
  await expect(page).toHaveURL(/\/my-blogs$/);
  await expect(page.getByTestId('blog-card')).toHaveCount(3);

  // Back on /create the batch is still shown; opening a draft leads to its editor.
  await page.goBack();
  await progress(page).getByRole('link', { name: 'Open draft' }).first().click();
  await expect(page).toHaveURL(/\/edit-blog\/\d+$/);
});

test("cancel a batch of 'The last 20': posts not yet started are not written", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueUser());
  await connectSandbox(page, 'sunny.kitchen');
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(posts(page).first()).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'The last 20' }).click();
  await progress(page).getByRole('button', { name: 'Cancel batch' }).click();
  await expect(progress(page).getByRole('status')).toHaveText(
    'Batch cancelled: posts not yet started were not written.',
    { timeout: 30_000 },
  );
  const bar = progress(page).getByRole('progressbar');
  const total = Number(await bar.getAttribute('aria-valuemax'));
  await expect(bar).toHaveAttribute('aria-valuenow', String(total));
  const cancelled = await progress(page).getByTestId('batch-item').filter({ hasText: 'Cancelled' }).count();
  expect(cancelled).toBeGreaterThan(0);
  const drafted = await progress(page).getByTestId('batch-item').filter({ hasText: 'Draft written' }).count();
  expect(drafted + cancelled).toBe(total);

  await page.getByRole('link', { name: 'My Blogs' }).first().click();
  await expect(page.getByTestId('blog-card')).toHaveCount(drafted);
});
