/**
 * docs/product.md: 0 critical or serious axe-core violations (WCAG 2.0/2.1 A and AA rules) on every page
 * and its main dialogs, at 1280 px (desktop project) and 390 px (phone project), in Chromium.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { signUp, toast, uniqueUser } from './helpers';

// The app's CSP (script-src 'self') rightly refuses injected scripts; only these audits bypass it.
test.use({ bypassCSP: true });

async function connectSandbox(page: Page, username: string) {
  await page.getByRole('button', { name: 'Connect Instagram Account' }).click();
  await page.waitForURL(/\/sandbox\/instagram\/oauth\/authorize/);
  await page.getByText(`@${username}`).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/create$/, { timeout: 15_000 });
}

test('signed-out pages: /auth (both tabs) and the 404', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await expectAccessible(page, '/auth login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expectAccessible(page, '/auth sign up');
  await page.goto('/no-such-page');
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  await expectAccessible(page, '404');
});

test('signed-in pages: home, create, my blogs, edit (history, invite), settings, connect, platforms', async ({
  page,
}) => {
  // Eleven audits and a generation: on a loaded two-core CI machine this is the longest e2e test.
  test.setTimeout(180_000);
  await signUp(page, uniqueUser());
  await expectAccessible(page, 'home without account');
  await page.goto('/connect-instagram');
  await expectAccessible(page, '/connect-instagram');
  await page.goto('/');
  await connectSandbox(page, 'wander.lines');
  await expect(page.getByTestId('instagram-post').first()).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, '/create with posts');
  await page.getByTestId('instagram-post').filter({ hasText: 'Golden hour over the Alfama rooftops' }).first().click();
  const panel = page.getByRole('region', { name: 'Blog post' });
  await panel.getByRole('button', { name: 'Generate Blog Post' }).click();
  await expect(toast(page, 'Blog Generated!')).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, '/create with a generated blog');
  await panel.getByRole('button', { name: 'Save Blog' }).click();
  await expect(toast(page, 'Blog Saved!')).toBeVisible();

  await page.goto('/');
  await expectAccessible(page, 'home');
  await page.goto('/my-blogs');
  const card = page.getByTestId('blog-card').first();
  await expect(card).toBeVisible();
  await expectAccessible(page, '/my-blogs');
  await card.getByRole('button', { name: /Delete/ }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
  await expectAccessible(page, 'delete blog dialog');
  await page.keyboard.press('Escape');

  await card.getByRole('link', { name: /Edit/ }).click();
  await expect(page).toHaveURL(/\/edit-blog\/\d+$/);
  await expect(page.getByLabel('Title', { exact: true })).not.toHaveValue('');
  await expectAccessible(page, '/edit-blog/:id');
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByText('Version history')).toBeVisible();
  await expectAccessible(page, 'version history panel');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'invite dialog');
  await page.keyboard.press('Escape');

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, '/settings');

  await page.goto('/platform-connections');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, '/platform-connections');
});

test('writing prompts (every tab, the new prompt dialog) and collaborative sessions (a session open)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueUser());
  await connectSandbox(page, 'wander.lines');
  await page.goto('/writing-prompts');
  await expect(page.getByRole('button', { name: 'Create New Prompt' })).toBeVisible();
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await expectAccessible(page, `/writing-prompts tab ${await tab.textContent()}`);
  }
  await page.getByRole('button', { name: 'Create New Prompt' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Writing Prompt' });
  await expectAccessible(page, 'new prompt dialog');
  await form.getByLabel('Title', { exact: true }).fill('Harbour at dawn');
  await form.getByLabel('Description').fill('Write the first hour of the day at the harbour, together.');
  await form.getByLabel('Make this prompt public').check();
  await form.getByRole('button', { name: 'Create Prompt' }).click();
  await expect(toast(page, 'Writing prompt created successfully')).toBeVisible();
  const promptCard = page.getByTestId('prompt-card').first();
  await promptCard.getByRole('button', { name: 'New Session' }).click();
  const sessionForm = page.getByRole('dialog', { name: 'Create Collaborative Writing Session' });
  await expectAccessible(page, 'new session dialog');
  await sessionForm.getByLabel('Session Title').fill('Dawn chorus');
  await sessionForm.getByRole('button', { name: 'Create Session' }).click();
  await expect(toast(page, 'Collaborative writing session created successfully')).toBeVisible();

  await page.goto('/collaborative-sessions');
  await expect(page.getByTestId('session-card').first()).toBeVisible();
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await expectAccessible(page, `/collaborative-sessions tab ${await tab.textContent()}`);
  }
  await page.getByRole('tab').first().click();
  await page.getByTestId('session-card').first().getByRole('button', { name: 'Join Session' }).click();
  await expect(page.getByRole('dialog', { name: 'Dawn chorus' })).toBeVisible();
  await expectAccessible(page, 'a session');
});
