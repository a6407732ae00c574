/**
 * docs/performance.md: a signed-in page is never a blank screen with a spinner. While the sign-in check is
 * still on its way, the header bar and the page's heading are already where they will be; the
 * page then fills in around them.
 */
import { expect, test } from '@playwright/test';
import { signUp, uniqueUser, verifyEmail } from './helpers';

test('My Blogs shows its heading while the sign-in check is still answering, then the cards', async ({ page }) => {
  const user = uniqueUser();
  await signUp(page, user);
  // A verified account: the banner 'Verify your email address' (docs/decisions/036) sits above the
  // heading and is not in the shell, which cannot know before the sign-in check answers.
  await verifyEmail(page, user.email);
  const origin = new URL(page.url()).origin;
  const made = await page.request.post('/api/blogs', {
    data: { title: 'Shell test blog', content: '<p>Text of the shell test blog.</p>' },
    headers: { origin },
  });
  expect(made.status()).toBe(201);

  // Hold the sign-in check until the shell has been looked at.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route('**/api/user', async (route) => {
    held = true;
    await released;
    await route.continue();
  });
  await page.goto('/my-blogs');
  await expect.poll(() => held).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'My Blog Posts' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toBeVisible();
  const before = await page.getByRole('heading', { level: 1 }).boundingBox();

  release();
  await expect(page.getByTestId('blog-card').filter({ hasText: 'Shell test blog' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // The heading stayed where it was: nothing jumped when the page arrived.
  const after = await page.getByRole('heading', { level: 1, name: 'My Blog Posts' }).boundingBox();
  expect(after?.y).toBe(before?.y);
  expect(after?.x).toBe(before?.x);
});
