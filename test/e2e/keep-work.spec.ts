/**
 * docs/product.md and §3: nothing typed or generated is lost on /create or in the editor, sign-in returns
 * to the page asked for, and on a phone the picked post's 'Generate' is in view at once.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUp, toast, uniqueUser } from './helpers';

async function connectSandbox(page: Page, username: string) {
  await page.getByRole('button', { name: 'Connect Instagram Account' }).click();
  await page.waitForURL(/\/sandbox\/instagram\/oauth\/authorize/);
  await page.getByText(`@${username}`).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/create$/, { timeout: 15_000 });
}

const posts = (page: Page) => page.getByTestId('instagram-post');
const composer = (page: Page) => page.getByRole('region', { name: 'Blog post' });
const LISBON = 'Golden hour over the Alfama rooftops';
const HIKE = 'Six hours of hiking';

test('a generated, edited, unsaved article survives a post switch and a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueUser());
  await connectSandbox(page, 'wander.lines');
  const panel = composer(page);
  await posts(page).filter({ hasText: LISBON }).first().click();
  await panel.getByRole('button', { name: 'Generate Blog Post' }).click();
  await expect(toast(page, 'Blog Generated!')).toBeVisible({ timeout: 15_000 });
  const myTitle = `Kept rooftops ${Date.now().toString(36)}`;
  await panel.getByLabel('Blog Title').fill(myTitle);

  // Another post: its own empty state; back to the first: the edited article, with a note.
  await posts(page).filter({ hasText: HIKE }).first().click();
  await expect(panel.getByText('No blog generated yet')).toBeVisible();
  await posts(page).filter({ hasText: LISBON }).first().click();
  await expect(panel.getByLabel('Blog Title')).toHaveValue(myTitle);
  await expect(panel.getByTestId('restored-note')).toContainText('Restored your unsaved article');

  // A reload returns to the same post and the same article.
  await page.reload();
  await expect(page.getByTestId('selected-post')).toContainText(LISBON, { timeout: 15_000 });
  await expect(panel.getByLabel('Blog Title')).toHaveValue(myTitle);
  await expect(panel.getByRole('textbox', { name: 'Content' })).toContainText('Lisbon');

  // Saved, it is no longer kept locally: Discard is not offered after the next reload.
  await panel.getByRole('button', { name: 'Save Blog' }).click();
  await expect(toast(page, 'Blog Saved!')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('selected-post')).toContainText(LISBON, { timeout: 15_000 });
  await expect(panel.getByText('No blog generated yet')).toBeVisible();
  await page.goto('/my-blogs');
  await expect(page.getByTestId('blog-card').filter({ hasText: myTitle })).toBeVisible();
});

test('the editor offers unsaved edits back after the tab was closed', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueUser());
  await connectSandbox(page, 'wander.lines');
  const panel = composer(page);
  await posts(page).filter({ hasText: LISBON }).first().click();
  await panel.getByRole('button', { name: 'Generate Blog Post' }).click();
  await expect(toast(page, 'Blog Generated!')).toBeVisible({ timeout: 15_000 });
  await panel.getByRole('button', { name: 'Save Blog' }).click();
  await expect(toast(page, 'Blog Saved!')).toBeVisible();
  await page.goto('/my-blogs');
  await page.getByTestId('blog-card').first().getByRole('link', { name: /Edit/ }).click();
  await expect(page).toHaveURL(/\/edit-blog\/\d+$/);
  const editUrl = page.url();
  const typed = `Crash-proof title ${Date.now().toString(36)}`;
  await page.getByLabel('Title', { exact: true }).fill(typed);

  // The tab closes without saving (no beforeunload prompt answered): a new tab opens the editor.
  const next = await page.context().newPage();
  await page.close({ runBeforeUnload: false });
  await next.goto(editUrl);
  const offer = next.getByTestId('editor-recovery');
  await expect(offer).toContainText('Recover unsaved edits?');
  await expect(next.getByLabel('Title', { exact: true })).not.toHaveValue(typed);
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(next.getByLabel('Title', { exact: true })).toHaveValue(typed);
  await expect(offer).toHaveCount(0);
  await next.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(next, 'Blog Updated')).toBeVisible();
  await next.reload();
  await expect(next.getByLabel('Title', { exact: true })).toHaveValue(typed);
  await expect(next.getByTestId('editor-recovery')).toHaveCount(0);
});

test('sign-in returns to the page asked for, and never to another site', async ({ page }) => {
  const user = uniqueUser();
  await signUp(page, user);
  await page.context().clearCookies();

  await page.goto('/my-blogs');
  await expect(page).toHaveURL(/\/auth\?next=%2Fmy-blogs$/);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/my-blogs$/);
  await expect(page.getByRole('heading', { name: 'My Blog Posts' })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/auth?next=//evil.example/phish');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Inkgram' })).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('on a 390 px phone, tapping a post brings the post and Generate into view', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, uniqueUser());
  await connectSandbox(page, 'wander.lines');
  await posts(page).filter({ hasText: LISBON }).first().click();
  await expect(page.getByTestId('selected-post')).toBeInViewport();
  await expect(composer(page).getByRole('button', { name: 'Generate Blog Post' })).toBeInViewport();
  // One account switcher on the page, not two.
  await expect(page.getByRole('button', { name: /Instagram account/ }).filter({ visible: true })).toHaveCount(1);
  // One container width: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('create-390-after-tap.png') });
});
